// @ts-check
/**
 * Live editing figures for npm run bench:builder (run.mjs calls these on its stack):
 *
 *  - edit → visible in another editor: two builders (two browser contexts, two editors) on one page; the first
 *    types a new title into a block's panel field, and the time runs from its input event to the moment the second
 *    builder's outline shows the new title (a MutationObserver on the second page). Both pages share the machine's
 *    clock (Date.now()). p50/p95 of LATENCY_TRIALS trials.
 *  - load: LOAD_EDITORS editors on one page, each making LOAD_RATE edits a second for LOAD_SECONDS, on the live
 *    protocol itself (contract/wire live-changes.ts: a stream each, changes posted as the builder posts them), with a
 *    real builder open on the page as well. Counted: changes sent, changes each stream heard (every tab must hear
 *    every change, in the same order), refusals, and at the end whether the real builder and every stream hold each
 *    editor's last edit. Any lost or reordered edit fails the bench.
 */

export const LATENCY_TRIALS = 50;
export const LOAD_EDITORS = 20;
export const LOAD_RATE = 2;
export const LOAD_SECONDS = 60;

const EDITOR = { email: 'editor@example.com', password: 'Editor12345' };

/** @param {string} cmsUrl @param {{ email: string, password: string }} account */
async function login(cmsUrl, account) {
  const response = await fetch(`${cmsUrl}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  if (!response.ok) throw new Error(`login ${account.email}: ${response.status}`);
  return /** @type {any} */ (await response.json()).data.token;
}

/** A landing page of `count` heroes ("Hero 1"…), saved as a draft; its document id. @param {string} cmsUrl @param {number} count */
export async function seedLivePage(cmsUrl, count) {
  const token = await login(cmsUrl, EDITOR);
  const draft = Array.from({ length: count }, (_, i) => ({ __component: 'blocks.hero-image-left', title: `Hero ${i + 1}` }));
  const response = await fetch(`${cmsUrl}/content-manager/collection-types/api::landing-page.landing-page?locale=en-US`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Live benchmark', slug: `live-bench-${Date.now()}`, draft }),
  });
  if (!response.ok) throw new Error(`seeding the live page failed: ${response.status} ${await response.text()}`);
  return /** @type {any} */ (await response.json()).data.documentId;
}

/** `count` editors (Strapi's Editor role), each with their own sign-in: the live rate limit counts per editor. @param {string} cmsUrl @param {number} count */
async function createEditors(cmsUrl, count) {
  const token = await login(cmsUrl, EDITOR);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const roles = /** @type {any} */ (await (await fetch(`${cmsUrl}/admin/roles`, { headers })).json()).data;
  const role = roles.find((/** @type {any} */ r) => r.code === 'strapi-editor').id;
  const stamp = Date.now().toString(36);
  /** @type {{ email: string, password: string }[]} */
  const accounts = [];
  for (let i = 0; i < count; i += 1) {
    const email = `live-${stamp}-${i}@example.com`;
    const password = 'Bench12345';
    const created = await fetch(`${cmsUrl}/admin/users`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, firstname: `Editor${i + 1}`, lastname: 'Bench', roles: [role] }),
    });
    if (!created.ok) throw new Error(`invite: ${created.status} ${await created.text()}`);
    const registrationToken = /** @type {any} */ (await created.json()).data.registrationToken;
    const registered = await fetch(`${cmsUrl}/admin/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ registrationToken, userInfo: { firstname: `Editor${i + 1}`, lastname: 'Bench', password } }),
    });
    if (!registered.ok) throw new Error(`register: ${registered.status}`);
    accounts.push({ email, password });
  }
  return accounts;
}

/**
 * One editor's tab on the live protocol: its stream (events kept in order) and its posts.
 * @param {string} cmsUrl @param {string} documentId @param {string} token
 */
async function tab(cmsUrl, documentId, token) {
  const url = `${cmsUrl}/publishing/pages/landing-page/${documentId}/live?locale=en-US`;
  const controller = new AbortController();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`live stream: ${response.status}`);
  /** @type {any[]} */
  const events = [];
  /** @type {((event: any) => void)[]} */
  const waiters = [];
  let buffer = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of /** @type {any} */ (response.body)) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (!data) continue;
          const event = JSON.parse(data);
          events.push(event);
          for (const waiter of waiters.splice(0)) waiter(event);
        }
      }
    } catch {
      // Aborted at the end.
    }
  })();
  /** @param {(event: any) => boolean} test */
  const next = async (test) => {
    for (;;) {
      const found = events.find(test);
      if (found) return found;
      await new Promise((resolve) => waiters.push(resolve));
    }
  };
  const hello = await next((event) => event.type === 'hello');
  const session = hello.session;
  /** @param {string} path @param {unknown} body */
  const post = (path, body) =>
    fetch(url.replace('/live?', `/live${path}?`), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ session, .../** @type {object} */ (body) }),
    });
  const heartbeat = setInterval(() => void post('', { selection: null }).catch(() => undefined), 3_000);
  return {
    session,
    events,
    next,
    post,
    async close() {
      clearInterval(heartbeat);
      controller.abort();
      await reading;
    },
  };
}

/**
 * Edit → visible in another editor's builder, LATENCY_TRIALS times.
 * @param {import('playwright-core').Browser} browser @param {string} builderUrl the builder on the page
 * @param {(page: import('playwright-core').Page, account: { email: string, password: string }) => Promise<void>} signIn
 * @param {string} cmsUrl
 */
