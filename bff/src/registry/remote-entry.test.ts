import { remoteEntryOfManifest } from './remote-entry.ts';

const manifest = (publicPath: string, folder = '', name = 'remoteEntry.js') => ({
  id: 'mf_foreman',
  metaData: { remoteEntry: { name, path: folder, type: 'global' }, publicPath, globalName: 'mf_foreman' },
});

describe('the remoteEntry.js a manifest names', () => {
  it('is beside the manifest when its publicPath is auto or empty, as the federation runtime reads it', () => {
    expect(remoteEntryOfManifest('/remotes/mf-foreman/mf-manifest.json', manifest('auto'))).toBe(
      '/remotes/mf-foreman/remoteEntry.js',
    );
    expect(
      remoteEntryOfManifest('https://cdn.example.com/foreman/2.1.0/mf-manifest.json', manifest('')),
    ).toBe('https://cdn.example.com/foreman/2.1.0/remoteEntry.js');
  });

  it('is under the publicPath the manifest gives, in the folder and with the name of its remoteEntry', () => {
    expect(
      remoteEntryOfManifest(
        'https://cdn.example.com/foreman/mf-manifest.json',
        manifest('https://static.example.com/foreman/3.0.0/', './entry/', 'remoteEntry.3f2a.js'),
      ),
    ).toBe('https://static.example.com/foreman/3.0.0/entry/remoteEntry.3f2a.js');
    expect(
      remoteEntryOfManifest('/remotes/mf-foreman/mf-manifest.json', manifest('/cdn/foreman/', '/js')),
    ).toBe('/cdn/foreman/js/remoteEntry.js');
    expect(remoteEntryOfManifest('/remotes/mf-foreman/mf-manifest.json', manifest('auto', '.'))).toBe(
      '/remotes/mf-foreman/remoteEntry.js',
    );
  });

  it('is none the portal would load: code for a publicPath, another protocol, a way out of the folder, no script', () => {
    const base = 'https://cdn.example.com/foreman/mf-manifest.json';
    const withCode = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, getPublicPath: '() => "/"' },
    };
    expect(remoteEntryOfManifest(base, withCode)).toBeNull();
    expect(remoteEntryOfManifest(base, manifest('//cdn.example.com/'))).toBeNull();
    expect(remoteEntryOfManifest(base, manifest('javascript:alert(1)//'))).toBeNull();
    expect(remoteEntryOfManifest(base, manifest('/remotes/../../'))).toBeNull();
    expect(
      remoteEntryOfManifest(base, manifest('https://cdn.example.com/', '', 'remoteEntry.json')),
    ).toBeNull();
    expect(
      remoteEntryOfManifest(base, manifest("https://cdn.example.com;script-src 'unsafe-inline'/")),
    ).toBeNull();
    expect(remoteEntryOfManifest(base, { metaData: { publicPath: 'auto' } })).toBeNull();
    expect(remoteEntryOfManifest(base, 'not a manifest')).toBeNull();
  });
});
