import { ApiError, UnexpectedAnswerError } from 'shared-kit';
import { noAnswer } from './no-answer.ts';

describe('noAnswer: the api gave no answer, as opposed to a refusal', () => {
  it('is a failed fetch, a status 0 and an answer that is not the api (a captive portal)', () => {
    expect(noAnswer(new TypeError('Failed to fetch'))).toBe(true);
    expect(noAnswer(new ApiError(0, null, 'no answer'))).toBe(true);
    expect(noAnswer(new UnexpectedAnswerError('GET /timesheets'))).toBe(true);
  });

  it('is not an answer the api gave, whatever its status, nor the absence of an error', () => {
    for (const status of [400, 401, 404, 409, 500, 503])
      expect(noAnswer(new ApiError(status, null, 'answered'))).toBe(false);
    expect(noAnswer(null)).toBe(false);
    expect(noAnswer(undefined)).toBe(false);
  });
});
