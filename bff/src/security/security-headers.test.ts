import { startBff, startTestIdp, tempDir, type RunningBff, type TestIdp } from '../test-support.ts';

let idp: TestIdp;
let data: { dir: string; remove(): Promise<void> };
let bff: RunningBff;

beforeAll(async () => {
  idp = await startTestIdp();
  data = await tempDir('bff-headers-');
  bff = await startBff({ DATA_DIR: data.dir, OIDC_ISSUER: idp.issuer });
});

afterAll(async () => {
  await Promise.all([bff.close(), idp.close()]);
  await data.remove();
});

function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(' ');
      return [name, values.join(' ')];
    }),
  );
}

describe('security headers', () => {
  it('sends a CSP allowing only the portal, its remotes and the IdP as a form target', async () => {
    const response = await fetch(`${bff.url}/healthz`);
    const csp = directives(response.headers.get('content-security-policy') ?? '');
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('img-src')).toBe("'self' data:");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('form-action')).toBe(`'self' ${idp.issuer}`);
    expect(csp.get('object-src')).toBe("'none'");
  });

  it('does not announce Express and refuses framing', async () => {
    const response = await fetch(`${bff.url}/healthz`);
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers /healthz with status ok', async () => {
    const response = await fetch(`${bff.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('sends HSTS only when the portal is served over https', async () => {
    expect((await fetch(`${bff.url}/healthz`)).headers.get('strict-transport-security')).toBeNull();
    const secure = await startBff({
      DATA_DIR: data.dir,
      OIDC_ISSUER: idp.issuer,
      PUBLIC_URL: 'https://portal.example',
    });
    try {
      expect((await fetch(`${secure.url}/healthz`)).headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await secure.close();
    }
  });
});
