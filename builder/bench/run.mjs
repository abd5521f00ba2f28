// @ts-check
/**
 * npm run bench:builder — a landing page of 200 blocks in the real builder (real CMS on PostgreSQL,
 * production build, Chromium). What each figure measures:
 *
 *  - load to interactive: navigation start → 200 block cards rendered and the frame after them
 *    (best of 3; Chromium with its default frame scheduling, as for everything below).
 *  - reorder, typing — the targets: input event → the frame that shows the change has been
 *    produced, without the idle wait for the display's next vsync (uniform 0–16.7 ms at 60 Hz, which
 *    no app can remove). Measured from a Chromium performance trace (CDP Tracing: toplevel,
 *    devtools.timeline, user timing) of the measured interactions themselves, on the page's main
 *    thread: the event's queueing delay (handler start − event.timeStamp, from the page) + the time
 *    the main thread was busy from the event's dispatch to the end of the compositor commit of the
 *    first frame after React's DOM commit (marked in the trace by the page's MutationObserver). So it
 *    counts the handlers, React's render and commit, any other task that ran in between, and that
 *    frame's style, layout, paint and commit; it leaves out only the idle time in which the main
 *    thread waited for the frame to begin. (`--disable-frame-rate-limit --disable-gpu-vsync` do not
 *    unthrottle headless Chromium 156 — a requestAnimationFrame loop still runs at ~56 frames/s with
 *    them — so the idle wait is taken out of the trace instead.)
 *    Reorder: pointer up of a real mouse drag (dnd-kit PointerSensor) that moved the block one place
 *    down, p95 of 50 drags; before letting go the bench waits until the drop position shows, and
 *    after it checks that exactly that move happened (the bench fails otherwise). Typing: key down
 *    in a block's text field → the field and the block's card summary updated, p95 of 60 keys.
 *  - … → DOM: event.timeStamp → React's commit seen by a MutationObserver on the canvas list (the
 *    app's JavaScript, before any rendering).
 *  - vsync-locked: event.timeStamp → a task queued from the first requestAnimationFrame after the DOM
 *    commit runs (that frame's rendering is done), idle wait for the frame included. Printed so
 *    nothing is hidden; not compared with the targets.
 *  - Event Timing: Chromium's Event Timing entries (PerformanceObserver 'event', threshold 16 ms) for
 *    the same events: `duration` runs to the *presentation* of the next frame, vsync wait included
 *    (rounded to 8 ms by the API); entries exist only for events of ≥ 16 ms, so the line prints how
 *    many events reached 16 ms and the p95 when more than 5 % did.
 *  - trace breakdown: the busy main-thread time above, per interaction (mean), split into
 *    scripting, style, layout, paint (pre-paint, paint, layerize, commit) and other.
 *  - The trace is recorded during the measured interactions, so its overhead is in every figure.
 *  - page canvas: click → panel shown; click on a text → its field focused in the panel (focusin);
 *    key in the panel → shown on the page; move/duplicate/delete → page updated; last key of a burst
 *    → "All changes saved" (the autosave answered by the CMS), each p95 of 50 trials.
 *  - bundle: gzip size of the JavaScript and CSS the app loads.
 *  - live editing (live.mjs): edit → visible in another editor's builder, p95 of 50; 20 editors at 2 edits/s for
 *    60 s on one page, every edit counted. `--live` runs only these.
 * Prints the figures next to the targets and exits non-zero when one is over or a drag failed.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { builderDir, startStack } from 'testing/stack';
import {
  CANVAS_TRIALS,
  canvasLoad,
  canvasReadyScript,
  clickToPanel,
  clickToField,
  lastKeyToSaved,
  panelKeyToPage,
  commitInPlace,
  startInPlace,
  structureToPage,
  typeInPlace,
} from './canvas.mjs';
import { editToVisible, LOAD_EDITORS, LOAD_RATE, LOAD_SECONDS, manyEditors, seedLivePage } from './live.mjs';

const BLOCKS = 200;
const DRAGS = 50;
const KEYS = 60;
const TARGETS = {
  interactive: 1000,
  reorder: 50,
  typing: 16,
  inPlace: 16,
  bundleKb: 250,
  canvasLoad: 1500,
  canvasClick: 50,
  canvasField: 50,
  canvasKey: 100,
  saved: 2500,
  canvasStructure: 300,
  liveVisible: 500,
};
/** `--live`: only the live-editing figures (live.mjs). */
const LIVE_ONLY = process.argv.includes('--live');
const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

