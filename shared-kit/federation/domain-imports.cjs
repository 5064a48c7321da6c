// The browser rewrite of shared-kit's domain imports: the api runs src/domain as plain modules, the browser takes the
// root's share of them from the 'shared-kit' singleton, so a lazily shared entry does not ship a second copy.
const path = require('node:path');
const fs = require('node:fs');
const { NormalModuleReplacementPlugin } = require('webpack');

const DOMAIN_DIR = path.join(__dirname, '..', 'src', 'domain');

/** The src/domain modules on the root entry: those src/index.ts re-exports (`export * from './domain/x.ts'`). */
function rootDomainModules() {
  const rootIndex = fs.readFileSync(path.join(__dirname, '..', 'src', 'index.ts'), 'utf8');
  return new Set(
    [...rootIndex.matchAll(/^export \* from '\.\/domain\/([\w-]+\.ts)';$/gm)].map(([, file]) =>
      path.join(DOMAIN_DIR, file),
    ),
  );
}

/**
 * A domain module of a lazily shared entry ('shared-kit/master-data', …) imports the root's domain modules relatively,
 * because the api runs it too. In the browser that import is redirected to the root entry 'shared-kit', which
 * re-exports them, so the entry's chunk does not carry a second copy of enums, dates or the timesheet schemas.
 */
function lazyDomainImportsFromRoot() {
  const onRoot = rootDomainModules();
  return new NormalModuleReplacementPlugin(/^\.\/[\w-]+\.ts$/, (resolveData) => {
    const issuer = resolveData.contextInfo.issuer;
    if (!issuer || path.dirname(issuer) !== DOMAIN_DIR || onRoot.has(issuer)) return;
    if (onRoot.has(path.join(resolveData.context, resolveData.request))) resolveData.request = 'shared-kit';
  });
}

module.exports = { lazyDomainImportsFromRoot };
