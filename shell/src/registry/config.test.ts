import { BOOT_ELEMENT_ID, readBootData } from './config';

const page = (text: string | null): Document => {
  const doc = document.implementation.createHTMLDocument('t');
  if (text !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = BOOT_ELEMENT_ID;
    block.textContent = text;
    doc.head.append(block);
  }
  return doc;
};

const auth = {
  issuer: 'http://localhost:4100/oidc',
  clientId: 'crewtime-portal',
  responseType: 'id_token token',
  scope: 'openid email profile',
  authorizationEndpoint: 'http://localhost:4100/oidc/auth',
};

describe('start-up data sent with the page', () => {
  it('reads the auth settings and the known remotes, ignoring unknown names', () => {
    const boot = readBootData(
      page(
        JSON.stringify({
          auth,
          remotes: [
            { name: 'mf-foreman', entry: '/remotes/mf-foreman/mf-manifest.json', version: '1.0.0' },
            { name: 'mf-evil', entry: 'https://evil.example/remoteEntry.js' },
          ],
        }),
      ),
    );
    expect(boot?.auth).toMatchObject({ clientId: 'crewtime-portal' });
    expect(boot?.remotes.map((remote) => remote.name)).toEqual(['mf-foreman']);
  });

  it('keeps the registry but no auth settings when the bff could not read them', () => {
    expect(readBootData(page(JSON.stringify({ auth: null, remotes: [] })))).toEqual({
      auth: null,
      remotes: [],
    });
  });

  it('is null without the block or with one it cannot read, so the shell asks the bff', () => {
    expect(readBootData(page(null))).toBeNull();
    expect(readBootData(page('{not json'))).toBeNull();
    expect(readBootData(page(JSON.stringify({ auth, remotes: 'all' })))).toBeNull();
  });
});
