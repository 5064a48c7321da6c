import { Router } from 'express';
import type { Logger } from 'pino';
import type { BffSettings } from '../settings.ts';
import type { Discovery } from './discovery.ts';
import { KEYS_UNAVAILABLE_MESSAGE } from './require-token.ts';

export interface AuthConfig {
  issuer: string;
  clientId: string;
  responseType: string;
  scope: string;
  prompt: string;
  authorizationEndpoint: string;
  redirectUri: string;
  liveSiteUrl: string | null;
}

/** What the shell needs to send the browser to the IdP (public, no secrets); throws when discovery fails. */
export async function resolveAuthConfig(settings: BffSettings, discovery: Discovery): Promise<AuthConfig> {
  const authorizationEndpoint =
    settings.oidc.authorizationEndpoint || (await discovery.get()).authorization_endpoint;
  return {
    issuer: settings.oidc.issuer,
    clientId: settings.oidc.clientId,
    responseType: settings.oidc.responseType,
    scope: settings.oidc.scope,
    prompt: settings.oidc.prompt,
    authorizationEndpoint,
    redirectUri: `${settings.publicUrl}/auth-callback`,
    liveSiteUrl: settings.liveSiteUrl,
  };
}

/** `GET /config/auth`: resolveAuthConfig as JSON, or 503 when the IdP's discovery document cannot be read. */
export function authConfigRoute(settings: BffSettings, discovery: Discovery, logger: Logger): Router {
  const router = Router();
  router.get('/config/auth', async (_req, res) => {
    let config: AuthConfig;
    try {
      config = await resolveAuthConfig(settings, discovery);
    } catch (error) {
      logger.error({ err: error }, 'cannot read the identity provider discovery document');
      res.status(503).set('Cache-Control', 'no-store').json({ message: KEYS_UNAVAILABLE_MESSAGE });
      return;
    }
    res.set('Cache-Control', 'no-store').json(config);
  });
  return router;
}
