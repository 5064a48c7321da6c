import Provider, { type Configuration, type Grant, type JWKS, type KoaContextWithOIDC } from 'oidc-provider';
import type { Logger } from 'pino';
import { findAccount } from './accounts.ts';
import type { IdpKeys } from './keys.ts';
import { renderMessagePage } from './login-page.ts';
import type { IdpSettings } from './settings.ts';

/** Scopes the portal client may ask for; granted without a consent screen (first-party client). */
export const FIRST_PARTY_SCOPES = ['openid', 'email', 'profile'] as const;

/** Where the login page lives (outside the provider's mount path). */
export function interactionPath(uid: string): string {
  return `/interaction/${encodeURIComponent(uid)}`;
}

/**
 * oidc-provider's "skip consent for first-party clients" recipe: reuse the session's grant for this account, otherwise
 * create one with the portal's scopes.
 */
async function loadFirstPartyGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { client, session, result } = ctx.oidc;
  const accountId = session?.accountId;
  if (!client || !session || !accountId) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) {
    const existing = await ctx.oidc.provider.Grant.find(grantId);
    if (existing && existing.accountId === accountId && existing.clientId === client.clientId)
      return existing;
  }
  const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
  grant.addOIDCScope([...FIRST_PARTY_SCOPES]);
  await grant.save();
  return grant;
}

/**
 * oidc-provider refuses http:// and localhost redirect URIs for implicit web clients. For this development provider
 * only, skip exactly those two validations (the library's documented recipe); every other check stays.
 */
const DEV_ONLY_SKIPPED_VALIDATIONS = new Set(['implicit-force-https', 'implicit-forbid-localhost']);

interface ClientSchemaPrototype {
  invalidate(this: unknown, message: string, code?: string): void;
}

function allowHttpLocalhostImplicitRedirects(provider: Provider): void {
  const schema = (provider.Client as unknown as { Schema: { prototype: ClientSchemaPrototype } }).Schema;
  const original = schema.prototype.invalidate;
  schema.prototype.invalidate = function invalidate(this: unknown, message: string, code?: string): void {
    if (code !== undefined && DEV_ONLY_SKIPPED_VALIDATIONS.has(code)) return;
    original.call(this, message, code);
  };
}

export function createProvider(settings: IdpSettings, keys: IdpKeys, logger: Logger): Provider {
  const ttl = settings.tokenTtlSeconds;
  const configuration: Configuration = {
    clients: [
      {
        client_id: settings.clientId,
        client_name: 'Crewtime portal',
        application_type: 'web',
        response_types: ['id_token token'],
        grant_types: ['implicit'],
        token_endpoint_auth_method: 'none',
        redirect_uris: settings.redirectUris,
        post_logout_redirect_uris: settings.postLogoutRedirectUris,
      },
    ],
    responseTypes: ['id_token token'],
    scopes: [...FIRST_PARTY_SCOPES],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Put e-mail and names into the id_token even though an access token is issued too (the api reads `email`).
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true },
    },
    jwks: keys.jwks as unknown as JWKS,
    cookies: { keys: keys.cookieKeys },
    findAccount,
    loadExistingGrant: loadFirstPartyGrant,
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    ttl: {
      AccessToken: ttl,
      IdToken: ttl,
      Interaction: 10 * 60,
      Session: 8 * 60 * 60,
      Grant: 8 * 60 * 60,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderMessagePage(
        'Sign-in error',
        `${out.error}: ${out.error_description ?? 'The sign-in request was refused.'}`,
      );
    },
  };
  const provider = new Provider(settings.issuer, configuration);
  allowHttpLocalhostImplicitRedirects(provider);
  provider.on('server_error', (_ctx: KoaContextWithOIDC, error: Error) =>
    logger.error({ err: error }, 'oidc-provider server error'),
  );
  provider.on('authorization.error', (_ctx: KoaContextWithOIDC, error: Error) =>
    logger.warn(
      { error: error.message, description: (error as { error_description?: string }).error_description },
      'authorization refused',
    ),
  );
  provider.on('end_session.success', () => logger.info('signed out'));
  return provider;
}
