import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from '../e2e/browser';
import { buildWidget } from './build';
import { startServer } from './server';

/**
 * docs/rtl-list-{375,1280}.png, the pictures of the reference (docs/widget.md, "The element"): an Arabic page with the
 * button at its left edge and the list open, at a phone's and a desktop's width. Run it after changing what the list
 * looks like: `npm run screenshots -w widget`.
 */
const DOCS = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs');
const OPTIONS = `'Apple','Google','iCal','Microsoft365','Outlook.com','MicrosoftTeams','Yahoo'`;

await buildWidget();
const server = await startServer(0);
const browser = await launch();
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 520 }, locale: 'ar', timezoneId: 'Europe/Berlin' });
    await page.goto(`${server.url}/e2e/pages/blank.html`);
    await page.evaluate((options) => {
      document.documentElement.lang = 'ar';
      document.documentElement.dir = 'rtl';
      document.body.style.cssText = 'margin:0;padding:12px;background:#f8fafc;color:#111;font-family:system-ui,sans-serif';
      document.body.innerHTML = `
        <h1 style="margin:0 0 4px;font-size:22px">إطلاق المنتج</h1>
        <p style="margin:0 0 16px;color:#374151">١ مايو ٢٠٣٠، ١٨:٠٠ – ٢٠:٠٠، برلين</p>
        <div style="text-align:left">
          <add-to-calendar-button name="إطلاق المنتج" startDate="2030-05-01" startTime="18:00" endTime="20:00" timeZone="Europe/Berlin"
            location="برلين" language="ar" hideBranding options="${options}"></add-to-calendar-button>
        </div>`;
    }, OPTIONS);
    await page.waitForFunction(() => document.querySelector('add-to-calendar-button')?.getAttribute('atcb-state') === 'ready');
    await page.locator('add-to-calendar-button .atcb-trigger').click();
    await page.locator('add-to-calendar-button .atcb-list.atcb-shown').waitFor();
    // the list fades in: wait until it is drawn fully
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('add-to-calendar-button')!.shadowRoot!.querySelector('.atcb-list')!).opacity === '1',
    );
    await page.mouse.move(width - 1, 519);
    const path = join(DOCS, `rtl-list-${width}.png`);
    await page.screenshot({ path });
    console.log(`wrote ${path}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
