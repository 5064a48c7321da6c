import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { freeProjectDay, thisWeekSoFar } from '../support/timesheets.ts';

// Issue 43, "Spanish": a foreman on a job site switches the portal to Español; the choice holds on this device and
// follows them to another (the profile); the screens a foreman uses read in Spanish and stay accessible.

/** A screen once its main heading is up and nothing is loading. */
async function settled(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('status', { name: /^(Loading|Cargando)/ })).toHaveCount(0);
}

/** Switches the page to Español from the header and waits until the profile has been asked to keep it. */
async function switchToSpanish(page: Page): Promise<number> {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/language') && response.request().method() === 'PUT',
  );
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
  return (await saved).status();
}

/** A new timesheet of a project with a crew, on a day of this week that has none yet: the whole form, unsaved. */
async function newTimesheetPath(page: Page): Promise<string> {
  const free = await freeProjectDay(page, thisWeekSoFar());
  expect(free, 'a project with a crew has a free day this week').not.toBeNull();
  return `/foreman/projects/${free!.project.projectId}/timesheets/new/${free!.date}`;
}

// The other specs read the portal in English: the foreman's profile goes back to English whatever happened here.
test.afterEach(async ({ page }) => {
  const token = await page.evaluate(() => window.localStorage.getItem('id_token')).catch(() => null);
  if (!token) return;
  await page.request
    .put('/api/user/language', { headers: { Authorization: `Bearer ${token}` }, data: { language: 'en' } })
    .catch(() => undefined);
});

