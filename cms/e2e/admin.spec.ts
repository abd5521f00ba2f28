import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type CspWatcher } from 'testing/playwright';

/**
 * A new admin in Strapi's admin panel, who knows none of the attribute names: signs in, finds an
 * article in the list by its title (with its state and dates), opens it (headed by its title,
 * human labels), previews the site's draft, publishes it with the button and sees it on the site;
 * a later save still works. Run by e2e/run.mjs against a fresh stack.
 */
const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
const WEB_URL = process.env.WEB_URL ?? 'http://127.0.0.1:3000';
const ADMIN = { email: 'editor@example.com', password: 'Editor12345' };
const ARTICLES = '/content-manager/collection-types/api::article.article';
const run = Date.now().toString(36);

/**
 * Strapi's admin bundle probes `new Function("")` through Zod, which the policy refuses (docs/security.md):
 * the only violation expected; any other fails the test (testing/playwright.js's CSP watcher).
 */
const takeZodEvalProbes = (csp: CspWatcher) => csp.take((violation) => /unsafe-eval|blocked eval/.test(violation.text));

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${CMS_URL}/admin/login`, { data: ADMIN });
  expect(res.status()).toBe(200);
  return (await res.json()).data.token;
}

async function createArticle(request: APIRequestContext, token: string, title: string, slug: string, datePublished: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const categories = await request.get(`${CMS_URL}/content-manager/collection-types/api::category.category?filters[key][$eq]=company_news`, { headers });
  const category = (await categories.json()).results[0];
  const res = await request.post(`${CMS_URL}${ARTICLES}?locale=en-US`, {
    headers,
    data: {
      slug,
      categories: { connect: [{ documentId: category.documentId }] },
      draftSettings: { articleTitle: title, description: `What ${title} is about.`, datePublished },
      draft: [{ __component: 'article.text', content: `<p>${title}: the body.</p>` }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.documentId;
}

async function touchArticle(request: APIRequestContext, token: string, documentId: string, title: string): Promise<void> {
  const res = await request.put(`${CMS_URL}${ARTICLES}/${documentId}?locale=en-US`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { draftSettings: { articleTitle: title, description: `What ${title} is about, again.`, datePublished: '2026-01-10T12:00:00.000Z' } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The list's column headers (Strapi's table is a grid: its first row holds them). */
const columnNames = async (page: Page) =>
  (await page.getByRole('row').first().getByRole('gridcell').allTextContents()).map((text) => text.trim()).filter(Boolean);

test('a new admin finds, reads, previews and publishes an article, without knowing attribute names', async ({ page, request, csp }) => {
  const token = await adminToken(request);
  const older = `Quarterly design review ${run}`;
  const title = `Harbour pavilion opens ${run}`;
  const slug = `harbour-pavilion-${run}`;
  const olderDocumentId = await createArticle(request, token, older, `design-review-${run}`, '2026-01-10T12:00:00.000Z');
  await createArticle(request, token, title, slug, '2026-02-03T12:00:00.000Z');

  // Strapi's guided tour greets a new admin: skip it whenever it shows.
  await page.addLocatorHandler(page.getByRole('button', { name: 'Skip' }), async (skip) => {
    await skip.click();
  });
  await page.goto('/admin');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Content Manager' }).click();
  await page.getByRole('link', { name: 'Article', exact: true }).click();

  // The list: titles, state and dates; the last change first.
  await expect(page.getByRole('row').nth(1)).toContainText(title);
  expect((await columnNames(page)).slice(0, 6)).toEqual(['Title', 'Slug', 'State', 'Published on', 'Categories', 'Last update']);
  await expect(page.getByRole('row').nth(2)).toContainText(older);
  // A change moves a page to the top: the order is the last update's, not the creation's.
  await touchArticle(request, token, olderDocumentId, older);
  await page.reload();
  await expect(page.getByRole('row').nth(1)).toContainText(older);
  await expect(page.getByRole('row').nth(2)).toContainText(title);

  // Found by its title.
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search for Article' }).fill(`pavilion opens ${run}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').nth(1);
  await expect(row).toContainText(slug);
  await expect(row).toContainText('Draft only');
  // Never published: no publish date in the list yet (its draft's date shows once it is published).
  await expect(row).not.toContainText('Feb 3, 2026');
  // Its categories by name, not "1 item".
  await expect(row).toContainText('Company News');
  await expect(row).not.toContainText('1 item');

  // Opened: headed by its title, fields by their human names.
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Scheduled for', { exact: true })).toBeVisible();
  await expect(page.getByText(/lists the published article only from this date/)).toBeVisible();
  await expect(page.getByText('Article title', { exact: true })).toBeVisible();
  await expect(page.getByText('Summary', { exact: true })).toBeVisible();
  await expect(page.getByText('Main image description', { exact: true })).toBeVisible();
  const panel = page.getByTestId('publication-panel');
  await expect(panel).toContainText('Draft only');

  // Strapi's Preview shows the site's draft.
  await page.getByRole('link', { name: 'Open preview' }).click();
  const site = page.frameLocator('iframe');
  await expect(site.getByText('Preview: draft content, not published')).toBeVisible();
  await expect(site.getByRole('heading', { name: title })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // Published with the button: the site shows it.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the site shows the saved draft now.')).toBeVisible();
  await expect(panel).toContainText('Published');
  const publicPage = await page.context().newPage();
  await expect(async () => {
    const res = await publicPage.goto(`${WEB_URL}/en-US/newsroom/${slug}`);
    expect(res?.status()).toBe(200);
  }).toPass({ timeout: 30_000 });
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(title);
  await publicPage.close();

  // A later change saves (the form holds the published pair as stored) and shows as unpublished changes.
  await page.getByLabel('Summary').fill(`What ${title} is about, updated.`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved document')).toBeVisible();
  await expect(panel).toContainText('Changed since publish');

  takeZodEvalProbes(csp);
});

test("an admin edits a landing page's Stats block by its human names: the figures, their value and what they measure", async ({ page, request, csp }) => {
  const token = await adminToken(request);
  const title = `Results page ${run}`;
  const res = await request.post(`${CMS_URL}/content-manager/collection-types/api::landing-page.landing-page?locale=en-US`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      slug: `results-${run}`,
      title,
      draftSettings: { seoTitle: title },
      draft: [
        {
          __component: 'blocks.stats',
          title: 'Our year in numbers',
          stats: [
            { value: '40%', label: 'faster drawing sets' },
            { value: '3×', label: 'more options explored' },
          ],
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const documentId = (await res.json()).data.documentId;

  await page.addLocatorHandler(page.getByRole('button', { name: 'Skip' }), async (skip) => {
    await skip.click();
  });
  await page.goto(`/admin/content-manager/collection-types/api::landing-page.landing-page/${documentId}?plugins[i18n][locale]=en-US`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // The block is named by its words ("Stats") and its title; its figures by their value.
  await page.getByRole('button', { name: /Stats/ }).first().click();
  await expect(page.getByText('Figures', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: /40%/ }).click();
  await expect(page.getByLabel(/^Value/)).toHaveValue('40%');
  await page.getByLabel(/^What it measures/).fill('faster drawing sets, measured');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved document')).toBeVisible();
  const saved = await request.get(`${CMS_URL}/content-manager/collection-types/api::landing-page.landing-page/${documentId}?locale=en-US`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const draft = (await saved.json()).data.draft as Array<{ stats?: Array<{ label: string }> }>;
  expect(draft[0]!.stats!.map((stat) => stat.label)).toEqual(['faster drawing sets, measured', 'more options explored']);
  takeZodEvalProbes(csp);
});
