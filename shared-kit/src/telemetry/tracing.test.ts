/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { SpanKind } from '@opentelemetry/api';
import { traceRequestId } from './request-id.ts';
import { tracingConfigured } from './tracing.ts';

interface TwoHops {
  answer: unknown;
  ports: { bff: number; api: number };
  logged: { service: string; requestId: string }[];
  spans: {
    name: string;
    kind: SpanKind;
    traceId: string;
    spanId: string;
    parentSpanId?: string;
    attributes: Record<string, unknown>;
  }[];
}

describe('tracingConfigured', () => {
  it('is off with no OTLP endpoint, on with either endpoint variable, off again with OTEL_SDK_DISABLED=true', () => {
    expect(tracingConfigured({})).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(
      true,
    );
    expect(
      tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'TRUE' }),
    ).toBe(false);
  });
});

describe('a request through two services', () => {
  it('is one trace with both server spans, and the request id each logs is its trace id', () => {
    const run = spawnSync(process.execPath, [path.join(__dirname, 'test-two-hops.ts')], {
      cwd: path.join(__dirname, '..', '..'),
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.stderr).not.toMatch(/Error/);
    const result = JSON.parse(run.stdout) as TwoHops;
    expect(result.answer).toEqual({ id: '7' });

    const serverSpan = (port: number) =>
      result.spans.find((span) => span.kind === SpanKind.SERVER && span.attributes['server.port'] === port);
    const bffSpan = serverSpan(result.ports.bff);
    const apiSpan = serverSpan(result.ports.api);
    expect(bffSpan?.attributes['http.route']).toBe('/api/timesheets/:id');
    expect(apiSpan?.attributes['http.route']).toBe('/timesheets/:id');
    const traceId = bffSpan!.traceId;
    expect(apiSpan!.traceId).toBe(traceId);
    // The api's server span hangs under the bff's outgoing call, made inside the bff's request.
    const bffCall = result.spans.find((span) => span.spanId === apiSpan!.parentSpanId);
    expect(bffCall?.kind).toBe(SpanKind.CLIENT);
    expect(result.spans.some((span) => span.spanId === bffCall?.parentSpanId)).toBe(true);
    expect(result.logged).toEqual([
      { service: 'bff', requestId: traceId },
      { service: 'api', requestId: traceId },
    ]);
  });

  it('gives no request id outside a span, so the services fall back to their own', () => {
    expect(traceRequestId()).toBeUndefined();
  });
});
