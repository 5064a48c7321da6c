import type { DemoAccountView } from './accounts.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f3f5f8; color: #1b2430; }
  main { max-width: 34rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
  p { line-height: 1.5; }
  ul { list-style: none; padding: 0; margin: 1.5rem 0; }
  li { margin: 0 0 1rem; }
  button { font: inherit; cursor: pointer; border-radius: 6px; padding: .6rem 1rem; }
  .account { width: 100%; text-align: left; background: #0b3d91; color: #fff; border: 2px solid #0b3d91; }
  .account:hover, .account:focus-visible { background: #082c69; }
  button:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
  .roles { margin: .25rem 0 0 .25rem; font-size: .9rem; color: #44505f; }
  .cancel { background: #fff; color: #1b2430; border: 1px solid #8a94a3; }
  .note { font-size: .9rem; color: #44505f; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The account button's accessible name: its own text, e.g. "Sign in as foreman@example.com — Frank Morales". */
export function accountButtonLabel(account: DemoAccountView): string {
  return `Sign in as ${account.email} — ${account.name}`;
}

export function renderLoginPage(options: {
  uid: string;
  clientId: string;
  accounts: DemoAccountView[];
}): string {
  const uid = encodeURIComponent(options.uid);
  const items = options.accounts
    .map((account, index) => {
      const rolesId = `roles-${index}`;
      const roles =
        account.roleNames.length > 0
          ? `Roles: ${account.roleNames.join(', ')}`
          : 'No roles (no access to any area)';
      return `<li>
  <button class="account" type="submit" name="email" value="${escapeHtml(account.email)}" aria-describedby="${rolesId}">${escapeHtml(accountButtonLabel(account))}</button>
  <p class="roles" id="${rolesId}">${escapeHtml(roles)}</p>
</li>`;
    })
    .join('\n');
  return page(
    'Sign in — Crewtime development sign-in',
    `<h1>Sign in to Crewtime</h1>
<p>Development identity provider for <strong>${escapeHtml(options.clientId)}</strong>. Choose a demo account; no password is needed.</p>
<form method="post" action="/interaction/${uid}/login">
<ul aria-label="Demo accounts">
${items}
</ul>
</form>
<form method="post" action="/interaction/${uid}/abort">
<button class="cancel" type="submit">Cancel sign-in</button>
</form>
<p class="note">This page exists only in development. In production the portal signs in through Cognito, Google or Keycloak.</p>`,
  );
}

export function renderMessagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}