function bundleGzipKb() {
  const assets = path.join(builderDir, 'dist', 'assets');
  const bytes = readdirSync(assets)
    .filter((f) => /\.(js|css)$/.test(f))
    .reduce((sum, f) => sum + zlib.gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length, 0);
  return bytes / 1024;
}

/** A block of every allowed type in turn, with its fields filled from the schema so that the page breaks no rule (it can be saved). */
async function seedPage(cmsUrl) {
  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@example.com', password: 'Editor12345' }),
  });
  const token = /** @type {any} */ (await login.json()).data.token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const components = /** @type {any} */ (await (await fetch(`${cmsUrl}/content-type-builder/components`, { headers })).json()).data;
  const landing = /** @type {any} */ (await (await fetch(`${cmsUrl}/content-type-builder/content-types/api::landing-page.landing-page`, { headers })).json())
    .data;
  const byUid = Object.fromEntries(components.map((/** @type {any} */ c) => [c.uid, c]));
  const allowed = landing.schema.attributes.draft.components;
  /** A component's fields filled as the rules ask (`label`: "Block 12"), the items a list needs at least included. */
  const fill = (/** @type {string} */ uid, /** @type {string} */ label) => {
    /** @type {Record<string, unknown>} */
    const data = {};
    for (const [name, attribute] of Object.entries(/** @type {Record<string, any>} */ (byUid[uid].schema.attributes))) {
      if (['string', 'text'].includes(attribute.type) && !attribute.pluginOptions?.sanitize && !attribute.regex) data[name] = `${label} ${name}`;
      else if (attribute.type === 'string' && attribute.required && attribute.regex) {
        const candidate = ['block', 'block-1', 'aaaaaaaaaaa', 'America/New_York'].find((c) => new RegExp(attribute.regex).test(c));
        if (candidate) data[name] = candidate;
      } else if (attribute.type === 'richtext') data[name] = `<p>${label} ${name}</p>`;
      else if (attribute.type === 'datetime' && attribute.required) data[name] = '2026-06-01T10:00:00.000Z';
      else if (attribute.type === 'email' && attribute.required) data[name] = 'bench@example.com';
      else if (attribute.type === 'component' && attribute.repeatable && attribute.min)
        data[name] = Array.from({ length: attribute.min }, (_, k) => fill(attribute.component, `${label}.${k + 1}`));
    }
    return data;
  };
  const draft = Array.from({ length: BLOCKS }, (_, i) => {
    const uid = allowed[i % allowed.length];
    return { __component: uid, ...fill(uid, `Block ${i + 1}`) };
  });
  const response = await fetch(`${cmsUrl}/content-manager/collection-types/api::landing-page.landing-page?locale=en-US`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: 'Benchmark page', slug: `bench-${Date.now()}`, draft }),
  });
  if (!response.ok) throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
  return /** @type {any} */ (await response.json()).data.documentId;
}

/** @param {import('playwright-core').Page} page @param {string} builderUrl */
async function openBuilder(page, builderUrl) {
  await page.goto(builderUrl);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="block-card"]').length === n, BLOCKS, { polling: 'raf', timeout: 30_000 });
}

/** @param {import('playwright-core').Page} page @param {string} builderUrl */
async function signIn(page, builderUrl, account = { email: 'editor@example.com', password: 'Editor12345' }) {
  await page.goto(new URL('/App/Dashboard/Index', builderUrl).href);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Pages' }).waitFor();
}

/**
 * Instruments the page (or the page canvas's frame): for each pointerup / keydown, start = the
 * event's timeStamp; "dom" = when a MutationObserver on `root` sees the change (React's commit in the
 * builder's list; the browser's own edit of a text being edited in place in the frame); "frame" =
 * when a task queued from the first animation frame after that change runs (that frame's rendering
 * is done).
 * @param {import('playwright-core').Page | import('playwright-core').Frame} target @param {string} root
 */
