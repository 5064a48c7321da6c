import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { Logger } from 'pino';
import type { MetricsAccess } from 'shared-kit/telemetry';
import { demoAccountViews, findDemoAccount } from './accounts.ts';
import type { IdpKeys } from './keys.ts';
import { renderLoginPage, renderMessagePage } from './login-page.ts';
import { createProvider } from './provider.ts';
import type { IdpSettings } from './settings.ts';
import { idpMetrics, metricsAccessOf } from './telemetry.ts';

/** Where the process is in its life: /readyz answers 503 once it drains (shared-kit/http-drain). */
export interface Lifecycle {
  readonly draining: boolean;
}

const ALWAYS_SERVING: Lifecycle = { draining: false };

export const STOPPING_MESSAGE = 'The idp is stopping: send requests to another replica.';

export interface Idp {
  app: Express;
  provider: Provider;
}

/** The login page must not be framed or cached; styles are inline, nothing else is loaded. */
function securePage(res: Response): void {
  res.set({
    'Cache-Control': 'no-store',
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
}

function isExpiredInteraction(error: unknown): boolean {
  return error instanceof errors.SessionNotFound || error instanceof errors.InvalidRequest;
}

export function createIdp(
  settings: IdpSettings,
  keys: IdpKeys,
  logger: Logger,
  lifecycle: Lifecycle = ALWAYS_SERVING,
  metricsAccess: MetricsAccess = metricsAccessOf(process.env),
): Idp {
  const provider = createProvider(settings, keys, logger);
  const app = express();
  app.disable('x-powered-by');
  app.use(idpMetrics.countRequests);
  app.use(idpMetrics.serveMetrics(metricsAccess));

  // The idp depends on nothing at run time (keys are loaded before it listens): alive is ready, unless it stops.
  app.get(['/healthz', '/livez'], (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (lifecycle.draining) res.status(503).json({ status: 'stopping', message: STOPPING_MESSAGE });
    else res.json({ status: 'ok' });
  });

  app.get('/interaction/:uid', async (req, res) => {
    securePage(res);
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== req.params.uid) throw new errors.SessionNotFound('interaction mismatch');
    if (details.prompt.name === 'login') {
      res.type('html').send(
        renderLoginPage({
          uid: details.uid,
          clientId: String(details.params.client_id ?? ''),
          accounts: demoAccountViews(),
        }),
      );
      return;
    }
    // Any other prompt (consent) is answered for this first-party client without asking.
    await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
  });

  const form = express.urlencoded({ extended: false, limit: '4kb' });

  app.post(
    '/interaction/:uid/login',
    form,
    async (req: Request<{ uid: string }, unknown, { email?: unknown }>, res) => {
      securePage(res);
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== req.params.uid || details.prompt.name !== 'login')
        throw new errors.SessionNotFound('interaction mismatch');
      const account = typeof req.body?.email === 'string' ? findDemoAccount(req.body.email) : undefined;
      if (!account) {
        res
          .status(400)
          .type('html')
          .send(renderMessagePage('Unknown account', 'Choose one of the listed demo accounts.'));
        return;
      }
      logger.info({ email: account.email }, 'signed in');
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.email.toLowerCase() } },
        { mergeWithLastSubmission: false },
      );
    },
  );

  app.post('/interaction/:uid/abort', form, async (req, res) => {
    securePage(res);
    await provider.interactionDetails(req, res);
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
      { mergeWithLastSubmission: false },
    );
  });

  // Mounted before any body parser: oidc-provider reads its own request bodies.
  app.use(new URL(settings.issuer).pathname, provider.callback());

  app.use((_req, res) => {
    res.status(404).type('text').send('Not found');
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    securePage(res);
    if (isExpiredInteraction(error)) {
      res
        .status(400)
        .type('html')
        .send(
          renderMessagePage(
            'Sign-in expired',
            'This sign-in attempt has expired or was already used. Go back to Crewtime and sign in again.',
          ),
        );
      return;
    }
    logger.error({ err: error, url: req.originalUrl }, 'unexpected error');
    res
      .status(500)
      .type('html')
      .send(
        renderMessagePage('Something went wrong', 'The sign-in service hit an unexpected error. Try again.'),
      );
  });

  return { app, provider };
}
