import { register } from 'node:module';

/**
 * The switch of OpenTelemetry tracing for a Node service, loaded before the app with `node --import` (each service's
 * src/tracing.ts). Light on purpose: without an OTLP endpoint nothing else is loaded and start-up is unchanged.
 */

type Env = Record<string, string | undefined>;

const isSet = (value: string | undefined): boolean => (value ?? '').trim() !== '';

/** An OTLP endpoint is configured (for all signals or for traces) and OTEL_SDK_DISABLED is not 'true'. */
export function tracingConfigured(env: Env = process.env): boolean {
  if ((env.OTEL_SDK_DISABLED ?? '').trim().toLowerCase() === 'true') return false;
  return isSet(env.OTEL_EXPORTER_OTLP_ENDPOINT) || isSet(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** OpenTelemetry's ESM loader hook (import-in-the-middle): modules imported after this call can be patched. */
export function registerLoaderHook(): void {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
}

let running: { shutdown(): Promise<void> } | null = null;

/**
 * When tracing is configured: registers OpenTelemetry's ESM loader hook (import-in-the-middle) so express and pg are
 * patched as the app imports them, then starts the SDK (http, express, pg and undici instrumentations; OTLP exporter
 * from the standard OTEL_* variables; service name OTEL_SERVICE_NAME, else `defaultServiceName`). Must run before
 * the app's modules load. Returns whether tracing started.
 */
export async function startTracing(defaultServiceName: string, env: Env = process.env): Promise<boolean> {
  if (!tracingConfigured(env)) return false;
  registerLoaderHook();
  const { startSdk } = await import('./sdk.ts');
  running = startSdk({ serviceName: env.OTEL_SERVICE_NAME?.trim() || defaultServiceName });
  return true;
}

/** Exports the spans still buffered and stops tracing; call it on shutdown before the process exits. */
export async function shutdownTracing(): Promise<void> {
  const sdk = running;
  running = null;
  await sdk?.shutdown();
}
