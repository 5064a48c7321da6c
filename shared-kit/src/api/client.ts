import { apiErrorBodySchema, tooManyRequestsMessage, type ApiErrorBody } from '../domain/errors.ts';
import { session } from '../auth/session.ts';
import { tryDecodeURIComponent } from '../domain/routes.ts';
import { takeFirstRequest } from '../first-requests/sent.ts';
import { createRequestTurns, messageChannelPost } from './request-turns.ts';
import { apiUrl, type Query } from './url.ts';

export { API_PREFIX, toQueryString, type Query } from './url.ts';

/** A failed api call: the HTTP status (0 when the server could not be reached) and the parsed error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: ApiErrorBody | null;

  constructor(status: number, data: ApiErrorBody | null, message?: string) {
    super(
      message ??
        data?.message ??
        (status ? `Request failed with status ${status}` : 'The server could not be reached'),
    );
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface Page<T> {
  items: T[];
  /** From the X-Total-Count header; the item count when the header is missing. */
  total: number;
}

const isBodyInit = (body: unknown): body is FormData | Blob | URLSearchParams =>
  (typeof FormData !== 'undefined' && body instanceof FormData) ||
  (typeof Blob !== 'undefined' && body instanceof Blob) ||
  body instanceof URLSearchParams;

const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

async function readErrorBody(response: Response): Promise<ApiErrorBody | null> {
  try {
    const text = await response.text();
    if (!text) return null;
    const parsed = apiErrorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Retry-After in whole seconds, at least 1 (delay-seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Math.max(1, Number(text));
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(1, Math.ceil((date - now) / 1000));
}

/**
 * A 429 always says to wait: the bff's own answer carries the message; one from elsewhere (a load balancer, a plain
 * text body) gets the same sentence, with its Retry-After.
 */
function withWaitMessage(data: ApiErrorBody | null, response: Response): ApiErrorBody {
  if (data?.message) return data;
  return { message: tooManyRequestsMessage(retryAfterSeconds(response.headers.get('Retry-After'))) };
}

const requestTurns = createRequestTurns(messageChannelPost());

async function send(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const url = apiUrl(path, options.query);
  // A GET the page sent before this code arrived (first-requests/) is handed over instead of asked again; without one
  // the request leaves in this very task, as before.
  const early = method === 'GET' && !options.headers ? takeEarly(url) : null;
  const response = (early && (await early)) ?? (await fetchAnswer(method, url, body, options));
  if (!response.ok) {
    const data = await readErrorBody(response);
    // Any 401 signs the browser out (SHELL-16); the shell's guard then sends the user to /login.
    if (response.status === 401) session.signOut();
    // Never asked again here (nor by the query client's shouldRetry: a 4xx): the error toast says how long to wait.
    throw new ApiError(response.status, response.status === 429 ? withWaitMessage(data, response) : data);
  }
  return response;
}

const bearerOf = (): string | null => {
  const { idToken, accessToken } = session.getState();
  return idToken || accessToken || null;
};

/** The early answer for `url` with this session's token (a 2xx only: any other is asked again); null when none. */
function takeEarly(url: string): Promise<Response | null> | null {
  const bearer = bearerOf();
  return bearer ? takeFirstRequest(url, bearer) : null;
}

async function fetchAnswer(
  method: string,
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
  const turn = requestTurns.take();
  if (turn) await turn;
  const bearer = bearerOf();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  let requestBody: BodyInit | undefined;
  if (body !== undefined) {
    if (isBodyInit(body)) requestBody = body;
    else {
      headers['Content-Type'] = 'application/json';
      requestBody = JSON.stringify(body);
    }
  }
  try {
    return await fetch(url, {
      method,
      headers,
      body: requestBody,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, null);
  }
}

async function parseBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const contentType = response.headers.get('Content-Type') ?? '';
  return (contentType.includes('json') ? JSON.parse(text) : text) as T;
}

/**
 * An api answer without the shape this page was built for: an area and the api are deployed apart, so one may run
 * ahead of the other. The user reads a plain sentence (a list of schema issues helps nobody at a job site); the
 * issues go to the console for whoever investigates.
 */
export class UnexpectedAnswerError extends Error {
  constructor(what: string) {
    super(
      `The server's answer for ${what} is not in the form this page expects. Reload the page; if this stays, tell your administrator.`,
    );
    this.name = 'UnexpectedAnswerError';
  }
}

/** What checkAnswer needs of a schema (a zod or zod/mini schema has it). */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: unknown } };
}

/** `value` checked with `schema`; an UnexpectedAnswerError naming `what` (as 'GET /timesheets') when it does not fit. */
export function checkAnswer<T>(schema: AnswerSchema<T>, value: unknown, what: string): T {
  const checked = schema.safeParse(value);
  if (checked.success) return checked.data;
  console.error(`Unexpected answer for ${what}`, checked.error.issues);
  throw new UnexpectedAnswerError(what);
}

/** filename from Content-Disposition: RFC 5987 `filename*=UTF-8''…` first, else `filename="…"`. */
export function filenameFromDisposition(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    const encoded = extended[1].trim();
    return tryDecodeURIComponent(encoded) ?? encoded;
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  const value = plain?.[2] ?? plain?.[1];
  return value ? value.trim() : null;
}

/** The api client: paths WITHOUT '/api' (it is prefixed), bearer id token, JSON in and out, ApiError on failure. */
export const api = {
  async get<T>(path: string, options?: { query?: Query; signal?: AbortSignal }): Promise<T> {
    return parseBody<T>(await send('GET', path, undefined, options));
  },
  /** GET of a paged list: the items and X-Total-Count. */
  async getPage<T>(path: string, options?: { query?: Query; signal?: AbortSignal }): Promise<Page<T>> {
    const response = await send('GET', path, undefined, options);
    const items = (await parseBody<T[] | undefined>(response)) ?? [];
    const header = response.headers.get('X-Total-Count');
    const total = header === null ? Number.NaN : Number(header);
    return { items, total: Number.isFinite(total) ? total : items.length };
  },
  async post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return parseBody<T>(await send('POST', path, body, options));
  },
  async put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return parseBody<T>(await send('PUT', path, body, options));
  },
  async patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return parseBody<T>(await send('PATCH', path, body, options));
  },
  async delete<T>(path: string, options?: RequestOptions): Promise<T> {
    return parseBody<T>(await send('DELETE', path, undefined, options));
  },
  /** Binary download (CSV, PDF): the blob and the server's file name. */
  async download(
    path: string,
    options?: { query?: Query; signal?: AbortSignal },
  ): Promise<{ blob: Blob; filename: string | null }> {
    const response = await send('GET', path, undefined, { ...options, headers: { Accept: '*/*' } });
    return {
      blob: await response.blob(),
      filename: filenameFromDisposition(response.headers.get('Content-Disposition')),
    };
  },
};

export type ApiClient = typeof api;
