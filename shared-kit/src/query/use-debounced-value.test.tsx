import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value.ts';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers a value only once it has stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'P' },
    });
    rerender({ value: 'P-2' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'P-23' });
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe('P');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('P-23');
  });
});
