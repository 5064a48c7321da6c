import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';

test('the foreman dashboard lists this week’s seeded timesheets with state colours', async ({ page }) => {
  await signIn(page, DEMO.foreman);
  await expect(page).toHaveURL(/\/foreman$/);
  const rows = page.getByRole('row').filter({ hasText: 'Frank Morales' });
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(2);

  // Each row: weekday, MM-dd-yyyy date, formatted project number, creator, state label.
  await expect(rows.first()).toContainText(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/);
  await expect(rows.first()).toContainText(/\d{2}-\d{2}-\d{4}/);
  await expect(rows.first()).toContainText(/P-\d{2} /);

  // Sorted by project number, then date.
  const keys = await rows.evaluateAll((elements) =>
    elements.map((row) => {
      const cells = [...row.querySelectorAll('td')].map((cell) => cell.innerText.trim());
      const [month, day, year] = (cells[1] ?? '').slice(0, 10).split('-');
      return `${(cells[2] ?? '').replace(/[\s-]/g, '')}|${year}${month}${day}`;
    }),
  );
  expect(keys.every((key) => /^P\w+\|\d{8}$/.test(key))).toBe(true);
  expect(keys).toEqual([...keys].sort());

  // Colours: a Pending Approval badge is blue-ish and differs from an Approved (green) one.
  const colourOf = async (label: string) =>
    page
      .getByText(label, { exact: true })
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
  const states = await rows.allTextContents();
  const present = ['Approved', 'Pending Approval', 'In Review', 'Rejected', 'Open'].filter((label) =>
    states.some((text) => text.includes(label)),
  );
  expect(present.length).toBeGreaterThanOrEqual(3);
  const colours = await Promise.all(present.map(colourOf));
  expect(new Set(colours).size).toBe(present.length);

  await expect(page.getByRole('link', { name: 'Timesheets', exact: true }).last()).toHaveAttribute(
    'href',
    '/foreman/timesheets',
  );
  await expect(page.getByRole('link', { name: 'Review Previous Week' })).toHaveAttribute(
    'href',
    /\/foreman\/timesheets\?startOfWeek=\d{4}-\d{2}-\d{2}$/,
  );

  await rows.first().click();
  await expect(page).toHaveURL(/\/foreman\/projects\/\d+\/timesheets\/\d+$/);

  // The daily timesheet's wide tables scroll inside their own region; the page itself never scrolls sideways.
  await expect(page.getByRole('heading', { name: 'Crew Timecard' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
