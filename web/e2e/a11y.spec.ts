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

/**
 * WCAG 2.4.7 and 2.4.13: every stop of the Tab order, from the skip link to the footer, shows a focus
 * indicator of at least 2 px (the site's ring is a 3 px outline; the search box rings its whole box, the
 * calendar button rings itself inside its shadow root).
 */
for (const [name, url] of Object.entries(pages)) {
  test(`keyboard: every Tab stop on the ${name} shows a focus ring of at least 2 px`, async ({ page }) => {
    await page.setViewportSize(widths.desktop);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const stops: { name: string; ring: string }[] = [];
    for (let press = 0; press < 300; press += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        let element = document.activeElement;
        while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
        if (!element || element === document.body) return null;
        if (element.hasAttribute('data-tab-stop')) return null; // round again: every stop is seen
        element.setAttribute('data-tab-stop', '');
        const ringed = element.closest('.search-box') ?? element;
        const style = getComputedStyle(ringed);
        const width = style.outlineStyle === 'none' || /^rgba\(.*, 0\)$/.test(style.outlineColor) ? 0 : parseFloat(style.outlineWidth);
        const label = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').trim().slice(0, 40);
        return { name: `${element.tagName.toLowerCase()} "${label}"`, ring: width >= 2 ? 'ok' : `${style.outlineStyle} ${style.outlineWidth}` };
      });
      if (!stop) break;
      stops.push(stop);
    }
    expect(stops.length).toBeGreaterThan(10);
    expect(stops.filter((stop) => stop.ring !== 'ok')).toEqual([]);
  });
}
