import type { Page } from '@playwright/test';
import { axeViolations, cms, expect, signIn, test, uniqueSlug, WEB_URL, choose } from './helpers';

/** A landing page with one hero, made through the CMS (the canvas is not what this test is about). */
async function landingPage(slug: string, title: string): Promise<string> {
  const created = await cms<{ data: { documentId: string } }>('/content-manager/collection-types/api::landing-page.landing-page?locale=en-US', {
    method: 'POST',
    body: { slug, title, draft: [{ __component: 'blocks.hero-form-left', title: 'Draft zero' }], draftSettings: { seoTitle: title } },
  });
  return created.data.documentId;
}

async function setHeroTitle(page: Page, value: string) {
  await page
    .locator('[data-block="blocks.hero-form-left"]')
    .getByRole('button', { name: /^Hero with form/ })
    .first()
    .click();
  await page
    .getByLabel(/^Title/)
    .first()
    .fill(value);
}

const publicHtml = async (slug: string) => {
  const response = await fetch(`${WEB_URL}/en-US/${slug}`);
  return response.ok ? response.text() : `status ${response.status}`;
};

test('history: edit, publish, edit, publish, restore the first version (not published by itself), publish: the public page shows it', async ({ page }) => {
  test.setTimeout(120_000);
  const slug = uniqueSlug('history');
  const documentId = await landingPage(slug, 'History page');
  await signIn(page);
  await page.goto(`/App/PageBuilder/Builder?type=landing-page&id=${documentId}&locale=en-US`);
  await expect(page.getByRole('region', { name: /^Outline/ })).toBeVisible();

  await setHeroTitle(page, 'Version one');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('alert')).toContainText('Published.');
  await expect.poll(() => publicHtml(slug)).toContain('Version one');

  await setHeroTitle(page, 'Version two');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('alert')).toContainText('Published.');
  await expect.poll(() => publicHtml(slug)).toContain('Version two');

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: /History/ });
  const versions = history.getByRole('list', { name: 'Versions, newest first' }).getByRole('button');
  // Newest first: publish two, its saved draft, publish one, and the created page with its first
  // edit (one version: the same editor within 5 minutes).
  await expect(versions).toHaveCount(4);
  await expect(versions.nth(0)).toContainText('Published');
  expect(await axeViolations(page, '[role="dialog"]'), 'the history dialog').toEqual([]);
  await expect(versions.nth(0)).toContainText('by Site Admin');
  await expect(versions.nth(2)).toContainText('Published');
  // The first publish against the newest: the hero's title, old and new side by side.
  await versions.nth(2).click();
  await choose(history, 'Compare with', { index: 1 });
  const changed = history.locator('.diff-changed');
  await expect(changed).toContainText('Changed Hero with form at position 1');
  await expect(changed.getByRole('row', { name: /Title/ })).toContainText('Version one');
  await expect(changed.getByRole('row', { name: /Title/ })).toContainText('Version two');
  await page.screenshot({ path: 'test-results/history-1280.png' });

  await history.getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore as draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Restored the version');
  await expect(history).toHaveCount(0);
  await page
    .locator('[data-block="blocks.hero-form-left"]')
    .getByRole('button', { name: /^Hero with form/ })
    .first()
    .click();
  await expect(page.getByLabel(/^Title/).first()).toHaveValue('Version one');
  // Restoring never publishes: the site still shows version two.
  expect(await publicHtml(slug)).toContain('Version two');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('alert')).toContainText('Published.');
  await expect.poll(() => publicHtml(slug)).toContain('Version one');
  expect(await publicHtml(slug)).not.toContain('Version two');

  // The restore and the new publish are in the history too.
  await page.getByRole('button', { name: 'History' }).click();
  await expect(versions.nth(0)).toContainText('Published');
  await expect(versions.nth(1)).toContainText('Restored');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/history-375.png', fullPage: true });
});
