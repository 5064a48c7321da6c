import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HOST_CONTRACT_VERSIONS } from './contract-versions.ts';
import * as guard from '../navigation/unsaved-changes.ts';
import * as host from './index.ts';

const { hostContract } = JSON.parse(
  readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'),
) as { hostContract: string };

const parts = (version: string): [number, number, number] =>
  version.split('.').map(Number) as [number, number, number];

describe("the host contract's versions", () => {
  it('records the names of the version package.json declares, and the contract entries export exactly those', () => {
    const recorded = HOST_CONTRACT_VERSIONS[hostContract];
    expect(recorded).toBeDefined();
    const exported = [...Object.keys(host), ...Object.keys(guard)].sort();
    const added = exported.filter((name) => !recorded!.includes(name));
    const removed = recorded!.filter((name) => !exported.includes(name));
    // An added name is a new minor (remotes that use it need a shell that has it); a removed one a new major.
    expect({ added, removed }).toEqual({ added: [], removed: [] });
  });

  it('only adds names within a major: a remote built against x.y runs on every x.z shell with z ≥ y', () => {
    const versions = Object.keys(HOST_CONTRACT_VERSIONS).sort((left, right) => {
      const [a, b] = [parts(left), parts(right)];
      return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
    });
    for (const [index, version] of versions.entries()) {
      const earlier = versions[index - 1];
      if (!earlier || parts(earlier)[0] !== parts(version)[0]) continue;
      const lost = HOST_CONTRACT_VERSIONS[earlier]!.filter(
        (name) => !HOST_CONTRACT_VERSIONS[version]!.includes(name),
      );
      expect({ version, lost }).toEqual({ version, lost: [] });
    }
  });
});
