import { elementShown, firstContentfulPaint } from './first-paint';

type Callback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A PerformanceObserver whose paint entries the test reports by hand. */
function fakePaintObserver() {
  const observers: Array<{ callback: Callback; disconnected: boolean }> = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly record: { callback: Callback; disconnected: boolean };
    constructor(callback: Callback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const report = (name: string) => {
    for (const observer of observers.filter((candidate) => !candidate.disconnected)) {
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    }
  };
  return { FakeObserver, observers, report };
}

describe('firstContentfulPaint', () => {
  const original = globalThis.PerformanceObserver;
  afterEach(() => {
    globalThis.PerformanceObserver = original;
    jest.useRealTimers();
  });

  it('settles when the browser reports the first contentful paint, not at the first paint', async () => {
    const fake = fakePaintObserver();
    globalThis.PerformanceObserver = fake.FakeObserver as unknown as typeof PerformanceObserver;
    const settled = jest.fn();
    void firstContentfulPaint().then(settled);

    fake.report('first-paint');
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();

    fake.report('first-contentful-paint');
    await Promise.resolve();
    expect(settled).toHaveBeenCalled();
    expect(fake.observers[0]?.disconnected).toBe(true);
  });

  it('settles after two seconds when the paint is never reported', async () => {
    jest.useFakeTimers();
    const fake = fakePaintObserver();
    globalThis.PerformanceObserver = fake.FakeObserver as unknown as typeof PerformanceObserver;
    const settled = jest.fn();
    void firstContentfulPaint().then(settled);

    jest.advanceTimersByTime(1_999);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(settled).toHaveBeenCalled();
  });

  it('settles at once where the browser offers no paint timing', async () => {
    globalThis.PerformanceObserver = undefined as unknown as typeof PerformanceObserver;
    await expect(firstContentfulPaint()).resolves.toBeUndefined();
  });
});

/** A PerformanceObserver for Element Timing whose entries the test reports by hand. */
function fakeElementObserver(supported: string[] = ['paint', 'element']) {
  const observers: Array<{
    callback: (list: { getEntries(): unknown[] }) => void;
    disconnected: boolean;
    observed?: unknown;
  }> = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    private readonly record: (typeof observers)[number];
    constructor(callback: (list: { getEntries(): unknown[] }) => void) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.observed = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const report = (identifier: string) => {
    for (const observer of observers.filter((candidate) => !candidate.disconnected)) {
      observer.callback({ getEntries: () => [{ entryType: 'element', identifier }] });
    }
  };
  return { FakeObserver, observers, report };
}

describe('elementShown', () => {
  const original = globalThis.PerformanceObserver;
  afterEach(() => {
    globalThis.PerformanceObserver = original;
    jest.useRealTimers();
  });

  it('settles when the element with that identifier is reported painted, not for another one', async () => {
    const fake = fakeElementObserver();
    globalThis.PerformanceObserver = fake.FakeObserver as unknown as typeof PerformanceObserver;
    const settled = jest.fn();
    void elementShown('page-heading').then(settled);
    // Buffered: a heading painted before the shell's code asked still counts.
    expect(fake.observers[0]?.observed).toEqual({ type: 'element', buffered: true });

    fake.report('something-else');
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();

    fake.report('page-heading');
    await Promise.resolve();
    expect(settled).toHaveBeenCalled();
    expect(fake.observers[0]?.disconnected).toBe(true);
  });

  it('settles after the longest wait when the heading is never reported (a page without one)', async () => {
    jest.useFakeTimers();
    const fake = fakeElementObserver();
    globalThis.PerformanceObserver = fake.FakeObserver as unknown as typeof PerformanceObserver;
    const settled = jest.fn();
    void elementShown('page-heading').then(settled);

    jest.advanceTimersByTime(1_499);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(settled).toHaveBeenCalled();
    expect(fake.observers[0]?.disconnected).toBe(true);
  });

  it('settles at once where the browser offers no Element Timing', async () => {
    const fake = fakeElementObserver(['paint']);
    globalThis.PerformanceObserver = fake.FakeObserver as unknown as typeof PerformanceObserver;
    await expect(elementShown('page-heading')).resolves.toBeUndefined();
    expect(fake.observers).toHaveLength(0);
    globalThis.PerformanceObserver = undefined as unknown as typeof PerformanceObserver;
    await expect(elementShown('page-heading')).resolves.toBeUndefined();
  });
});
