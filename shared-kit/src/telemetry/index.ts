/**
 * Telemetry of the Node services (api, bff, idp): Prometheus metrics and the trace id as request id. Server-only: not
 * a federated entry, no browser code imports it. Tracing starts from `shared-kit/telemetry/tracing`.
 */
export * from './metrics.ts';
export { traceRequestId } from './request-id.ts';
