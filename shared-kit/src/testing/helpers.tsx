// Test helpers for shell and remotes (import from 'shared-kit/testing' in tests only; never in app code).
import type { ReactElement } from 'react';
import { Suspense } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from '../navigation/router.ts';
import { ThemeProvider } from 'styled-components';
import type { Permission, SignedInUser } from '../domain/index.ts';
import { session } from '../auth/session.ts';
import { notify } from '../notify/store.ts';
import { Toasts } from '../notify/Toasts.tsx';
import { queryClient } from '../query/client.ts';
import { theme } from '../ui/theme.ts';
import { Loading } from '../ui/components.tsx';
import { sentRequests } from '../first-requests/sent.ts';
import { I18nProvider, loadCatalogues, type Catalogues } from '../i18n/index.ts';
import { LANGUAGES } from '../domain/language.ts';

export const TEST_ID_TOKEN = 'test-id-token';
export const TEST_ACCESS_TOKEN = 'test-access-token';

/**
 * Renders `ui` as an area renders inside the shell: theme, the shared QueryClient (cleared, no retries), a
 * BrowserRouter at `route`, and the toast stack. `user` signs that user in (null signs out; omitted leaves the session).
 */
let packageCatalogues: Catalogues = { en: {}, es: {} };

/**
 * The catalogues renderWithProviders renders in when a test names none: a package's own, set once in its jest setup
 * (an area's screens render inside its I18nProvider).
 */
export function renderInCatalogues(catalogues: Catalogues): void {
  packageCatalogues = catalogues;
  fetchCataloguesFirst(catalogues);
}

/**
 * Fetches every language of the kit's and these packages' catalogues before a test file's tests (a page fetches the
 * language it shows; a test switches language and expects the text at once). Call it in a package's jest setup.
 */
export function fetchCataloguesFirst(...packages: readonly Catalogues[]): void {
  beforeAll(() => Promise.all(LANGUAGES.map((language) => loadCatalogues(language, ...packages))));
}

export function renderWithProviders(
  ui: ReactElement,
  options: {
    route?: string;
    user?: SignedInUser | null;
    /** The package's catalogues, rendered in the page's language over the kit's (an area's I18nProvider). */
    catalogues?: Catalogues;
  } = {},
): RenderResult {
  window.history.replaceState(null, '', options.route ?? '/');
  if (options.user) {
    session.setTokens({ idToken: TEST_ID_TOKEN, accessToken: TEST_ACCESS_TOKEN });
    session.setUser(options.user);
  } else if (options.user === null) {
    session.signOut();
  }
  for (const notification of notify.getState()) notify.dismiss(notification.id);
  queryClient.clear();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <I18nProvider catalogues={options.catalogues ?? packageCatalogues}>
            <Suspense fallback={<Loading />}>{ui}</Suspense>
            <Toasts />
          </I18nProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

export interface MockRequest {
  method: string;
  /** Path without the '/api' prefix, e.g. '/timesheets'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** Values of ':name' segments of the handler key. */
  params: Record<string, string>;
  headers: Record<string, string>;
}

export type MockHandler = (request: MockRequest) => unknown;

/** A handler's non-200 answer: `return mockResponse(400, { message: 'Date is required' })`. */
export class MockResponse {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Record<string, string>;

  constructor(status: number, body?: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export const mockResponse = (
  status: number,
  body?: unknown,
  headers?: Record<string, string>,
): MockResponse => new MockResponse(status, body, headers);

export interface MockApi {
  calls: Array<{
    method: string;
    path: string;
    query: URLSearchParams;
    body: unknown;
    headers: Record<string, string>;
  }>;
  restore(): void;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  204: 'No Content',
  400: 'Bad Request',
  404: 'Not Found',
};

function fakeResponse(status: number, body: unknown, headers: Record<string, string>): Response {
  const isText = typeof body === 'string';
  const text = body === undefined ? '' : isText ? body : JSON.stringify(body);
  const allHeaders: Record<string, string> = {
    ...(body !== undefined && !isText ? { 'content-type': 'application/json' } : {}),
    ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])),
  };
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText: STATUS_TEXT[status] ?? '',
    headers: { get: (name: string) => allHeaders[name.toLowerCase()] ?? null },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    blob: async () => new Blob([text], { type: allHeaders['content-type'] ?? 'application/octet-stream' }),
  };
  return response as unknown as Response;
}

const matchPath = (pattern: string, path: string): Record<string, string> | null => {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
};

const headersOf = (init: RequestInit | undefined): Record<string, string> => {
  const headers = init?.headers;
  if (!headers) return {};
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  if (typeof Headers !== 'undefined' && headers instanceof Headers)
    return Object.fromEntries(headers.entries());
  return { ...(headers as Record<string, string>) };
};

/**
 * Replaces global fetch for api calls. Keys are 'METHOD /path' without '/api' (':name' segments allowed); a handler
 * returns the JSON body (200), a mockResponse(status, body, headers), or throws to simulate a network failure.
 * Unmatched calls answer 404 { message: 'mockApi: no handler for …' }. Every call is recorded in `calls`.
 */
export function mockApi(handlers: Record<string, MockHandler>): MockApi {
  const original = globalThis.fetch;
  const routes = Object.entries(handlers).map(([key, handler]) => {
    const [method = 'GET', pattern = '/'] = key.trim().split(/\s+/);
    return { method: method.toUpperCase(), pattern, handler };
  });
  const calls: MockApi['calls'] = [];

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const path =
      url.pathname.startsWith('/api/') || url.pathname === '/api'
        ? url.pathname.slice(4) || '/'
        : url.pathname;
    const rawBody = init?.body;
    let body: unknown = rawBody ?? undefined;
    if (typeof rawBody === 'string') {
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = rawBody;
      }
    }
    const headers = headersOf(init);
    calls.push({ method, path, query: url.searchParams, body, headers });
    for (const route of routes) {
      if (route.method !== method) continue;
      const params = matchPath(route.pattern, path);
      if (!params) continue;
      const result = await route.handler({ method, path, query: url.searchParams, body, params, headers });
      if (result instanceof MockResponse) return fakeResponse(result.status, result.body, result.headers);
      return result === undefined ? fakeResponse(204, undefined, {}) : fakeResponse(200, result, {});
    }
    return fakeResponse(404, { message: `mockApi: no handler for ${method} ${path}` }, {});
  };

  globalThis.fetch = fakeFetch as typeof fetch;
  // Requests sent early by an earlier test (first-requests/) are never another test's answers.
  sentRequests().clear();
  return {
    calls,
    restore() {
      globalThis.fetch = original;
      sentRequests().clear();
    },
  };
}

/** A signed-in user with one role holding `permissions`. */
export function makeUser(permissions: Permission[], overrides: Partial<SignedInUser> = {}): SignedInUser {
  return {
    employeeId: 1,
    firstName: 'Terry',
    lastName: 'Tester',
    email: 'terry.tester@example.com',
    roles: [{ roleId: 1, name: 'Test Role', homePage: null, permissions: [...permissions] }],
    ...overrides,
  };
}
