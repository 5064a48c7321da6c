import type { Page } from '@playwright/test';

/**
 * Holds the requests to `url` (a glob or RegExp, as `page.route` takes it) for `ms` before they leave the browser, as
 * a slow job-site line would; with `method`, only those. Other handlers still see the request (route.fallback).
 */
export async function slowLine(page: Page, url: string | RegExp, ms: number, method?: string): Promise<void> {
  await page.route(url, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, ms));
    return route.fallback();
  });
}
