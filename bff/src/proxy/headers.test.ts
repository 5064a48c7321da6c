import { headersToDrop, responseHeadersToDrop } from './headers.ts';

describe('headersToDrop', () => {
  it('drops hop-by-hop headers, including those named in Connection, but keeps transfer-encoding for framing', () => {
    const names = [
      'connection',
      'keep-alive',
      'te',
      'trailer',
      'upgrade',
      'proxy-authorization',
      'x-secret-hop',
      'transfer-encoding',
      'content-type',
    ];
    expect([...headersToDrop(names, 'keep-alive, X-Secret-Hop, transfer-encoding')].sort()).toEqual(
      ['connection', 'keep-alive', 'proxy-authorization', 'te', 'trailer', 'upgrade', 'x-secret-hop'].sort(),
    );
  });

  it('drops cookies and any client-sent identity or forwarding header', () => {
    const names = [
      'Cookie',
      'X-User-Id',
      'X-User-Email',
      'X-Forwarded-User',
      'X-Forwarded-For',
      'Forwarded',
      'X-Employee-Id',
      'X-Remote-User',
      'X-Authenticated-User',
      'X-Amzn-Oidc-Identity',
      'X-Request-Id',
    ];
    expect([...headersToDrop(names, undefined)]).toEqual(names);
  });

  it("drops a client's trace context: the api gets the bff's own", () => {
    expect([...headersToDrop(['traceparent', 'Tracestate', 'accept'], undefined)]).toEqual([
      'traceparent',
      'Tracestate',
    ]);
  });

  it('keeps the headers the api needs', () => {
    expect([
      ...headersToDrop(
        [
          'authorization',
          'content-type',
          'content-length',
          'accept',
          'if-match',
          'user-agent',
          'accept-language',
        ],
        undefined,
      ),
    ]).toEqual([]);
  });
});

describe('responseHeadersToDrop', () => {
  it("drops the api's hop-by-hop headers and its framing, and keeps the answer's own", () => {
    expect([
      ...responseHeadersToDrop(
        [
          'connection',
          'keep-alive',
          'transfer-encoding',
          'x-conn-hint',
          'content-type',
          'content-length',
          'etag',
          'x-total-count',
          'content-disposition',
        ],
        'keep-alive, X-Conn-Hint',
      ),
    ]).toEqual(['connection', 'keep-alive', 'transfer-encoding', 'x-conn-hint']);
  });
});
