export { api, ApiError, API_PREFIX, toQueryString, filenameFromDisposition } from './client.ts';
export type { ApiClient, Query, RequestOptions, Page } from './client.ts';
