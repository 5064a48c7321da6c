// What a build declares to the bff beside mf-manifest.json (DESIGN §3): a remote, the host contract it was built
// against; the shell, the host contract it provides. The bff reads both when a remote is repointed and refuses a
// build the running shell cannot serve.
const path = require('node:path');
const { JsonAsset } = require('./json-asset.cjs');
const sharedKitPackage = require('../package.json');

/** A remote's declaration, next to its mf-manifest.json. */
const AREA_FILE = 'mf-area.json';
/** The shell's declaration, in the shell's dist/. */
const HOST_FILE = 'mf-host.json';

/**
 * The version of the host contract this shared-kit implements: the singletons the shell provides (session, api
 * client, toasts, query client, navigation, area lifecycles, unsaved-changes guard). Semver, changed additively: a
 * new export is a minor, a removed or changed one a major.
 */
const HOST_CONTRACT = sharedKitPackage.hostContract;
if (!/^\d+\.\d+\.\d+$/.test(HOST_CONTRACT ?? '')) {
  throw new Error('shared-kit/package.json: "hostContract" must be a version such as 1.0.0');
}

/** A remote built against contract 1.2.0 may use anything 1.2 added: it needs a shell with 1.2.0 up to 2.0.0. */
const neededRange = (contract) => `^${contract}`;

/** Where a remote declares its routes (DESIGN §2), next to its screens. */
const AREA_SOURCE = path.join('src', 'area.ts');

/**
 * The routes a remote declares in `<dir>/src/area.ts` (`export const AREA = { name, routes }`). The file is plain
 * data with type-only imports, so Node loads it as it is (type stripping). The bff checks the routes on a repoint;
 * here only that the file says what it is, so a build of the wrong remote or without routes stops at once.
 */
function declaredRoutes(dir, name) {
  const file = path.join(dir, AREA_SOURCE);
  const { AREA } = require(file);
  if (!AREA || AREA.name !== name || !Array.isArray(AREA.routes) || AREA.routes.length === 0) {
    throw new Error(`${file} must export AREA = { name: '${name}', routes: [...] } with at least one route`);
  }
  return AREA.routes;
}

/** `mf-area.json`: the remote's name and build version, the host contract range it needs and its routes. */
class AreaDocument extends JsonAsset {
  constructor({ name, version, dir, contract = HOST_CONTRACT }) {
    const routes = declaredRoutes(dir, name);
    super('AreaDocument', AREA_FILE, 'PROCESS_ASSETS_STAGE_ADDITIONAL', () => ({
      name,
      version,
      hostContract: neededRange(contract),
      routes,
    }));
  }
}

/** `mf-host.json`: the host contract the shell's build provides. */
class HostDocument extends JsonAsset {
  constructor({ contract = HOST_CONTRACT } = {}) {
    super('HostDocument', HOST_FILE, 'PROCESS_ASSETS_STAGE_ADDITIONAL', () => ({ hostContract: contract }));
  }
}

module.exports = {
  AreaDocument,
  HostDocument,
  AREA_FILE,
  AREA_SOURCE,
  HOST_FILE,
  HOST_CONTRACT,
  neededRange,
};
