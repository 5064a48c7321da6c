import { pageSettled, REGISTER_AFTER_LOAD_MS } from './page-settled';

// The service worker's code is asked for only once the page has settled (docs/performance.md, "Back under budget").

describe('the page settled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const watch = (promise: Promise<void>) => {
    const state = { settled: false };
    void promise.then(() => (state.settled = true));
    return state;
  };
  const flush = async (ms = 0) => {
    await jest.advanceTimersByTimeAsync(ms);
  };

  it('waits for the load event, then REGISTER_AFTER_LOAD_MS more', async () => {
    let fireLoad!: () => void;
    const win = {
      addEventListener: jest.fn((_type: string, listener: () => void) => (fireLoad = listener)),
    };
    const state = watch(pageSettled(win as unknown as Window, { readyState: 'interactive' }));
    await flush(REGISTER_AFTER_LOAD_MS * 2);
    expect(state.settled).toBe(false);
    expect(win.addEventListener).toHaveBeenCalledWith('load', expect.any(Function), { once: true });
    fireLoad();
    await flush(REGISTER_AFTER_LOAD_MS - 1);
    expect(state.settled).toBe(false);
    await flush(1);
    expect(state.settled).toBe(true);
  });

  it('counts from now on a page already loaded', async () => {
    const win = { addEventListener: jest.fn() };
    const state = watch(pageSettled(win as unknown as Window, { readyState: 'complete' }));
    await flush(REGISTER_AFTER_LOAD_MS - 1);
    expect(state.settled).toBe(false);
    await flush(1);
    expect(state.settled).toBe(true);
    expect(win.addEventListener).not.toHaveBeenCalled();
  });
});
