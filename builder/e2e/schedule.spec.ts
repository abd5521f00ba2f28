import { axeViolations, cms, expect, signIn, test, uniqueSlug, WEB_URL, choose } from './helpers';

/** The editor works in New York: what they pick is New York time, the CMS stores the instant (UTC). */
const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE });

/** An instant as the value of <input type="datetime-local"> in ZONE, to the second. */
function localInput(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

async function landingPage(slug: string, heroTitle: string): Promise<string> {
  const created = await cms<{ data: { documentId: string } }>('/content-manager/collection-types/api::landing-page.landing-page?locale=en-US', {
    method: 'POST',
    body: { slug, title: `Scheduled ${slug}`, draft: [{ __component: 'blocks.hero-form-left', title: heroTitle }], draftSettings: { seoTitle: slug } },
  });
  return created.data.documentId;
}

interface Job {
  id: number;
  runAt: string;
  action: string;
  status: string;
}

test('schedule a publish 10 s ahead in the editor’s zone: the dashboard lists it, the CMS publishes it on time and the public page shows it', async ({
  page,
}) => {
  const slug = uniqueSlug('scheduled');
  const documentId = await landingPage(slug, 'Goes live by itself');
  expect((await fetch(`${WEB_URL}/en-US/${slug}`)).status).toBe(404);
  await signIn(page);
  await page.goto(`/App/PageBuilder/Builder?type=landing-page&id=${documentId}&locale=en-US`);
  await expect(page.getByRole('region', { name: /^Outline/ })).toBeVisible();

  await page.getByRole('button', { name: 'Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: /Schedule/ });
  await expect(dialog).toContainText(ZONE);
  expect(await axeViolations(page, '[role="dialog"]'), 'the schedule dialog').toEqual([]);
  const at = new Date(Math.ceil((Date.now() + 10_000) / 1000) * 1000);
  await choose(dialog, 'Action', 'Publish');
  await dialog.getByLabel(/Date and time/).fill(localInput(at));
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByTestId('alert')).toContainText('Publish scheduled for');
  await expect(dialog.getByRole('listitem')).toContainText('Publish');
  // Stored as the instant the editor meant, in UTC.
  const jobs = await cms<{ data: Job[] }>(`/publishing/schedules?documentId=${documentId}&locale=en-US`);
  expect(jobs.data.map((job) => [job.action, job.runAt])).toEqual([['publish', at.toISOString()]]);
  await page.screenshot({ path: 'test-results/schedule-dialog-1280.png' });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The dashboard shows what is scheduled.
  await page.goto('/App/Dashboard/Index');
  const scheduled = page.getByRole('region', { name: 'Scheduled' });
  await expect(scheduled.getByRole('row', { name: new RegExp(`Scheduled ${slug}`) })).toContainText('Publish');
  await page.screenshot({ path: 'test-results/schedule-dashboard-1280.png', fullPage: true });

  // The CMS publishes it on time, through its publish action: the site is told and serves it.
  await expect.poll(async () => (await fetch(`${WEB_URL}/en-US/${slug}`)).status, { timeout: 40_000, intervals: [1000] }).toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  expect(await (await fetch(`${WEB_URL}/en-US/${slug}`)).text()).toContain('Goes live by itself');
  await page.reload();
  await expect(scheduled.getByRole('row', { name: new RegExp(`Scheduled ${slug}`) })).toHaveCount(0);
});

test('a scheduled unpublish is listed on the dashboard and can be cancelled there', async ({ page }) => {
  test.setTimeout(120_000);
  const slug = uniqueSlug('cancelled');
  const documentId = await landingPage(slug, 'Stays');
  await cms(`/publishing/pages/landing-page/${documentId}/schedule?locale=en-US`, {
    method: 'POST',
    body: { action: 'unpublish', at: new Date(Date.now() + 86_400_000).toISOString() },
  });
  await signIn(page);
  const scheduled = page.getByRole('region', { name: 'Scheduled' });
  const row = scheduled.getByRole('row', { name: new RegExp(`Scheduled ${slug}`) });
  await expect(row).toContainText('Unpublish');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/schedule-dashboard-375.png', fullPage: true });
  // Nothing runs off the right edge of a phone: the dashboard and its Scheduled table fit.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Its Cancel button is wholly inside the screen's width (the list may be below the fold).
  const cancelRight = await row.getByRole('button', { name: /^Cancel/ }).evaluate((element) => element.getBoundingClientRect().right);
  expect(cancelRight).toBeLessThanOrEqual(375);
  await row.getByRole('button', { name: /^Cancel/ }).click();
  await expect(page.getByTestId('alert')).toContainText('Cancelled the unpublish');
  await expect(row).toHaveCount(0);
  const jobs = await cms<{ data: Job[] }>(`/publishing/schedules?documentId=${documentId}&locale=en-US`);
  expect(jobs.data).toEqual([]);
});
