// Run by tracing.test.ts as its own Node process (jest's module registry hides `require` from OpenTelemetry's hooks):
// the way a service starts with tracing, with an in-memory exporter; prints the spans and the logged request ids.
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express, RequestHandler } from 'express';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { traceRequestId } from './request-id.ts';
import { startSdk } from './sdk.ts';
import { registerLoaderHook } from './tracing.ts';

registerLoaderHook();
const exporter = new InMemorySpanExporter();
const sdk = startSdk({ serviceName: 'crewtime-test', spanProcessors: [new SimpleSpanProcessor(exporter)] });

// Imported after the SDK started, as the app's modules are when the service starts with `node --import`.
const http = await import('node:http');
const { default: express } = await import('express');

const logged: { service: string; requestId: string }[] = [];
const logRequestId =
  (service: string): RequestHandler =>
  (_request, _response, next) => {
    logged.push({ service, requestId: traceRequestId() ?? randomUUID() });
    next();
  };
const listen = (app: Express): Promise<Server> =>
  new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
const portOf = (server: Server): number => (server.address() as AddressInfo).port;

const api = express();
api.use(logRequestId('api'));
api.get('/timesheets/:id', (request, response) => {
  response.json({ id: request.params.id });
});
const apiServer = await listen(api);

const bff = express();
bff.use(logRequestId('bff'));
bff.get('/api/timesheets/:id', (request, response, next) => {
  http
    .get(`http://127.0.0.1:${portOf(apiServer)}/timesheets/${request.params.id}`, (answer) =>
      answer.pipe(response),
    )
    .on('error', next);
});
const bffServer = await listen(bff);

const ports = { bff: portOf(bffServer), api: portOf(apiServer) };
const answer = await fetch(`http://127.0.0.1:${ports.bff}/api/timesheets/7`).then((response) =>
  response.json(),
);
await new Promise((resolve) => bffServer.close(resolve));
await new Promise((resolve) => apiServer.close(resolve));
// Read before shutdown: the in-memory exporter forgets its spans when it shuts down.
const spans = exporter.getFinishedSpans();
await sdk.shutdown();

process.stdout.write(
  JSON.stringify({
    answer,
    ports,
    logged,
    spans: spans.map((span) => ({
      name: span.name,
      kind: span.kind,
      traceId: span.spanContext().traceId,
      spanId: span.spanContext().spanId,
      parentSpanId: span.parentSpanContext?.spanId,
      attributes: span.attributes,
    })),
  }),
);
