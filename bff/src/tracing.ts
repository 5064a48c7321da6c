// `node --import ./src/tracing.ts src/main.ts` (npm start): OpenTelemetry tracing when an OTLP endpoint is set,
// started before the app's modules load so http, express and undici are instrumented. Without one, nothing is loaded.
import { startTracing } from 'shared-kit/telemetry/tracing';

await startTracing('crewtime-bff');
