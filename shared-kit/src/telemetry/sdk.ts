import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK, type NodeSDKConfiguration } from '@opentelemetry/sdk-node';

/** Probes and scrapes: many a minute, never what anyone looks for in a trace. */
const NOT_TRACED = new Set(['/metrics', '/healthz', '/livez', '/readyz']);

const pathOf = (url: string | undefined): string => (url ?? '/').split('?')[0] ?? '/';

export interface SdkOptions {
  serviceName: string;
  /** Tests pass an in-memory exporter's processor; otherwise the OTLP exporter configured by OTEL_* variables. */
  spanProcessors?: NodeSDKConfiguration['spanProcessors'];
}

/** Starts the OpenTelemetry Node SDK with the instrumentations of our stack. */
export function startSdk({ serviceName, spanProcessors }: SdkOptions): NodeSDK {
  const sdk = new NodeSDK({
    serviceName,
    ...(spanProcessors ? { spanProcessors } : {}),
    // Traces only: metrics are Prometheus' (/metrics), logs are pino's lines on stdout.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => NOT_TRACED.has(pathOf(request.url)),
      }),
      // Routers and route handlers; a span per middleware (helmet, logger, parsers) would bury them.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
      // Queries inside a request; the start-up's migrations and the nightly vacuum would be traces of their own.
      new PgInstrumentation({ requireParentSpan: true }),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  return sdk;
}
