import { DEMO_ACCOUNTS, DEMO_ROLES, type DemoAccount } from 'api/seed-accounts';
import type { Account } from 'oidc-provider';

export interface DemoAccountView {
  email: string;
  name: string;
  roleNames: string[];
}

export function fullNameOf(account: DemoAccount): string {
  return `${account.firstName} ${account.lastName}`;
}

/** The demo accounts as the login page lists them (defined once in the api's seed data). */
export function demoAccountViews(): DemoAccountView[] {
  return DEMO_ACCOUNTS.map((account) => ({
    email: account.email,
    name: fullNameOf(account),
    roleNames: account.roles.map((role) => DEMO_ROLES[role].name),
  }));
}

export function findDemoAccount(email: string): DemoAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return DEMO_ACCOUNTS.find((account) => account.email.toLowerCase() === wanted);
}

/** oidc-provider's findAccount: the account id and `sub` are the e-mail address. */
export function findAccount(_ctx: unknown, id: string): Account | undefined {
  const account = findDemoAccount(id);
  if (!account) return undefined;
  const email = account.email.toLowerCase();
  return {
    accountId: email,
    claims: () => ({
      sub: email,
      email,
      email_verified: true,
      given_name: account.firstName,
      family_name: account.lastName,
      name: fullNameOf(account),
    }),
  };
}
