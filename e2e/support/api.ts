import { expect, type APIResponse, type Page } from '@playwright/test';

/**
 * Calls the api through the bff as the user signed in on `page` (the bearer token the portal itself sends). For
 * setup steps whose screens belong to areas not under test (e.g. completing a payroll period).
 */
export async function apiAs(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('id_token'));
  expect(token, 'the page has a signed-in session').toBeTruthy();
  const headers = { Authorization: `Bearer ${token}` };
  const json = async <T>(response: APIResponse): Promise<T> => {
    expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(
      true,
    );
    return (await response.json()) as T;
  };
  return {
    get: async <T>(path: string) => json<T>(await page.request.get(`/api${path}`, { headers })),
    put: async <T>(path: string, data: unknown) =>
      json<T>(await page.request.put(`/api${path}`, { headers, data })),
  };
}