async function instrument(target, root) {
  await target.evaluate((root) => {
    const w = /** @type {any} */ (window);
    w.__bench = { dom: [], frame: [], delay: [], events: [] };
    /** @type {number | null} */
    let pending = null;
    const channel = new MessageChannel();
    /** @type {number[]} */
    const waiting = [];
    channel.port1.onmessage = () => {
      const start = waiting.shift();
      if (start !== undefined) w.__bench.frame.push(performance.now() - start);
    };
    new MutationObserver(() => {
      if (pending === null) return;
      const start = pending;
      pending = null;
      w.__bench.dom.push(performance.now() - start);
      performance.mark('bench:dom');
      requestAnimationFrame(() => {
        waiting.push(start);
        channel.port2.postMessage(null);
      });
    }).observe(/** @type {Element} */ (document.querySelector(root)), { childList: true, subtree: true, characterData: true });
    const begin = (/** @type {Event} */ event) => {
      const now = performance.now();
      pending = event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now;
      w.__bench.delay.push(now - pending);
    };
    window.addEventListener('pointerup', begin, true);
    window.addEventListener('keydown', begin, true);
    const seen = new Set();
    new PerformanceObserver((list) => {
      for (const entry of /** @type {any[]} */ (list.getEntries())) {
        const id = `${entry.name}@${entry.startTime}`;
        if ((entry.name !== 'pointerup' && entry.name !== 'keydown') || seen.has(id)) continue;
        seen.add(id);
        w.__bench.events.push({ name: entry.name, duration: entry.duration, processing: entry.processingEnd - entry.startTime });
      }
    }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: false }));
  }, root);
}

/** @param {import('playwright-core').Page | import('playwright-core').Frame} target */
const take = (target) =>
  target.evaluate(() => {
    const b = /** @type {any} */ (window).__bench;
    return {
      dom: /** @type {number[]} */ (b.dom.splice(0)),
      frame: /** @type {number[]} */ (b.frame.splice(0)),
      delay: /** @type {number[]} */ (b.delay.splice(0)),
      events: /** @type {{ name: string, duration: number, processing: number }[]} */ (b.events.splice(0)),
    };
  });

/** The canvas's block keys in order. @param {import('playwright-core').Page} page */
const order = (page) => page.$$eval('[data-testid="block-card"]', (cards) => cards.map((card) => /** @type {HTMLElement} */ (card).dataset.key ?? ''));

/**
 * Mouse drags, each moving the block at position 2..9 one place down. Before letting go, waits until
 * dnd-kit shows the drop position (the next card displaced upwards), as a person would; after,
 * checks that exactly that move happened. Throws when a drag did not reorder.
 * @param {import('playwright-core').Page} page @param {number} count
 */
