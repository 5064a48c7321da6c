import { expect, type APIResponse, type Page } from '@playwright/test';

/**
 * Calls the api through the bff as the user signed in on `page` (the bearer token the portal itself sends). For
 * setup steps whose screens belong to areas not under test (e.g. completing a payroll period).
 */
export async function apiAs(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('id_token'));
  expect(token, 'the page has a signed-in session').toBeTruthy();
  const headers = { Authorization: `Bearer ${token}` };
  const succeeded = async (response: APIResponse): Promise<APIResponse> => {
    expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(
      true,
    );
    return response;
  };
  const json = async <T>(response: APIResponse): Promise<T> =>
    (await (await succeeded(response)).json()) as T;
  return {
    get: async <T>(path: string) => json<T>(await page.request.get(`/api${path}`, { headers })),
    put: async <T>(path: string, data: unknown) =>
      json<T>(await page.request.put(`/api${path}`, { headers, data })),
    post: async <T>(path: string, data: unknown) =>
      json<T>(await page.request.post(`/api${path}`, { headers, data })),
    delete: async (path: string) => {
      await succeeded(await page.request.delete(`/api${path}`, { headers }));
    },
  };
}

export interface PayrollPeriod {
  payrollPeriodId: number;
  startDate: string;
  endDate: string;
  payrollPeriodState: string;
  version: number;
}

/** The payroll periods in `state`, oldest first, read as a payroll user. */
async function periodsIn(payrollPage: Page, state: string): Promise<PayrollPeriod[]> {
  const periods = await (
    await apiAs(payrollPage)
  ).get<PayrollPeriod[]>(`/payroll-periods?state=${state}&pageSize=50`);
  const sorted = periods.sort((a, b) => a.startDate.localeCompare(b.startDate));
  if (sorted.length === 0) throw new Error(`no ${state} payroll period`);
  return sorted;
}

/**
 * The oldest OPEN payroll period, read as a payroll user: its days are in the past, and after a test completes it
 * a rerun on the same data finds the next one.
 */
export async function oldestOpenPeriod(payrollPage: Page): Promise<PayrollPeriod> {
  return (await periodsIn(payrollPage, 'OPEN'))[0]!;
}

/** The newest payroll period in `state` (the seed's CLOSED week, or its latest COMPLETED one). */
export async function newestPeriodIn(payrollPage: Page, state: string): Promise<PayrollPeriod> {
  return (await periodsIn(payrollPage, state)).at(-1)!;
}
