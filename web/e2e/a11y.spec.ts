import AxeBuilder from '@axe-core/playwright';
import { SEEDED } from 'seeds';
import { expect, test } from './fixtures';

const pages = {
  newsroom: '/en-US/newsroom',
  article: `/en-US/newsroom/${SEEDED.customerStorySlugs[0]}`,
  event: `/en-US/newsroom/${SEEDED.upcomingEventSlugs[0]}`,
  landing: `/en-US/${SEEDED.publishedLandingPageSlugs[0]}`,
};
const widths = { desktop: { width: 1280, height: 900 }, mobile: { width: 375, height: 812 } };

for (const [name, url] of Object.entries(pages)) {
  for (const [device, viewport] of Object.entries(widths)) {
    test(`axe: no WCAG 2.2 AA violation on the ${name} (${device})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      const summary = results.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      );
      expect(summary).toEqual([]);
    });
  }
}
