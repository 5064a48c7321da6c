import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  freePort,
  giveIdpSigningKey,
  startService,
  stopService,
  waitReady,
  type IdTokenSigner,
  type Service,
} from './testing/services.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

/** A span as the OTLP/HTTP JSON exporter sends it, with the resource and scope it came under. */
interface ReceivedSpan {
  service: string;
  scope: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
}
interface OtlpTraces {
  resourceSpans?: Array<{
    resource?: { attributes?: Array<{ key: string; value: { stringValue?: string } }> };
    scopeSpans?: Array<{
      scope?: { name?: string };
      spans?: Array<Omit<ReceivedSpan, 'service' | 'scope'>>;
    }>;
  }>;
}

/** OTLP's span kinds (SpanKind + 1: 0 is "unspecified" on the wire). */
const OTLP_SERVER = 2;
const OTLP_CLIENT = 3;
const SPANS_WAIT_MS = 10_000;

const serverUrl = process.env.DATABASE_URL;

(serverUrl ? describe : describe.skip)(
  'a request through the real bff, api and PostgreSQL, traced over OTLP (needs DATABASE_URL: it runs in npm run test:pg)',
  () => {
    const received: ReceivedSpan[] = [];
    const logs = new Map<string, string[]>();
    const services: Service[] = [];
    let receiver: Server | undefined;
    let database: TestDatabase | undefined;
    let dataDir: string | undefined;
    let sign: IdTokenSigner;
    let bffUrl: string;

    beforeAll(async () => {
      // The OTLP receiver: what a collector would get from the services.
      receiver = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          if (request.method === 'POST' && request.url === '/v1/traces') {
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpTraces;
            for (const resource of body.resourceSpans ?? []) {
              const service =
                resource.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value
                  .stringValue ?? '';
              for (const scopeSpans of resource.scopeSpans ?? [])
                for (const span of scopeSpans.spans ?? [])
                  received.push({ ...span, service, scope: scopeSpans.scope?.name ?? '' });
            }
          }
          response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
        });
      }).listen(0, '127.0.0.1');
      await once(receiver, 'listening');
      const otlp = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

      dataDir = mkdtempSync(path.join(os.tmpdir(), 'crewtime-trace-'));
      database = await createTestDatabase({ seed: false });
      const [idpPort, apiPort, bffPort] = await Promise.all([freePort(), freePort(), freePort()]);
      const issuer = `http://127.0.0.1:${idpPort}/oidc`;
      bffUrl = `http://127.0.0.1:${bffPort}`;
      sign = await giveIdpSigningKey(dataDir, issuer);

      const start = (name: string, port: number, env: Record<string, string>) => {
        const lines: string[] = [];
        logs.set(name, lines);
        const service = startService({
          name,
          folder: name,
          port,
          onLine: (line) => lines.push(line),
          env: {
            DATA_DIR: dataDir!,
            OIDC_ISSUER: issuer,
            PUBLIC_URL: bffUrl,
            LOG_LEVEL: 'info',
            // Nothing of the test run's own database, Redis or collector: each service gets only what it is given here.
            DATABASE_URL: '',
            REDIS_URL: '',
            OTEL_EXPORTER_OTLP_ENDPOINT: '',
            OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
            OTEL_SDK_DISABLED: '',
            OTEL_SERVICE_NAME: '',
            ...env,
          },
        });
        services.push(service);
        return service;
      };
      const traced = {
        OTEL_EXPORTER_OTLP_ENDPOINT: otlp,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '500',
      };
      const idp = start('idp', idpPort, { OIDC_REDIRECT_URIS: `${bffUrl}/auth-callback` });
      const api = start('api', apiPort, { ...traced, DATABASE_URL: database.url!, DEMO_DATA: 'true' });
      const bff = start('bff', bffPort, { ...traced, API_URL: api.url });
      await Promise.all([idp, api, bff].map((service) => waitReady(service)));
    }, 60_000);

    afterAll(async () => {
      // The bff first, so that it does not report the api leaving.
      await Promise.all(
        services.filter((service) => service.name === 'bff').map((service) => stopService(service)),
      );
      await Promise.all(services.map((service) => stopService(service, 5_000)));
      await database?.destroy();
      if (receiver) await new Promise((resolve) => receiver!.close(resolve));
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 30_000);

    /** The request ids a service logged for its requests of the project list. */
    const loggedRequestIds = (service: string): string[] =>
      (logs.get(service) ?? []).flatMap((line) => {
        try {
          const entry = JSON.parse(line) as { req?: { id?: string; url?: string } };
          return entry.req?.url?.includes('/projects') && entry.req.id ? [entry.req.id] : [];
        } catch {
          return [];
        }
      });

    it("is one trace from the bff's server span through its undici call to the api's server span and its pg queries, and both services log its trace id as the request id", async () => {
      const answer = await fetch(`${bffUrl}/api/projects?pageSize=5`, {
        headers: { Authorization: `Bearer ${await sign('approver@example.com', '10m')}` },
      });
      expect(answer.status).toBe(200);
      const traceId = answer.headers.get('x-request-id') ?? '';
      expect(traceId).toMatch(/^[0-9a-f]{32}$/);

      const inTrace = () => received.filter((span) => span.traceId === traceId);
      const find = (service: string, scope: string, kind: number, name?: RegExp) =>
        inTrace().filter(
          (span) =>
            span.service === service &&
            span.scope === scope &&
            span.kind === kind &&
            (name === undefined || name.test(span.name)),
        );
      const bffServer = () => find('crewtime-bff', '@opentelemetry/instrumentation-http', OTLP_SERVER);
      const apiServer = () =>
        find('crewtime-api', '@opentelemetry/instrumentation-http', OTLP_SERVER, /^GET \/projects$/);
      const pgQueries = () =>
        find('crewtime-api', '@opentelemetry/instrumentation-pg', OTLP_CLIENT, /^pg\.query:SELECT/);
      // Spans leave in batches (OTEL_BSP_SCHEDULE_DELAY) and the request log after the answer: wait for all of them.
      const complete = () =>
        bffServer().length > 0 &&
        apiServer().length > 0 &&
        pgQueries().length > 0 &&
        loggedRequestIds('bff').includes(traceId) &&
        loggedRequestIds('api').includes(traceId);
      for (const began = Date.now(); !complete() && Date.now() - began < SPANS_WAIT_MS;)
        await new Promise((resolve) => setTimeout(resolve, 100));

      const byId = new Map(inTrace().map((span) => [span.spanId, span]));
      const ancestorsOf = (span: ReceivedSpan): ReceivedSpan[] => {
        const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
        return parent ? [parent, ...ancestorsOf(parent)] : [];
      };

      expect(bffServer()).toHaveLength(1);
      const [bffSpan] = bffServer();
      expect(bffSpan!.parentSpanId ?? '').toBe('');
      expect(apiServer()).toHaveLength(1);
      const [apiSpan] = apiServer();
      // The api's server span hangs under the bff's undici call, made inside the bff's request.
      const call = byId.get(apiSpan!.parentSpanId ?? '');
      expect(call).toMatchObject({
        service: 'crewtime-bff',
        scope: '@opentelemetry/instrumentation-undici',
        kind: OTLP_CLIENT,
      });
      expect(ancestorsOf(call!)).toContain(bffSpan);
      // Every query of the request is under the api's server span.
      expect(pgQueries().length).toBeGreaterThan(0);
      for (const query of pgQueries()) expect(ancestorsOf(query)).toContain(apiSpan);

      expect(loggedRequestIds('bff')).toEqual([traceId]);
      expect(loggedRequestIds('api')).toEqual([traceId]);
    });
  },
);
