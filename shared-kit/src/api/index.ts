export {
  api,
  ApiError,
  API_PREFIX,
  checkAnswer,
  toQueryString,
  filenameFromDisposition,
  UnexpectedAnswerError,
} from './client.ts';
export type { AnswerSchema, ApiClient, Query, RequestOptions, Page } from './client.ts';
