import type { RequestHandler } from 'express';
import helmet from 'helmet';

export interface CspSources {
  /** Origins of remote entries deployed elsewhere (read per request: a deploy changes them at run time). */
  remoteOrigins: () => string[];
  /** Origins the browser may submit forms to besides the portal itself (the identity provider). */
  identityProviderOrigins: () => string[];
  /** HSTS only when the portal is served over https (it would be ignored, and misleading, on http://localhost). */
  https: boolean;
}

/**
 * helmet with a Content-Security-Policy computed per request from the current remote registry: scripts, manifests
 * (connect) and their assets may come from 'self' and the registered remote origins only. styled-components injects
 * <style> tags, hence 'unsafe-inline' for styles (never for scripts).
 */
export function securityHeaders(sources: CspSources): RequestHandler {
  // One function per directive so the header has no stray spaces when no remote is deployed elsewhere.
  const withRemotes = (...fixed: string[]) => [() => [...fixed, ...sources.remoteOrigins()].join(' ')];
  return helmet({
    strictTransportSecurity: sources.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': withRemotes("'self'"),
        'connect-src': withRemotes("'self'"),
        'img-src': withRemotes("'self'", 'data:'),
        'font-src': withRemotes("'self'", 'data:'),
        'style-src': ["'self'", "'unsafe-inline'"],
        'frame-ancestors': ["'none'"],
        'form-action': [() => ["'self'", ...sources.identityProviderOrigins()].join(' ')],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
      },
    },
  });
}