test('the foreman works in Spanish: dashboard, list, daily timesheet and its validation messages', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.foreman, '/foreman');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await switchToSpanish(page);

  // At once, without a reload: the chrome, the area's page and the page's language.
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel del capataz' })).toBeVisible();
  await expect(page.getByTestId('page-title')).toHaveText('Panel del capataz');
  const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(navigation.getByRole('link', { name: 'Partes diarios' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Idioma' })).toBeVisible();

  // A reload on this device keeps it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Panel del capataz' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Ver la semana pasada' })).toBeVisible();
  await expectNoSeriousViolations(page, '/foreman in Spanish');

  await settled(page, '/foreman/timesheets', 'Partes diarios');
  await expect(page.getByRole('button', { name: 'Nuevo parte en blanco' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quitar filtros' })).toBeVisible();
  await expectNoSeriousViolations(page, '/foreman/timesheets in Spanish');

  await settled(page, await newTimesheetPath(page), 'Parte diario');
  await expect(page.getByRole('heading', { name: 'Horas de la cuadrilla' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the daily timesheet in Spanish');

  // Submit with nothing written: the seeds' messages, in Spanish, at their fields and in the Data Errors box.
  for (const perDiemType of await page.getByRole('combobox', { name: /^Per diem type, / }).all())
    if (await perDiemType.isEnabled()) await perDiemType.selectOption('NONE');
  await page.getByRole('button', { name: 'Enviar horas' }).click();
  const dataErrors = page.getByRole('alert').filter({ hasText: 'Errores en los datos' });
  await expect(dataErrors).toBeVisible();
  await expect(dataErrors.getByText('Corrija estos errores antes de enviar de nuevo')).toBeVisible();
  await expect(dataErrors.getByText('El diario del día no puede quedar vacío')).toBeVisible();
  await expect(dataErrors.getByText('Se necesitan la firma y el nombre escrito')).toBeVisible();
  await expect(page.getByText('Daily Journal cannot be empty')).toHaveCount(0);
});

test('the Spanish daily timesheet at 768 px: nothing runs off the page or is cut short', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, DEMO.foreman, '/foreman');
  await switchToSpanish(page);
  await settled(page, await newTimesheetPath(page), 'Parte diario');
  await expect(page.getByRole('heading', { name: 'Horas de la cuadrilla' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page is wider than a 768 px tablet').toBeLessThanOrEqual(0);
  // Buttons keep their whole label: none is narrower than its text.
  const cut = await page
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons
        .filter((button) => button.checkVisibility() && button.scrollWidth > button.clientWidth + 1)
        .map((button) => button.textContent),
    );
  expect(cut).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('timesheet-es-768.png'), fullPage: true });
  await page.getByRole('button', { name: 'Enviar horas' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('timesheet-es-768-actions.png') });
});

test('the language follows the foreman to another browser (the profile)', async ({ browser }) => {
  test.setTimeout(90_000);
  const first = await browser.newContext();
  const here = await first.newPage();
  await signIn(here, DEMO.foreman, '/foreman');
  const status = await switchToSpanish(here);
  // The profile keeps the language (PUT /user/language), so it follows the foreman to another browser.
  expect(status).toBe(200);

  const second = await browser.newContext();
  const there = await second.newPage();
  await signIn(there, DEMO.foreman, '/foreman');
  await expect(there.getByRole('heading', { level: 1, name: 'Panel del capataz' })).toBeVisible();
  await expect(there.locator('html')).toHaveAttribute('lang', 'es');

  await there.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'English' }).click();
  await expect(there.getByRole('heading', { level: 1, name: 'Foreman Dashboard' })).toBeVisible();
  await expect(there.locator('html')).toHaveAttribute('lang', 'en');
  await first.close();
  await second.close();
});

test("the picker's calendar in Spanish: month and weekday names, its buttons; dates still typed MM/dd/yyyy", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, DEMO.foreman, '/foreman');
  await switchToSpanish(page);
  await settled(page, '/foreman/timesheets', 'Partes diarios');
  await page.getByRole('button', { name: 'Nuevo parte en blanco' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo parte en blanco' });
  await dialog.getByRole('list', { name: 'Obras activas' }).getByRole('button').first().click();

  // The grid opens on this month, named as date-fns' Spanish names it ('diciembre 2026').
  const today = new Date();
  const month = `${new Intl.DateTimeFormat('es', { month: 'long' }).format(today)} ${today.getFullYear()}`;
  await expect(dialog.getByRole('grid', { name: month })).toBeVisible();
  await expect(dialog.getByText(month, { exact: true })).toBeVisible();
  const englishMonth = new Intl.DateTimeFormat('en', { month: 'long' }).format(today);
  await expect(dialog.getByText(englishMonth, { exact: false })).toHaveCount(0);
  await expect(dialog.locator('thead th').first()).toHaveText('lu');
  await expect(dialog.getByRole('button', { name: 'Mes anterior' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mes siguiente' })).toBeDisabled();

  // Typed and shown as the seeds write dates.
  const field = dialog.getByRole('textbox', { name: 'Fecha del parte (mm/dd/aaaa)' });
  const day = `${String(today.getMonth() + 1).padStart(2, '0')}/01/${today.getFullYear()}`;
  await field.fill(day);
  await expect(dialog.getByRole('gridcell', { selected: true })).toHaveText('1');
  await expect(dialog.getByRole('button', { name: new RegExp(`, ${day}`) })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('picker-es-768.png') });
});

test('the reports a foreman opens read in Spanish: the dashboard and the Timesheets Report', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.foreman, '/foreman');
  await switchToSpanish(page);
  const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
  await navigation.getByRole('link', { name: 'Informes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible();
  await expect(page.getByTestId('page-title')).toHaveText('Informes');
  const report = page.getByRole('button', { name: 'Informe del parte' });
  await expect(report).toBeVisible();
  await expect(page.getByText('Timesheet Report', { exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(page, '/reports in Spanish');

  await settled(page, '/reports/timesheets/dashboard', 'Informe de partes');
  await expect(page.getByTestId('page-title')).toHaveText('Informe de partes');
  await expect(page.getByRole('combobox', { name: 'Obra' })).toBeEnabled();
  await expect(page.getByLabel('Fecha de inicio')).toBeVisible();
  await page.getByRole('button', { name: 'Generar' }).click();
  await expect(page.getByText('Falta elegir la obra')).toBeVisible();
  await expectNoSeriousViolations(page, '/reports/timesheets/dashboard in Spanish');
});
