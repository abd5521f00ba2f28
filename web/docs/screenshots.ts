/**
 * The README's screenshots: the newsroom, an article, a customer story, an event page, a landing page
 * and the Spanish newsroom at 375, 768 and 1280 px, from a running site seeded with the sample content
 * (`npm run dev -w web`, or the e2e stack), in the system Chromium. Full pages, as WebP (sharp), into
 * docs/screenshots/ (or SCREENSHOT_DIR).
 *
 *   npx tsx docs/screenshots.ts http://127.0.0.1:3000
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { SEEDED } from 'seeds';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.env.SCREENSHOT_DIR || path.join(__dirname, 'screenshots');
const pages = {
  newsroom: '/en-US/newsroom',
  article: `/en-US/newsroom/${SEEDED.draftAheadArticleSlugs[0]}`,
  'customer-story': `/en-US/newsroom/${SEEDED.customerStorySlugs[0]}`,
  event: `/en-US/newsroom/${SEEDED.upcomingEventSlugs[0]}`,
  landing: '/en-US/free-trial',
  'newsroom-es': '/es-US/newsroom',
};
const widths = [375, 768, 1280];
/** Long pages are cut: the first screens show the design. */
const MAX_HEIGHT = 3200;

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      for (const [name, url] of Object.entries(pages)) {
        await page.goto(base + url, { waitUntil: 'load', timeout: 180_000 });
        await page.evaluate(() => document.fonts.ready);
        // Lazy images: scroll through the page so they load, then back to the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          window.scrollTo(0, 0);
        });
        // Every image loaded (or failed): not networkidle, which a dev server's live-reload socket never reaches.
        await page.evaluate(() => {
          const pending = [...document.images].filter((img) => !img.complete);
          const loaded = pending.map((img) => new Promise((r) => ['load', 'error'].forEach((type) => img.addEventListener(type, r, { once: true }))));
          return Promise.race([Promise.all(loaded), new Promise((r) => setTimeout(r, 20_000))]);
        });
        const png = await page.screenshot({ fullPage: true });
        const file = path.join(out, `${name}-${width}.webp`);
        const image = sharp(png);
        const { height = 0 } = await image.metadata();
        await image
          .extract({ left: 0, top: 0, width, height: Math.min(height, MAX_HEIGHT) })
          .resize({ width: width > 800 ? 960 : width })
          .webp({ quality: 62 })
          .toFile(file);
        console.log(file);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
