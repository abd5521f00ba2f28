import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A context where provider hosts answer locally (no internet), so popups keep their URL. */
export async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, acceptDownloads: true, timezoneId: 'Europe/Berlin', locale: 'en-US' });
  await context.route(/^(https:\/\/(calendar\.google\.com|outlook\.(office|live)\.com|teams\.microsoft\.com|calendar\.yahoo\.com)\/|webcal:)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>provider stub</p>' }),
  );
  return context;
}

/** Loads the test page and mounts one element with the given attributes; resolves when it has rendered. */
export async function mount(page: Page, baseUrl: string, attrs: string, extra = ''): Promise<void> {
  await page.goto(`${baseUrl}/e2e/pages/blank.html`);
  await page.evaluate((html) => {
    document.body.innerHTML = html;
  }, `${extra}<add-to-calendar-button ${attrs}></add-to-calendar-button>`);
  await waitReady(page);
}

export async function waitReady(page: Page, selector = 'add-to-calendar-button'): Promise<void> {
  await page.waitForFunction(
    (s) => [...document.querySelectorAll(s)].every((el) => ['ready', 'error'].includes(el.getAttribute('atcb-state') ?? '')),
    selector,
  );
}

/** The element focused inside the widget's shadow root, described for assertions. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const host = document.querySelector('add-to-calendar-button');
    const el = host?.shadowRoot?.activeElement as HTMLElement | null | undefined;
    if (!el) return 'none';
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.atcb-icon').forEach((i) => i.remove());
    return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[${el.getAttribute('role')}]` : ''}:${(el.getAttribute('aria-label') ?? copy.textContent ?? '').trim()}`;
  });
}

/** Text of an element without its icons, waiting until it has some. */
export async function textOf(locator: Locator): Promise<string> {
  await locator.filter({ hasText: /\S/ }).first().waitFor();
  return locator.first().evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.atcb-icon').forEach((i) => i.remove());
    return (copy.textContent ?? '').trim();
  });
}
