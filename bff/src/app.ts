import path from 'node:path';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { MetricsAccess } from 'shared-kit/telemetry';
import { authConfigRoute, resolveAuthConfig } from './auth/config-route.ts';
import { createDiscovery, type Discovery } from './auth/discovery.ts';
import { exceptApiDocument, requireBearerToken } from './auth/require-token.ts';
import { createTokenVerifier } from './auth/verify-token.ts';
import { httpLogger } from './http-logger.ts';
import { healthRoutes } from './lifecycle/health-routes.ts';
import { createRateLimits, type RateLimits } from './limits/rate-limits.ts';
import { apiProxy, BODY_TOO_LARGE_MESSAGE, limitDeclaredBody } from './proxy/api-proxy.ts';
import { createRegistry, openRegistryStore, REMOTE_NAMES, type RemoteRegistry } from './registry/registry.ts';
import { registryRoutes, untilRegistryLoaded } from './registry/routes.ts';
import { securityHeaders } from './security/security-headers.ts';
import type { BffSettings } from './settings.ts';
import { exposedScriptsReader } from './static/exposed-scripts.ts';
import { bffMetrics, metricsAccessOf, reportUpstreamHealth } from './telemetry.ts';
import { remoteStatic, shellStatic } from './static/static.ts';
import { createApiUpstreams, type ApiUpstreams } from './upstreams/api-upstreams.ts';

/** api answers smaller than this go out as they are: compressing them saves less than it costs. */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;

export interface AppDeps {
  logger: Logger;
  /** Who may read /metrics; by default from METRICS_TOKEN and NODE_ENV. */
  metricsAccess?: MetricsAccess;
}

export interface BffApp {
  app: Express;
  registry: RemoteRegistry;
  discovery: Discovery;
  /** The rate limits (their Redis connection closes with `close()`). */
  limits: RateLimits;
  upstreams: ApiUpstreams;
  /** Readiness answers 503 from now on (the start of a graceful shutdown). */
  beginStopping(): void;
  /**
   * Stops what runs in the background and closes the connections: the api health checks and pools (`force` cuts open
   * requests), the rate limits' Redis client, the registry's database listener and pool.
   */
  close(options?: { force?: boolean }): Promise<void>;
}

function originOf(url: string | null | undefined): string[] {
  const parsed = url ? URL.parse(url) : null;
  return parsed ? [parsed.origin] : [];
}

/** Composition of the bff (DESIGN §1, §3, §4). Order matters: logging, headers, bff routes, /api proxy, static. */
export function createApp(settings: BffSettings, deps: AppDeps): BffApp {
  const { logger } = deps;
  const store = openRegistryStore(settings, logger);
  const registry = createRegistry({ store, remotesRoot: settings.remotesRoot, logger });
  const discovery = createDiscovery(settings.oidc.issuer);
  const verifier = createTokenVerifier({
    issuer: settings.oidc.issuer,
    audience: settings.oidc.clientId,
    jwksUri: async () => settings.oidc.jwksUri ?? (await discovery.get()).jwks_uri,
  });

  const limits = createRateLimits(settings, logger);
  const upstreams = createApiUpstreams({
    urls: settings.apiUrls,
    healthPath: settings.apiHealthPath,
    intervalMs: settings.apiHealthIntervalMs,
    timeoutMs: settings.apiHealthTimeoutMs,
    logger,
    onHealth: reportUpstreamHealth,
  });
  let stopping = false;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', settings.trustProxy);
  // Counted from the first byte; /metrics answered before the request log (a scrape is not a log line).
  app.use(bffMetrics.countRequests);
  app.use(bffMetrics.serveMetrics(deps.metricsAccess ?? metricsAccessOf(process.env)));
  app.use(httpLogger(logger));
  app.use(
    securityHeaders({
      https: settings.publicUrl.startsWith('https:'),
      remoteOrigins: () => registry.externalOrigins(),
      identityProviderOrigins: () => [
        ...new Set([
          ...originOf(settings.oidc.issuer),
          ...originOf(settings.oidc.authorizationEndpoint),
          ...originOf(discovery.cached()?.authorization_endpoint),
          ...originOf(discovery.cached()?.end_session_endpoint),
        ]),
      ],
    }),
  );

  app.use(
    healthRoutes({
      stopping: () => stopping,
      healthyUpstreams: () => upstreams.healthy().length,
      registryReady: () => registry.ready(),
    }),
  );
  // Everything after this serves the fleet's registry (pages, CSP, /config), so it waits for its first load.
  app.use(untilRegistryLoaded(registry));
  app.use(authConfigRoute(settings, discovery, logger));
  app.use('/config/remotes', limits.deploys);
  app.use(
    registryRoutes(registry, settings.deployToken, {
      shellDist: settings.shellDist,
      remotesRoot: settings.remotesRoot,
    }),
  );

  // /api: no body parser anywhere before the proxy (it streams the raw body through). Answers above 1 KiB go out
  // compressed (gzip/deflate/br by Accept-Encoding): a week of timesheets is JSON that shrinks about tenfold.
  app.use('/api', compression({ threshold: API_COMPRESSION_THRESHOLD_BYTES }));
  app.use(
    '/api',
    limitDeclaredBody(settings.bodyLimitBytes),
    exceptApiDocument(requireBearerToken(verifier, logger)),
  );
  app.use('/api', limits.apiWrites, limits.reminderSends);
  app.use(
    '/api',
    ...apiProxy({
      upstreams,
      timeoutMs: settings.upstreamTimeoutMs,
      bodyLimitBytes: settings.bodyLimitBytes,
      logger,
    }),
  );

  const remoteBuilds = REMOTE_NAMES.map((name) => ({
    name,
    dist: path.join(settings.remotesRoot, name, 'dist'),
  }));
  app.use(remoteStatic(remoteBuilds));
  app.use(
    shellStatic(
      settings.shellDist,
      async () => ({
        // Without the IdP's discovery document the shell asks /config/auth itself (and shows why it cannot sign in).
        auth: await resolveAuthConfig(settings, discovery).catch(() => null),
        remotes: registry.list(),
        routes: await registry.routes(),
      }),
      exposedScriptsReader(remoteBuilds, settings.shellDist),
    ),
  );

  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      if (!res.headersSent)
        res
          .status(status)
          .json({ message: status === 413 ? BODY_TOO_LARGE_MESSAGE : 'The request could not be read.' });
      return;
    }
    logger.error({ err: error, reqId: req.id }, 'unexpected error');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(500).json({ message: 'Something went wrong. Try again in a moment.' });
  });

  return {
    app,
    registry,
    discovery,
    limits,
    upstreams,
    beginStopping: () => {
      stopping = true;
    },
    close: async (options) => {
      await Promise.all([upstreams.close(options), limits.close(), registry.close()]);
    },
  };
}
