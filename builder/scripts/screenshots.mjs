// @ts-check
/**
 * npm run screenshots -w builder — the editors' guide's pictures (docs/images/builder-*-{1280,1440}.png),
 * taken in Chromium from the real builder, CMS and site on a throw-away database, as a new editor
 * meets them: the dashboard; the builder with an empty page, a selected block, a text being written in
 * place and insert mode; the shortcuts list; a second editor on the page; and the history, schedule and merge dialogs.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromium as browserOptions } from 'testing/playwright';
import { startStack } from 'testing/stack';

// SCREENSHOT_DIR and SCREENSHOT_WIDTHS (comma-separated) take the same pictures elsewhere or at other widths, to look at.
const imagesDir = process.env.SCREENSHOT_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/images');
const WIDTHS = (process.env.SCREENSHOT_WIDTHS ?? '1280,1440').split(',').map(Number);

const stack = await startStack({ name: 'screens', web: true });
const browser = await chromium.launch({ executablePath: browserOptions.executablePath, args: browserOptions.args });
try {
  const context = await browser.newContext({ baseURL: stack.urls.builder, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  /** Both widths of the screen as it is now. @param {import('playwright-core').Page} target @param {string} name */
  const shoot = async (target, name) => {
    for (const width of WIDTHS) {
      await target.setViewportSize({ width, height: 900 });
      await target.waitForTimeout(300);
      await target.screenshot({ path: path.join(imagesDir, `builder-${name}-${width}.png`) });
    }
    await target.setViewportSize({ width: 1440, height: 900 });
    console.log(`screenshot: builder-${name}`);
  };
  /** @param {import('playwright-core').Page} target */
  const signIn = async (target) => {
    await target.goto('/App/Dashboard/Index');
    await target.getByLabel('Email').fill('editor@example.com');
    await target.getByLabel('Password').fill('Editor12345');
    await target.getByRole('button', { name: 'Sign in' }).click();
    await target.getByRole('heading', { name: 'Pages' }).waitFor();
  };
  const frame = page.frameLocator('[data-testid="page-canvas-frame"]');

  await signIn(page);
  await page.getByRole('button', { name: 'Create page' }).click();
  await page.getByLabel('Title').fill('Spring launch');
  await page.getByRole('button', { name: 'Create and open the builder' }).click();
  await page.getByRole('region', { name: /^Outline/ }).waitFor();
  await frame.locator('[data-testid="canvas-overlay"]').waitFor({ state: 'attached' });
  await shoot(page, 'empty-page');

  await page.getByRole('button', { name: 'Add Hero with image after the selected block' }).click();
  await page
    .getByLabel(/^Title/)
    .first()
    .fill('Design buildings, not paperwork');
  await page
    .getByLabel(/^Subtitle/)
    .first()
    .fill('Modelling, documentation and rendering in one workspace.');
  await page.getByRole('button', { name: 'Add FAQ (collapsible) after the selected block' }).click();
  const faq = frame.locator('[data-block-uid="blocks.faq-collapse"]');
  await faq.locator('[data-field="title"]').waitFor();
  await faq.locator('[data-field="title"]').click();
  await shoot(page, 'selected-block');

  await faq.locator('[data-field="title"]').dblclick();
  await page.keyboard.type('Questions, answered');
  await shoot(page, 'edit-in-place');
  await page.keyboard.press('Enter');

  await frame.getByRole('button', { name: 'Insert a block at position 2' }).click();
  await page.getByText('Insert at position 2').first().waitFor();
  await shoot(page, 'insert-mode');
  await page.keyboard.press('Escape');

  await page.locator('.save-state', { hasText: 'All changes saved' }).waitFor({ timeout: 15_000 });
  await page.locator('#outline .block-title').first().focus();
  await page.keyboard.press('?');
  await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
  await shoot(page, 'shortcuts');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByTestId('alert').filter({ hasText: 'Published' }).waitFor();
  await page
    .getByLabel(/^Title/)
    .first()
    .fill('Questions and answers');
  await page.locator('.save-state', { hasText: 'All changes saved' }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('dialog', { name: /History/ }).waitFor();
  await page.waitForTimeout(500);
  await shoot(page, 'history');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Schedule' }).click();
  await page.getByRole('dialog', { name: /Schedule/ }).waitFor();
  await shoot(page, 'schedule');
  await page.keyboard.press('Escape');

  // A second editor on the page (live editing): her avatar in the top bar, her selection in the outline and on the page.
  const token = (
    await (
      await fetch(`${stack.urls.cms}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'editor@example.com', password: 'Editor12345' }),
      })
    ).json()
  ).data.token;
  const admin = async (/** @type {string} */ route, /** @type {unknown} */ body) =>
    (
      await fetch(`${stack.urls.cms}${route}`, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      })
    ).json();
  const editorRole = (await admin('/admin/roles')).data.find((/** @type {{ code: string }} */ role) => role.code === 'strapi-editor');
  const invited = await admin('/admin/users', { email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace', roles: [editorRole.id] });
  await fetch(`${stack.urls.cms}/admin/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      registrationToken: invited.data.registrationToken,
      userInfo: { firstname: 'Ada', lastname: 'Lovelace', password: 'Lovelace12345' },
    }),
  });
  const adas = await browser.newContext({ baseURL: stack.urls.builder, viewport: { width: 1280, height: 900 } });
  const ada = await adas.newPage();
  await ada.goto('/App/Dashboard/Index');
  await ada.getByLabel('Email').fill('ada@example.com');
  await ada.getByLabel('Password').fill('Lovelace12345');
  await ada.getByRole('button', { name: 'Sign in' }).click();
  await ada.getByRole('heading', { name: 'Pages' }).waitFor();
  await ada.goto(page.url());
  await ada.locator('#outline .block-title').nth(1).click();
  await page.bringToFront();
  await page.locator('#outline .block-title').first().click();
  await frame.getByTestId('peer-outline').waitFor();
  await shoot(page, 'live-editing');
  await adas.close();

  // The merge dialog: another editor saves the same field meanwhile.
  await page.locator('#outline .block-title').first().click();
  const other = await context.newPage();
  await other.bringToFront();
  await other.goto(page.url());
  await other.locator('#outline .block-title').first().click();
  const theirs = other.getByLabel(/^Title/).first();
  await theirs.fill('Their title');
  await other.locator('.save-state', { hasText: 'All changes saved' }).waitFor({ timeout: 15_000 });
  await other.close();
  await page.bringToFront();
  await page
    .getByLabel(/^Title/)
    .first()
    .fill('My title');
  await page.getByRole('alertdialog', { name: 'This page changed in the CMS' }).waitFor({ timeout: 15_000 });
  await shoot(page, 'merge');

  await page.goto('/App/Dashboard/Index');
  await page.getByRole('row').filter({ hasText: 'Spring launch' }).waitFor();
  await shoot(page, 'dashboard');
} finally {
  await browser.close();
  await stack.stop();
}
