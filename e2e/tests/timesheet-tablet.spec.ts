import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';
import { openBlankTimesheet, thisWeekSoFar } from '../support/timesheets.ts';

// The foreman's tablet (issue 44): on a tablet in portrait and on a phone every field of a crew member's row on the
// Daily Timesheet is on screen, without a sideways scroll that nothing reveals.

const SHOTS = '/tmp/shots-foreman';

for (const viewport of [
  { width: 768, height: 1024, device: 'tablet in portrait' },
  { width: 390, height: 844, device: 'phone' },
]) {
  test(`every field of a crew row is within the screen's width on a ${viewport.device} (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn(page, DEMO.foreman, '/foreman/timesheets');
    // A new sheet: editable, with the project's crew on it.
    await openBlankTimesheet(page, thisWeekSoFar());

    const crew = page.getByRole('region', { name: 'Crew Timecard' });
    const firstRow = crew.locator('tbody tr').first();
    const fields = firstRow.locator('input, select, button, output');
    const count = await fields.count();
    // Employee or job class, work, out-of-scope, drive and fly hours/miles, travel, mileage per diem, origin and
    // destination, per diem type and rate, truck allowance, Remove.
    expect(count).toBeGreaterThanOrEqual(12);
    for (let index = 0; index < count; index += 1) {
      const field = fields.nth(index);
      // Scrolled into view vertically only: a sideways scroll is what the foreman would have to find.
      await field.evaluate((element) => {
        const { top } = element.getBoundingClientRect();
        window.scrollBy(0, top - window.innerHeight / 2);
      });
      const box = await field.boundingBox();
      const name = (await field.getAttribute('aria-label')) ?? (await field.innerText());
      expect(box, `${name} is laid out`).not.toBeNull();
      expect(box!.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(viewport.width);
    }
    // The page itself never scrolls sideways either (WCAG 1.4.10).
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    fs.mkdirSync(SHOTS, { recursive: true });
    await firstRow.evaluate((row) => row.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `${SHOTS}/crew-timecard-${viewport.width}.png` });
  });
}
