import { ApiError, UnexpectedAnswerError } from '../api/client.ts';
import { shouldRetry } from './client.ts';

describe('query retries', () => {
  it('asks again after a network failure or a 5xx, twice at most', () => {
    expect(shouldRetry(0, new ApiError(0, null))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, null))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, null))).toBe(false);
  });

  it('does not ask again where the answer will not change: a 4xx, or an answer in a form the page does not know', () => {
    expect(shouldRetry(0, new ApiError(403, null))).toBe(false);
    expect(shouldRetry(0, new ApiError(409, null))).toBe(false);
    // Over a rate limit: asking again at once would only count against the limit again.
    expect(
      shouldRetry(0, new ApiError(429, { message: 'Too many requests. Wait 42 seconds and try again.' })),
    ).toBe(false);
    expect(shouldRetry(0, new UnexpectedAnswerError('GET /timesheets'))).toBe(false);
  });
});
