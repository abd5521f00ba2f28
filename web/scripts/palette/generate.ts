/**
 * npm run generate:palette -w web: the builder's palette pictures of the blocks, made by the site's own
 * rendering. Each block's sample (samples.ts) is rendered by the site's block registry and styles in
 * Chromium at 1280 CSS px (a Vite page, harness/), photographed down to 320 px wide (at most 200 px
 * high: the block's top) as a JPEG, and written to builder/src/palette/pictures/ with manifest.json (file,
 * hash of sample and renderer sources, size). Pictures whose hash is unchanged are kept. The unit
 * test pictures.test.ts beside this file fails when a block has no picture or its hash is stale.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import { MANIFEST, PICTURES_DIR, pictureFile, paletteSamples, ROOT, SAMPLE_ASSETS, type Manifest } from './samples';

const WIDTH = 1280;
const SCALE = 0.25;
const MAX_HEIGHT = 800;
const force = process.argv.includes('--force');

async function main(): Promise<void> {
  const samples = paletteSamples();
  const previous: Manifest = existsSync(MANIFEST) ? JSON.parse(readFileSync(MANIFEST, 'utf8')) : {};
  const todo = samples.filter(({ uid, hash }) => force || previous[uid]?.hash !== hash || !existsSync(path.join(PICTURES_DIR, pictureFile(uid))));
  if (!todo.length) {
    console.log('palette pictures: all up to date');
    return;
  }

  /** The samples as a module, and the seeds' images at /uploads/ (where the site serves uploads from). */
  const harness: Plugin = {
    name: 'palette-harness',
    resolveId: (id) => (id === 'virtual:palette-samples' ? '\0palette-samples' : undefined),
    load: (id) => (id === '\0palette-samples' ? `export default ${JSON.stringify(samples.map(({ uid, block }) => ({ uid, block })))};` : undefined),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/uploads\/([\w.-]+)$/.exec(req.url ?? '');
        const file = match && path.join(SAMPLE_ASSETS, match[1]!);
        if (!file || !existsSync(file)) return next();
        res.setHeader('content-type', 'image/jpeg');
        res.end(readFileSync(file));
      });
    },
  };

  const server = await createServer({
    configFile: false,
    root: path.join(__dirname, 'harness'),
    plugins: [react(), harness],
    resolve: { dedupe: ['react', 'react-dom'] },
    server: { port: 0, host: '127.0.0.1', fs: { allow: [ROOT] } },
    logLevel: 'warn',
  });
  await server.listen();
  const address = server.httpServer?.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: MAX_HEIGHT }, deviceScaleFactor: SCALE });
    await page.goto(url);
    await page.locator('[data-palette-uid]').first().waitFor();
    // Every image loaded (or failed) before the pictures are taken; lazy ones (below the fold) asked for now.
    await page.evaluate(() =>
      Promise.all(
        [...document.images].map((image) => {
          image.loading = 'eager';
          if (image.complete) return null;
          return new Promise((done) => {
            image.addEventListener('load', done);
            image.addEventListener('error', done);
          });
        }),
      ),
    );
    await page.evaluate(() => document.fonts.ready);
    const manifest: Manifest = { ...previous };
    for (const { uid, hash } of todo) {
      const box = page.locator(`[data-palette-uid="${uid}"]`);
      await box.scrollIntoViewIfNeeded();
      const size = await box.boundingBox();
      if (!size || size.height < 4) throw new Error(`${uid}: the site rendered nothing for its sample`);
      const file = pictureFile(uid);
      await box.screenshot({ path: path.join(PICTURES_DIR, file), type: 'jpeg', quality: 70, animations: 'disabled' });
      manifest[uid] = { file, hash, width: Math.round(size.width * SCALE), height: Math.round(Math.min(size.height, MAX_HEIGHT) * SCALE) };
      console.log(`palette picture: ${uid} (${manifest[uid].width}×${manifest[uid].height})`);
    }
    const known = new Set(samples.map(({ uid }) => uid));
    const sorted = Object.fromEntries(
      Object.entries(manifest)
        .filter(([uid]) => known.has(uid))
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    writeFileSync(MANIFEST, `${JSON.stringify(sorted, null, 2)}\n`);
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
