import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';

// Issue 44 item 10: the foreman works on a tablet at the job site. At 768 px the side navigation kept 240 px and the
// lists scrolled their State column out of sight (cut to its first letter), at 390 it was gone; the master data lists
// lost Customer, Project Manager and Status (projects) and Department, Status and Per Diem (employees) the same way.

const TABLET = { width: 768, height: 1024 };
const PHONE = { width: 390, height: 844 };
const STATE_LABELS = ['Open', 'Pending Approval', 'In Review', 'Approved', 'Rejected', 'Approved by Payroll'];

/** SHOTS_DIR=/tmp/shots-ui: a screenshot of each list for a person to look at (none otherwise). */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function settled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

/**
 * The element shows all of its text (nothing cut inside it) and lies wholly on screen: inside the viewport and inside
 * the visible part of every scroll region around it.
 */
async function expectWhollyShown(element: Locator, what: string): Promise<void> {
  const problem = await element.evaluate((node) => {
    if (node.scrollWidth > node.clientWidth)
      return `its text needs ${node.scrollWidth} px of ${node.clientWidth}`;
    const box = node.getBoundingClientRect();
    if (box.width === 0) return 'it is not shown';
    if (box.left < 0 || box.right > window.innerWidth)
      return `it spans ${box.left}–${box.right} px of a ${window.innerWidth} px screen`;
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const frame = parent.getBoundingClientRect();
      const right = frame.left + parent.clientWidth;
      if (box.left < frame.left || box.right > right)
        return `it spans ${box.left}–${box.right} px, scrolled out of its region (${frame.left}–${right})`;
    }
    return null;
  });
  expect(problem, `${what}: ${problem}`).toBeNull();
}

for (const viewport of [TABLET, PHONE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the foreman sees the whole State of every timesheet on his dashboard and list', async ({
      page,
    }) => {
      await signIn(page, DEMO.foreman, '/foreman');
      for (const [name, path] of [
        ['dashboard', '/foreman'],
        ['timesheets', '/foreman/timesheets'],
      ] as const) {
        await settled(page, path);
        const states = page.getByRole('main').locator('[data-state]');
        await expect(states.first()).toBeVisible();
        const count = await states.count();
        for (let index = 0; index < count; index += 1) {
          const state = states.nth(index);
          expect(STATE_LABELS).toContain((await state.innerText()).trim());
          await expectWhollyShown(state, `${path}, the State of timesheet ${index + 1}`);
        }
        // The row's link (its date) is on screen too: the timesheet opens from there.
        await expectWhollyShown(
          page
            .getByRole('main')
            .getByRole('link', { name: /^\d{2}-\d{2}-\d{4}/ })
            .first(),
          `${path}, the first timesheet's date`,
        );
        await shoot(page, `${name}-${viewport.width}`);
      }
    });

    test('the navigation is collapsed behind a Menu button that opens, navigates and closes', async ({
      page,
    }) => {
      await signIn(page, DEMO.foreman, '/foreman');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      const menu = nav.getByRole('button', { name: 'Menu' });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: 'Timesheets' })).toBeHidden();

      // Escape closes it and leaves the focus on the button.
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await nav.getByRole('link', { name: 'Foreman Dashboard' }).focus();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();

      // Opened from the keyboard, an entry navigates; the menu closes with the focus back on its button.
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await nav.getByRole('link', { name: 'Timesheets' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/foreman\/timesheets(\?|$)/);
      await expect(page.getByRole('heading', { level: 1, name: 'Timesheets' })).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: 'Timesheets' })).toBeHidden();
      await expect(menu).toBeFocused();
    });
  });
}

test.describe('the master data lists', () => {
  const LISTS = [
    { name: 'projects', path: '/approver/projects', tablet: ['Customer', 'Project Manager', 'Status'] },
    {
      name: 'employees',
      path: '/approver/employees',
      tablet: ['Department', 'Status', 'Per Diem Eligibility'],
    },
  ];

  test('show Customer, Project Manager and Status, and Department, Status and Per Diem at 768 px', async ({
    page,
  }) => {
    await page.setViewportSize(TABLET);
    await signIn(page, DEMO.approver, '/approver/projects');
    for (const { name, path, tablet } of LISTS) {
      await settled(page, path);
      const table = page.getByRole('main').getByRole('table');
      const firstRow = table.getByRole('row').nth(1);
      const shownHeaders = async () =>
        (await table.getByRole('columnheader').allInnerTexts()).map((text) =>
          text.replace(/[▲▼↕]/g, '').trim(),
        );
      await expect
        .poll(shownHeaders, { message: `${path} shows ${tablet.join(', ')}` })
        .toEqual(expect.arrayContaining(tablet));
      const headers = await shownHeaders();
      for (const header of tablet) {
        const index = headers.indexOf(header);
        await expectWhollyShown(table.getByRole('columnheader').nth(index), `${path}, the ${header} header`);
        await expectWhollyShown(firstRow.getByRole('cell').nth(index), `${path}, the first row's ${header}`);
      }
      await shoot(page, `${name}-768`);
    }
  });

  test('at 390 px show projects as cards with every field, and employees by ID, name and status', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO.approver, '/approver/projects');
    await settled(page, '/approver/projects');
    const project = page.getByRole('main').getByRole('row').nth(1);
    for (const [index, field] of [
      'Project Number',
      'Description',
      'City',
      'State',
      'Customer',
      'Project Manager',
      'Status',
    ].entries()) {
      const cell = project.getByRole('cell').nth(index);
      await expect(cell).toContainText(field);
      await expectWhollyShown(cell, `the first project's ${field}`);
    }
    await shoot(page, 'projects-390');

    await settled(page, '/approver/employees');
    const table = page.getByRole('main').getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([/^Acumatica ID/, /^Name/, /^Status/]);
    const employee = table.getByRole('row').nth(1);
    for (const index of [0, 1, 2])
      await expectWhollyShown(employee.getByRole('cell').nth(index), 'an employee');
    await shoot(page, 'employees-390');
    // The rest is on the employee's page, which the row opens.
    await employee.getByRole('link').click();
    await expect(page).toHaveURL(/\/approver\/employees\/\d+$/);
    await expect(page.getByText('Per Diem Eligibility').first()).toBeVisible();
  });
});
