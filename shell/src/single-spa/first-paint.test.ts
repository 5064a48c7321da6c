import { elementShown, firstContentfulPaint } from './first-paint';

interface FakeEntry {
  entryType: string;
  name: string;
  identifier?: string;
}
type Callback = (list: { getEntries(): FakeEntry[]; getEntriesByName(name: string): FakeEntry[] }) => void;

/** A PerformanceObserver offering `supported` entry types, whose entries the test reports by hand. */
function fakeObserver(supported: string[] = ['paint', 'largest-contentful-paint', 'element']) {
  const observers: Array<{ callback: Callback; disconnected: boolean; observed?: unknown }> = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    private readonly record: (typeof observers)[number];
    constructor(callback: Callback) {
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
  const report = (entry: FakeEntry) => {
    for (const observer of observers.filter((candidate) => !candidate.disconnected)) {
      observer.callback({
        getEntries: () => [entry],
        getEntriesByName: (wanted) => (wanted === entry.name ? [entry] : []),
      });
    }
  };
  return {
    FakeObserver,
    observers,
    reportPaint: (name: string) => report({ entryType: 'paint', name }),
    reportElement: (identifier: string) => report({ entryType: 'element', name: 'text-paint', identifier }),
  };
}

describe('firstContentfulPaint', () => {
  const original = globalThis.PerformanceObserver;
  afterEach(() => {
    globalThis.PerformanceObserver = original;
    jest.useRealTimers();
  });

  it('settles when the browser reports the first contentful paint, not at the first paint', async () => {
    const fake = fakeObserver();
    globalThis.PerformanceObserver = fake.FakeObserver as unknown as typeof PerformanceObserver;
    const settled = jest.fn();
    void firstContentfulPaint().then(settled);

    fake.reportPaint('first-paint');
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();

    fake.reportPaint('first-contentful-paint');
    await Promise.resolve();
    expect(settled).toHaveBeenCalled();
    expect(fake.observers[0]?.disconnected).toBe(true);
  });

  it('settles after two seconds when the paint is never reported', async () => {
    jest.useFakeTimers();
    const fake = fakeObserver();
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

describe('elementShown', () => {
  const original = globalThis.PerformanceObserver;
  afterEach(() => {
    globalThis.PerformanceObserver = original;
    jest.useRealTimers();
  });

  it('settles when the element with that identifier is reported painted, not for another one', async () => {
    const fake = fakeObserver();
    globalThis.PerformanceObserver = fake.FakeObserver as unknown as typeof PerformanceObserver;
    const settled = jest.fn();
    void elementShown('page-heading').then(settled);
    // Buffered: a heading painted before the shell's code asked still counts.
    expect(fake.observers[0]?.observed).toEqual({ type: 'element', buffered: true });

    fake.reportElement('something-else');
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();

    fake.reportElement('page-heading');
    await Promise.resolve();
    expect(settled).toHaveBeenCalled();
    expect(fake.observers[0]?.disconnected).toBe(true);
  });

  it('settles after the longest wait when the heading is never reported (a page without one)', async () => {
    jest.useFakeTimers();
    const fake = fakeObserver();
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
    const fake = fakeObserver(['paint']);
    globalThis.PerformanceObserver = fake.FakeObserver as unknown as typeof PerformanceObserver;
    await expect(elementShown('page-heading')).resolves.toBeUndefined();
    expect(fake.observers).toHaveLength(0);
    globalThis.PerformanceObserver = undefined as unknown as typeof PerformanceObserver;
    await expect(elementShown('page-heading')).resolves.toBeUndefined();
  });
});
