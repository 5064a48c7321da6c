import type { Page } from '@playwright/test';

/**
 * Adds up every layout shift not caused by input from the page's first paint on (each page load of `page`). Read the
 * sum with `layoutShiftOf`; CLS itself takes the worst session window, so the sum is the stricter figure.
 */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as { layoutShift: number };
    counter.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) counter.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShiftOf = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
