import { escapeHtml, renderLoginPage } from './login-page.ts';

describe('login page', () => {
  it('escapes HTML in every interpolated value', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const html = renderLoginPage({
      uid: 'abc',
      clientId: '<script>alert(1)</script>',
      accounts: [{ email: 'x"@example.com', name: '<b>X</b>', roleNames: [] }],
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>X</b>');
    expect(html).toContain('value="x&quot;@example.com"');
  });

  it('describes an account without roles as having no access', () => {
    const html = renderLoginPage({
      uid: 'abc',
      clientId: 'c',
      accounts: [{ email: 'noaccess@example.com', name: 'Nora Quinn', roleNames: [] }],
    });
    expect(html).toContain('Sign in as noaccess@example.com — Nora Quinn');
    expect(html).toContain('No roles (no access to any area)');
  });

  it('posts the chosen account to the interaction it belongs to', () => {
    const html = renderLoginPage({ uid: 'u/1', clientId: 'c', accounts: [] });
    expect(html).toContain('action="/interaction/u%2F1/login"');
    expect(html).toContain('action="/interaction/u%2F1/abort"');
  });
});
