import { isSpanContextValid, trace } from '@opentelemetry/api';

/**
 * The trace id of the span serving this request, when tracing is on (a server span is active while the request's
 * handlers run), so the request id in both services' logs finds the trace; undefined without tracing.
 */
export function traceRequestId(): string | undefined {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}
