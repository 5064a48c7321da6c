import { Router } from 'express';
import type { Logger } from 'pino';
import type { BffSettings } from '../settings.ts';
import { discoveryUrl, type Discovery } from './discovery.ts';
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

/** What the sign-in page says when the identity provider does not answer (instead of the browser's error page). */
export const SIGN_IN_UNAVAILABLE_MESSAGE =
  'The sign-in service is not answering right now. Please try again in a moment.';
const READY_TIMEOUT_MS = 3000;

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
  // Asked by the sign-in button just before it sends the browser away: is the IdP answering right now? (Never
  // cached, unlike the discovery document.) 204 when it is; 503 with a message the page shows when it is not.
  router.get('/config/auth/ready', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      const answer = await fetch(discoveryUrl(settings.oidc.issuer), {
        signal: AbortSignal.timeout(READY_TIMEOUT_MS),
      });
      if (answer.ok) {
        res.status(204).end();
        return;
      }
      logger.warn(
        { status: answer.status },
        'the identity provider answered its discovery URL with an error',
      );
    } catch (error) {
      logger.warn({ err: error }, 'the identity provider is not answering');
    }
    res.status(503).json({ message: SIGN_IN_UNAVAILABLE_MESSAGE });
  });
  return router;
}
