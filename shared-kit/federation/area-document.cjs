// What a build declares to the bff beside mf-manifest.json (DESIGN §3): a remote, the host contract it was built
// against; the shell, the host contract it provides. The bff reads both when a remote is repointed and refuses a
// build the running shell cannot serve.
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

/** `mf-area.json`: the remote's name and build version, and the host contract range it needs. */
class AreaDocument extends JsonAsset {
  constructor({ name, version, contract = HOST_CONTRACT }) {
    super('AreaDocument', AREA_FILE, 'PROCESS_ASSETS_STAGE_ADDITIONAL', () => ({
      name,
      version,
      hostContract: neededRange(contract),
    }));
  }
}

/** `mf-host.json`: the host contract the shell's build provides. */
class HostDocument extends JsonAsset {
  constructor({ contract = HOST_CONTRACT } = {}) {
    super('HostDocument', HOST_FILE, 'PROCESS_ASSETS_STAGE_ADDITIONAL', () => ({ hostContract: contract }));
  }
}

module.exports = { AreaDocument, HostDocument, AREA_FILE, HOST_FILE, HOST_CONTRACT, neededRange };
