import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

/**
 * Issue 44, item 13: the board's Projects filter was a native multi-select (4 of ~60 projects visible, Ctrl-click to
 * choose several), no use on a tablet. On a 768 px touch screen it opens with a tap, narrows as one types, and its
 * options and chips are targets a finger can hit (WCAG 2.5.8: at least 24 px).
 */
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

const MIN_TARGET_PX = 24;

test('on a tablet the Projects filter opens with a tap, narrows as one types, and chooses with a tap', async ({
  page,
}) => {
  await signIn(page, DEMO.approver, '/approver');
  await expect(page.getByRole('heading', { level: 1, name: 'Approver Dashboard' })).toBeVisible();

  await page.getByLabel('Projects', { exact: true }).tap();
  const search = page.getByRole('combobox', { name: 'Projects' });
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  const options = page.getByRole('listbox').getByRole('option');
  expect(await options.count()).toBeGreaterThan(4);
  for (const box of await options.evaluateAll((all) =>
    all.slice(0, 6).map((option) => option.getBoundingClientRect().toJSON() as DOMRect),
  ))
    expect(box.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);

  // Typing narrows the list to the projects whose number or name holds the text.
  await search.pressSequentially('HOU');
  await expect(options.first()).toBeVisible();
  for (const text of await options.allInnerTexts()) expect(text.toUpperCase()).toContain('HOU');
  const chosen = (await options.first().innerText()).replace('✓', '').trim();
  await options.first().tap();
  const chip = page.getByRole('button', { name: `Remove ${chosen}` });
  await expect(chip).toBeVisible();
  await expect(page).toHaveURL(/projects=\d+/);
  expect((await chip.boundingBox())?.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);

  // The list stays open for the next choice, the chosen one marked. Open, with a chip: no serious axe violation, and
  // nothing sideways.
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('option', { name: chosen })).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: '/tmp/shots-approver/projects-filter-768.png' });
  await expectNoSeriousViolations(page, '/approver with the Projects list open');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Escape closes it; the chip removes its project with a tap.
  await page.keyboard.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await chip.tap();
  await expect(chip).toHaveCount(0);
  await expect(page).not.toHaveURL(/projects=/);
});
