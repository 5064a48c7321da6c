import { z } from 'zod';

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  jwks_uri: z.url(),
  end_session_endpoint: z.url().optional(),
});
export type DiscoveryDocument = z.infer<typeof discoverySchema>;

export class DiscoveryUnavailable extends Error {}

export interface Discovery {
  /** The issuer's discovery document, fetched once and kept; a failed fetch is retried on the next call. */
  get(): Promise<DiscoveryDocument>;
  /** The document when it has already been fetched (for synchronous callers such as the CSP). */
  cached(): DiscoveryDocument | null;
}

export function discoveryUrl(issuer: string): string {
  return `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
}

export function createDiscovery(issuer: string, options: { timeoutMs?: number } = {}): Discovery {
  let document: DiscoveryDocument | null = null;
  let pending: Promise<DiscoveryDocument> | null = null;

  const load = async (): Promise<DiscoveryDocument> => {
    const url = discoveryUrl(issuer);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw new DiscoveryUnavailable(`Cannot reach ${url}: ${(error as Error).message}`, { cause: error });
    }
    if (!response.ok) throw new DiscoveryUnavailable(`${url} answered ${response.status}`);
    const parsed = discoverySchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new DiscoveryUnavailable(`${url} is not an OpenID Connect discovery document`);
    if (parsed.data.issuer.replace(/\/+$/, '') !== issuer.replace(/\/+$/, '')) {
      throw new DiscoveryUnavailable(`${url} names issuer ${parsed.data.issuer}, expected ${issuer}`);
    }
    return parsed.data;
  };

  return {
    get: () => {
      if (document) return Promise.resolve(document);
      pending ??= load().then(
        (loaded) => {
          document = loaded;
          pending = null;
          return loaded;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    cached: () => document,
  };
}
