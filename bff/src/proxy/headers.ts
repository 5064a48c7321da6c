/** Hop-by-hop headers (RFC 9110 §7.6.1) that describe the client↔bff connection, not the request. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);

/**
 * Headers a browser could send to pretend to be someone (identity asserted by an authenticating proxy), or to spoof
 * its origin for the api's logs. The api trusts only the verified bearer token; these never reach it.
 */
const IDENTITY = [
  /^x-user(-|$)/,
  /^x-employee(-|$)/,
  /^x-remote-user$/,
  /^remote-user$/,
  /^x-authenticated-/,
  /^x-auth-request-/,
  /^x-amzn-oidc-/,
  /^x-goog-authenticated-user-/,
  /^x-ms-client-principal/,
  /^x-forwarded-/,
  /^forwarded$/,
  /^x-real-ip$/,
  /^x-client-ip$/,
];

/**
 * Names of the incoming headers that must not be forwarded to the api: hop-by-hop ones (including any the client
 * listed in `Connection`), cookies (the api is bearer-only), client-sent identity or forwarding headers, and a
 * client's trace context.
 * Everything else goes through, among it the offline queue's `Idempotency-Key` (the api answers a resend once).
 * `transfer-encoding` stays: it frames the body being streamed (Node re-frames it on the way out).
 */
export function headersToDrop(
  headerNames: Iterable<string>,
  connectionHeader: string | string[] | undefined,
): Set<string> {
  const listed = listedInConnection(connectionHeader);
  listed.delete('transfer-encoding');
  const drop = new Set<string>();
  for (const original of headerNames) {
    const name = original.toLowerCase();
    if (
      HOP_BY_HOP.has(name) ||
      listed.has(name) ||
      name === 'cookie' ||
      name === 'x-request-id' ||
      // The trace context is the bff's own span's (its undici instrumentation adds it when tracing is on): a client's
      // forwarded as well would give the api two, and let a browser join its requests to someone else's trace.
      name === 'traceparent' ||
      name === 'tracestate' ||
      IDENTITY.some((pattern) => pattern.test(name))
    ) {
      drop.add(original);
    }
  }
  return drop;
}

function listedInConnection(connectionHeader: string | string[] | undefined): Set<string> {
  return new Set(
    (Array.isArray(connectionHeader) ? connectionHeader.join(',') : (connectionHeader ?? ''))
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter((token) => token.length > 0),
  );
}

/**
 * Names of the api's answer headers that describe the bff↔api connection, not the answer: hop-by-hop ones (including
 * any the api listed in `Connection`) and `transfer-encoding` (Node frames the answer to the browser itself).
 */
export function responseHeadersToDrop(
  headerNames: Iterable<string>,
  connectionHeader: string | string[] | undefined,
): Set<string> {
  const listed = listedInConnection(connectionHeader);
  const drop = new Set<string>();
  for (const original of headerNames) {
    const name = original.toLowerCase();
    if (HOP_BY_HOP.has(name) || listed.has(name) || name === 'transfer-encoding') drop.add(original);
  }
  return drop;
}
