// The version shared-kit's libraries are shared under (DESIGN §3). The libraries (UI kit, list and form platform,
// resources, domain rules) are not singletons: a remote runs the copy it was built with, and Module Federation shares
// one copy only between builds made from the same source. So their version names the source itself: shared-kit's
// package version and a digest of every file under src/ except tests. A remote built on a newer shared-kit — a new
// widget, a fixed rule — gets its own copy instead of the shell's older one, silently or not; builds of one tree
// share one copy, as before.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const SHARED_KIT = path.join(__dirname, '..');
const SOURCE = path.join(SHARED_KIT, 'src');
const IS_TEST = /\.test\.[cm]?[jt]sx?$/;

/** Every source file under `dir`, sorted, tests left out: what a build of the libraries is made of. */
function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !IS_TEST.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * `<package version>-src.<digest>`: a semver prerelease, so Module Federation's version checks read it, and exact, so
 * only a copy built from the same files satisfies it (`requiredVersion` is the version itself).
 */
function libraryVersion({ sourceDir = SOURCE, packageFile = path.join(SHARED_KIT, 'package.json') } = {}) {
  const digest = createHash('sha256');
  digest.update(fs.readFileSync(packageFile));
  for (const file of sourceFiles(sourceDir)) {
    digest.update(path.relative(sourceDir, file));
    digest.update('\0');
    digest.update(fs.readFileSync(file));
  }
  const { version } = JSON.parse(fs.readFileSync(packageFile, 'utf8'));
  return `${version}-src.${digest.digest('hex').slice(0, 12)}`;
}

module.exports = { libraryVersion };