async function drags(page, count) {
  for (let i = 0; i < count; i += 1) {
    const from = (i % 8) + 1;
    const before = await order(page);
    const card = page.locator(`[data-testid="block-card"][data-key="${before[from]}"]`);
    const next = page.locator(`[data-testid="block-card"][data-key="${before[from + 1]}"]`);
    // In the middle of the canvas: near its edges dnd-kit's auto-scroll would carry the drop further.
    await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = await card.locator('.handle').boundingBox();
    const nextBox = await next.boundingBox();
    if (!box || !nextBox) throw new Error(`drag ${i + 1}: block ${from + 1} or its neighbour is not on screen`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 8, { steps: 2 });
    await page.mouse.move(x, nextBox.y + nextBox.height * 0.6, { steps: 6 });
    await next
      .evaluate(
        (el) =>
          new Promise((resolve, reject) => {
            const deadline = performance.now() + 5000;
            const check = () => {
              if (/translate(3d)?\(0px, -/.test(/** @type {HTMLElement} */ (el).style.transform)) resolve(null);
              else if (performance.now() > deadline) reject(new Error('the drop position never showed'));
              else requestAnimationFrame(check);
            };
            check();
          }),
      )
      .catch((error) => {
        throw new Error(`drag ${i + 1} (block ${from + 1} one place down): ${error.message}`);
      });
    await page.mouse.up();
    await page.waitForTimeout(200);
    const after = await order(page);
    const expected = [...before];
    expected.splice(from + 1, 0, ...expected.splice(from, 1));
    if (after.join('|') !== expected.join('|')) {
      const moved = after.join('|') !== before.join('|');
      if (process.env.BENCH_DEBUG) console.error({ from, before: before.slice(0, 12), after: after.slice(0, 12) });
      throw new Error(
        `drag ${i + 1} (block ${from + 1} one place down) ${moved ? 'produced a different order than expected' : 'did not change the order'}; every measured drag must reorder`,
      );
    }
  }
}

/** Types `count` letters into the first text field of block 6 (its card's summary updates). @param {import('playwright-core').Page} page @param {number} count */
async function typing(page, count) {
  await page.locator('.block-title').nth(5).click();
  const field = page.locator('.inspector input[type="text"]').first();
  await field.click();
  const before = await field.inputValue();
  await take(page);
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(200);
  const after = await field.inputValue();
  if (after.length !== before.length + count) throw new Error(`typing: the field has ${after.length - before.length} new characters, not ${count}`);
}

/** Scripting / style / layout / paint / other main-thread time of each traced interaction. */
const CATEGORY = /** @type {Record<string, string>} */ ({
  EventDispatch: 'scripting',
  FunctionCall: 'scripting',
  TimerFire: 'scripting',
  FireAnimationFrame: 'scripting',
  RunMicrotasks: 'scripting',
  'v8.execute': 'scripting',
  EvaluateScript: 'scripting',
  'V8.GC_SCAVENGER': 'scripting',
  MinorGC: 'scripting',
  MajorGC: 'scripting',
  GCEvent: 'scripting',
  FireIdleCallback: 'scripting',
  'ResizeObserverController::DeliverObservations': 'scripting',
  'IntersectionObserverController::computeIntersections': 'layout',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ScheduleStyleRecalculation: 'style',
  Layout: 'layout',
  UpdateLayer: 'paint',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  UpdateLayerTree: 'layout',
  CompositeLayers: 'paint',
  Commit: 'paint',
});

/** Length of the union of [start, end) intervals. @param {[number, number][]} intervals */
function unionLength(intervals) {
  let total = 0;
  let reach = -Infinity;
  for (const [start, end] of [...intervals].sort((a, b) => a[0] - b[0])) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total;
}

/**
 * Per interaction of `type` in the trace (in order): queueing delay (from the page) + busy main-thread
 * time from the event's dispatch to the end of the compositor commit of the first frame after the
 * page's `bench:dom` mark; and that busy time split by category.
 * @param {any[]} events @param {string} type @param {number[]} delays
 */
function produced(events, type, delays) {
  const marks = events.filter((e) => e.name === 'bench:dom' && String(e.cat).includes('user_timing'));
  if (!marks.length) throw new Error('trace: no bench:dom marks (user timing missing from the trace)');
  const thread = `${marks[0].pid}:${marks[0].tid}`;
  const onThread = (/** @type {any} */ e) => `${e.pid}:${e.tid}` === thread;
  const complete = events.filter((e) => e.ph === 'X' && typeof e.dur === 'number' && onThread(e)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = complete.filter((e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask');
  if (!tasks.length) throw new Error('trace: no top-level tasks on the main thread (toplevel category missing)');
  const dispatches = complete.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === type);
  const domMarks = marks
    .filter(onThread)
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  if (dispatches.length !== delays.length) throw new Error(`trace: ${dispatches.length} ${type} dispatches for ${delays.length} measured events`);
  /** @type {number[]} */
  const totals = [];
  const split = { scripting: 0, style: 0, layout: 0, paint: 0, other: 0 };
  dispatches.forEach((dispatch, i) => {
    const next = dispatches[i + 1]?.ts ?? Infinity;
    const mark = domMarks.find((ts) => ts >= dispatch.ts);
    if (mark === undefined || mark >= next) throw new Error(`trace: ${type} ${i + 1} changed nothing in the canvas before the next one`);
    const commit = complete.find((e) => e.name === 'Commit' && e.ts >= mark);
    if (!commit) throw new Error(`trace: no frame was committed after ${type} ${i + 1}`);
    const from = dispatch.ts;
    const to = commit.ts + commit.dur;
    const busy = unionLength(tasks.filter((t) => t.ts < to && t.ts + t.dur > from).map((t) => [Math.max(t.ts, from), Math.min(t.ts + t.dur, to)]));
    totals.push(delays[i] + busy / 1000);
    /** @type {{ end: number, category: string, self: number }[]} */
    const stack = [];
    const close = (/** @type {number} */ until) => {
      while (stack.length && stack[stack.length - 1].end <= until) {
        const done = /** @type {{ end: number, category: string, self: number }} */ (stack.pop());
        split[/** @type {keyof typeof split} */ (done.category)] += done.self / 1000 / dispatches.length;
      }
    };
    for (const event of complete.filter((e) => e.ts >= from && e.ts + e.dur <= to && !tasks.includes(e))) {
      close(event.ts);
      const parent = stack[stack.length - 1];
      if (parent) parent.self -= event.dur;
      stack.push({ end: event.ts + event.dur, category: CATEGORY[event.name] ?? parent?.category ?? 'other', self: event.dur });
    }
    close(Infinity);
  });
  return { totals, split };
}

/** @param {import('playwright-core').BrowserContext} context @param {import('playwright-core').Page} page @param {() => Promise<void>} work */
async function traced(context, page, work) {
  const cdp = await context.newCDPSession(page);
  /** @type {any[]} */
  const events = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  await work();
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();
  return events;
}

// With the real site: the builder's main canvas is its draft preview (canvas.mjs).
/**
 * The live-editing figures: edit → visible in another builder, and many editors at once (live.mjs).
 * @param {{ cms: string, builder: string }} urls @param {(failed: boolean) => void} fail
 */
async function liveFigures(urls, fail) {
  const documentId = await seedLivePage(urls.cms, LOAD_EDITORS);
  const builderUrl = `${urls.builder}/App/PageBuilder/Builder?type=landing-page&id=${documentId}&locale=en-US`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: BASE_ARGS });
  try {
    const login = (/** @type {import('playwright-core').Page} */ page, /** @type {{ email: string, password: string }} */ account) =>
      signIn(page, builderUrl, account);
    const visible = await editToVisible(browser, builderUrl, login, urls.cms);
    const load = await manyEditors(browser, builderUrl, urls.cms, documentId, login);
    const p95 = quantile(visible, 0.95);
    console.log(`live editing: two builders on a page of ${LOAD_EDITORS} blocks, then ${LOAD_EDITORS} editors on it`);
    console.log(
      `${'  edit → visible in another editor p95'.padEnd(44)} ${p95.toFixed(1).padStart(8)} ms  target ≤ ${TARGETS.liveVisible} ms  ${p95 <= TARGETS.liveVisible ? 'ok' : 'OVER'}`,
    );
    console.log(`${''.padEnd(44)} (p50 ${quantile(visible, 0.5).toFixed(1)} ms, max ${Math.max(...visible).toFixed(1)} ms, ${visible.length} trials)`);
    const expected = LOAD_EDITORS * LOAD_RATE * LOAD_SECONDS;
    const ok = load.lost.length === 0 && load.sent === expected;
    console.log(
      `${`  ${LOAD_EDITORS} editors × ${LOAD_RATE} edits/s × ${LOAD_SECONDS} s`.padEnd(44)} ${String(load.sent).padStart(8)} of ${expected} edits taken in ${load.seconds.toFixed(1)} s; ${load.refused} refused, ${load.failed} failed; every stream heard ${Math.min(...load.heardEach)}–${Math.max(...load.heardEach)}, in one order  ${ok ? 'ok: none lost' : 'LOST'}`,
    );
    for (const line of load.lost.slice(0, 10)) console.log(`    ${line}`);
    fail(p95 > TARGETS.liveVisible || !ok);
  } finally {
    await browser.close();
  }
}

const stack = await startStack({ name: 'bench', build: !process.env.BENCH_SKIP_BUILD, web: true });
let failed = false;
try {
  if (LIVE_ONLY) await liveFigures(stack.urls, (bad) => (failed ||= bad));
  else {
    const documentId = await seedPage(stack.urls.cms);
    const builderUrl = `${stack.urls.builder}/App/PageBuilder/Builder?type=landing-page&id=${documentId}&locale=en-US`;
    const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

    const browser = await chromium.launch({ executablePath, args: BASE_ARGS });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(canvasReadyScript(BLOCKS));
    const page = await context.newPage();
    await signIn(page, builderUrl);
    const loads = [];
    const canvasLoads = [];
    for (let run = 0; run < 3; run += 1) {
      await page.goto('about:blank');
      await openBuilder(page, builderUrl);
      loads.push(await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))))));
      canvasLoads.push(await canvasLoad(page));
    }
    await instrument(page, 'ol.blocks');
    const reorderTrace = await traced(context, page, () => drags(page, DRAGS));
    const reorder = await take(page);
    const typingTrace = await traced(context, page, () => typing(page, KEYS));
    const typed = await take(page);
    const canvasClicks = await clickToPanel(page, CANVAS_TRIALS);
    const canvasFields = await clickToField(page, CANVAS_TRIALS);
    const canvasKeys = await panelKeyToPage(page, CANVAS_TRIALS);
    const autosaves = await lastKeyToSaved(page, CANVAS_TRIALS);
    const editing = await startInPlace(page);
    await instrument(editing.frame, `[data-block-index="${editing.index}"]`);
    let edited = '';
    const inPlaceTrace = await traced(context, page, async () => void (edited = await typeInPlace(page, editing.frame, editing.index, KEYS)));
    const inPlace = await take(editing.frame);
    await commitInPlace(page, editing.frame, editing.index, edited);
    const canvasStructure = await structureToPage(page, CANVAS_TRIALS, BLOCKS);
    await browser.close();
    if (process.env.BENCH_TRACE_DIR) {
      // For a look in DevTools' Performance panel (Load profile…) or chrome://tracing.
      mkdirSync(process.env.BENCH_TRACE_DIR, { recursive: true });
      writeFileSync(path.join(process.env.BENCH_TRACE_DIR, 'reorder.json'), JSON.stringify({ traceEvents: reorderTrace }));
      writeFileSync(path.join(process.env.BENCH_TRACE_DIR, 'typing.json'), JSON.stringify({ traceEvents: typingTrace }));
      writeFileSync(path.join(process.env.BENCH_TRACE_DIR, 'in-place.json'), JSON.stringify({ traceEvents: inPlaceTrace }));
    }

    if (reorder.frame.length !== DRAGS || reorder.dom.length !== DRAGS)
      throw new Error(`reorder: ${reorder.dom.length} DOM updates and ${reorder.frame.length} frames for ${DRAGS} drops`);
    if (typed.frame.length !== KEYS || typed.dom.length !== KEYS)
      throw new Error(`typing: ${typed.dom.length} DOM updates and ${typed.frame.length} frames for ${KEYS} keys`);
    const reorderProduced = produced(reorderTrace, 'pointerup', reorder.delay);
    const typingProduced = produced(typingTrace, 'keydown', typed.delay);
    if (inPlace.frame.length !== KEYS || inPlace.dom.length !== KEYS)
      throw new Error(`in-place typing: ${inPlace.dom.length} DOM updates and ${inPlace.frame.length} frames for ${KEYS} keys`);
    const inPlaceProduced = produced(inPlaceTrace, 'keydown', inPlace.delay);

    const figures = { interactive: Math.min(...loads), bundleKb: bundleGzipKb() };
    const ms = (/** @type {number} */ v) => `${v.toFixed(1)} ms`;
    const row = (/** @type {string} */ label, /** @type {number} */ value, /** @type {number} */ target, /** @type {string} */ unit) => {
      const ok = value <= target;
      failed ||= !ok;
      console.log(`${label.padEnd(44)} ${value.toFixed(1).padStart(8)} ${unit.padEnd(3)} target ≤ ${target} ${unit}  ${ok ? 'ok' : 'OVER'}`);
    };
    const info = (/** @type {string} */ label, /** @type {number[]} */ values, /** @type {string} */ note) =>
      console.log(
        `${`${label} p95`.padEnd(44)} ${quantile(values, 0.95).toFixed(1).padStart(8)} ms  (p50 ${ms(quantile(values, 0.5))}${note ? `; ${note}` : ''})`,
      );
    const eventTiming = (/** @type {string} */ label, /** @type {{ duration: number, processing: number }[]} */ entries, /** @type {number} */ total) => {
      const durations = entries.map((e) => e.duration).sort((a, b) => b - a);
      const rank = Math.floor(0.05 * total);
      const p95 = durations.length > rank ? `p95 ${ms(durations[rank])}` : 'p95 < 16 ms';
      console.log(
        `${label.padEnd(44)} ${String(durations.length).padStart(4)} of ${total} events ≥ 16 ms to presentation, ${p95}${durations.length ? ` (max ${ms(durations[0])}, handler end max ${ms(Math.max(...entries.map((e) => e.processing)))})` : ''}`,
      );
    };
    const split = (/** @type {string} */ label, /** @type {ReturnType<typeof produced>['split']} */ t) =>
      console.log(
        `${label.padEnd(44)} scripting ${ms(t.scripting)}, style ${ms(t.style)}, layout ${ms(t.layout)}, paint ${ms(t.paint)}, other ${ms(t.other)} (mean per event)`,
      );

    console.log(
      `\nBuilder benchmark: ${BLOCKS} blocks, Chromium, production build, ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((v) => v.toFixed(1))
        .join(' ')}`,
    );
    row('load to interactive (best of 3)', figures.interactive, TARGETS.interactive, 'ms');
    console.log(`${''.padEnd(44)} (runs: ${loads.map((v) => Math.round(v)).join(', ')} ms)`);
    /**
     * The rows of one measured interaction: the target (frame produced, p95), its spread, → DOM, the
     * vsync-locked figure, Event Timing and the busy main-thread split.
     * @param {{ title: string, input: string, event: string, count: number, target: number, produced: ReturnType<typeof produced>, measured: Awaited<ReturnType<typeof take>> }} interaction
     */
    const interactionRows = ({ title, input, event, count, target, produced: { totals, split: busy }, measured }) => {
      console.log(title);
      row(`  ${input} → frame produced p95`, quantile(totals, 0.95), target, 'ms');
      info(`  ${input} → frame produced`, totals, `max ${ms(Math.max(...totals))}; idle wait for the frame excluded`);
      info(`  ${input} → DOM`, measured.dom, '');
      info(`  vsync-locked: ${input} → next frame`, measured.frame, 'idle wait for vsync included; not the target');
      eventTiming(`  Event Timing ${event}`, measured.events, count);
      split('  busy main thread split', busy);
    };
    interactionRows({
      title: `reorder: ${DRAGS} mouse drags, each checked to have moved its block one place down`,
      input: 'drop',
      event: 'pointerup',
      count: DRAGS,
      target: TARGETS.reorder,
      produced: reorderProduced,
      measured: reorder,
    });
    interactionRows({
      title: `typing: ${KEYS} keys in a block's text field (field and card summary update)`,
      input: 'key',
      event: 'keydown',
      count: KEYS,
      target: TARGETS.typing,
      produced: typingProduced,
      measured: typed,
    });
    interactionRows({
      title: `editing in place: ${KEYS} keys typed into a block's title on the page (the browser edits the text; Escape commits it to the store)`,
      input: 'key',
      event: 'keydown',
      count: KEYS,
      target: TARGETS.inPlace,
      produced: inPlaceProduced,
      measured: inPlace,
    });
    console.log(`page canvas: the site's draft preview in the builder, ${CANVAS_TRIALS} trials each (times across builder and frame, to the painted frame)`);
    row('  load to interactive (best of 3)', Math.min(...canvasLoads), TARGETS.canvasLoad, 'ms');
    console.log(`${''.padEnd(44)} (runs: ${canvasLoads.map((v) => Math.round(v)).join(', ')} ms; navigation → all blocks and the overlay in the frame)`);
    for (const [label, values, target] of /** @type {const} */ ([
      ['click on the page → panel shown', canvasClicks, TARGETS.canvasClick],
      ['click on a text → its field focused', canvasFields, TARGETS.canvasField],
      ['key in the panel → shown on the page', canvasKeys, TARGETS.canvasKey],
      ['move/duplicate/delete → page updated', canvasStructure, TARGETS.canvasStructure],
      ['last key → saved in the CMS (autosave)', autosaves, TARGETS.saved],
    ])) {
      row(`  ${label} p95`, quantile(values, 0.95), target, 'ms');
      info(`  ${label}`, values, `max ${ms(Math.max(...values))}`);
    }
    row('bundle gzip (js + css)', figures.bundleKb, TARGETS.bundleKb, 'KB');
    await liveFigures(stack.urls, (bad) => (failed ||= bad));
  }
} catch (error) {
  console.error('[bench]', error);
  failed = true;
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