export async function editToVisible(browser, builderUrl, signIn, cmsUrl) {
  const [second] = await createEditors(cmsUrl, 1);
  const contexts = await Promise.all([
    browser.newContext({ viewport: { width: 1440, height: 900 } }),
    browser.newContext({ viewport: { width: 1440, height: 900 } }),
  ]);
  const [writer, reader] = await Promise.all(contexts.map((context) => context.newPage()));
  await signIn(writer, EDITOR);
  await signIn(reader, second);
  await writer.goto(builderUrl);
  await writer.getByTestId('block-card').first().waitFor();
  await reader.goto(builderUrl);
  await reader.getByTestId('block-card').first().waitFor();
  // Both on the page, and the second has the page from the first (live-changes.ts: a newcomer takes the page).
  await writer.getByRole('list', { name: 'Also on this page' }).getByRole('button').first().waitFor();
  await writer
    .getByTestId('block-card')
    .first()
    .getByRole('button', { name: /^Hero with image/ })
    .click();
  const field = writer.getByLabel(/^Title/);
  await reader.waitForTimeout(3_000);
  /** @type {number[]} */
  const times = [];
  for (let trial = 0; trial < LATENCY_TRIALS; trial += 1) {
    const marker = `Live ${trial} ${Math.random().toString(36).slice(2, 8)}`;
    const seen = reader.evaluate(
      (text) =>
        new Promise((resolve) => {
          const card = () => document.querySelector('[data-testid="block-card"]')?.textContent ?? '';
          const observer = new MutationObserver(() => {
            if (!card().includes(text)) return;
            observer.disconnect();
            resolve(Date.now());
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        }),
      marker,
    );
    const typed = writer.evaluate(
      () =>
        new Promise((resolve) => {
          document.addEventListener('input', () => resolve(Date.now()), { capture: true, once: true });
        }),
    );
    await field.fill(marker);
    const [at, shown] = /** @type {[number, number]} */ (await Promise.all([typed, seen]));
    times.push(shown - at);
    await writer.waitForTimeout(150);
  }
  await Promise.all(contexts.map((context) => context.close()));
  return times;
}

/**
 * LOAD_EDITORS editors at LOAD_RATE edits a second each for LOAD_SECONDS on one page, with a real builder open on it.
 * Each editor writes its own block's title ("Hero 3 · edit 57"); the builder was there first, so every editor takes
 * the page (its block keys) from it. Returns the counts; `lost` lists what went missing (empty when nothing did).
 * @param {import('playwright-core').Browser} browser @param {string} builderUrl @param {string} cmsUrl @param {string} documentId
 * @param {(page: import('playwright-core').Page, account: { email: string, password: string }) => Promise<void>} signIn
 */
export async function manyEditors(browser, builderUrl, cmsUrl, documentId, signIn) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, EDITOR);
  await page.goto(builderUrl);
  await page
    .getByTestId('block-card')
    .nth(LOAD_EDITORS - 1)
    .waitFor();
  await page.waitForTimeout(1_000);
  const accounts = await createEditors(cmsUrl, LOAD_EDITORS);
  const tokens = await Promise.all(accounts.map((account) => login(cmsUrl, account)));
  const tabs = [];
  for (const token of tokens) tabs.push(await tab(cmsUrl, documentId, token));
  // Each takes the page from a tab already there.
  const pages = await Promise.all(tabs.map((t) => t.next((event) => event.type === 'sync')));
  const keys = pages.map((sync) => sync.page.blocks.map((/** @type {any} */ block) => block.__key));
  if (keys.some((list) => list.join() !== keys[0].join())) throw new Error('the editors took pages with different block keys');
  const counts = { sent: 0, refused: 0, failed: 0 };
  const last = /** @type {string[]} */ (Array(LOAD_EDITORS).fill(''));
  const started = Date.now();
  await Promise.all(
    tabs.map(async (t, i) => {
      let seq = 0;
      // Spread over the second so the editors do not all post at once.
      await new Promise((resolve) => setTimeout(resolve, (i * 1000) / LOAD_EDITORS / LOAD_RATE));
      for (let n = 1; n <= LOAD_RATE * LOAD_SECONDS; n += 1) {
        const due = started + (n * 1000) / LOAD_RATE + (i * 1000) / LOAD_EDITORS / LOAD_RATE;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
        const value = `Hero ${i + 1} · edit ${n}`;
        const response = await t.post('/changes', { seq: ++seq, ops: [{ op: 'set', in: 'block', key: keys[0][i], path: ['title'], value }] });
        if (response.ok) {
          counts.sent += 1;
          last[i] = value;
        } else if (response.status >= 500 || response.status === 429) counts.failed += 1;
        else counts.refused += 1;
        await response.body?.cancel();
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  // Every stream hears every change, in one order.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const heard = tabs.map((t) => t.events.filter((event) => event.type === 'change'));
  const order = heard.map((list) => list.map((event) => `${event.session}:${event.seq}`).join());
  const lost = [];
  for (const [i, list] of heard.entries())
    if (list.length !== counts.sent) lost.push(`editor ${i + 1}'s stream heard ${list.length} of ${counts.sent} changes`);
  if (order.some((sequence) => sequence !== order[0])) lost.push('the streams heard the changes in different orders');
  // The real builder shows each editor's last edit.
  for (const [i, value] of last.entries()) {
    const shown = await page.getByTestId('block-card').nth(i).textContent();
    if (!shown?.includes(value)) lost.push(`the builder shows "${shown?.slice(0, 60)}" for block ${i + 1}, not "${value}"`);
  }
  await Promise.all(tabs.map((t) => t.close()));
  await context.close();
  return { ...counts, seconds, heardEach: heard.map((list) => list.length), lost };
}
