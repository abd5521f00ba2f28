/**
 * Live editing across the two CMS instances on Redis (cms/src/live): a builder tab whose stream is open on cms1 sees
 * a tab that opened its stream on cms2, hears its selection when the update reaches the CMS balancer (either
 * instance), and hears it leave when its stream closes; the tabs' changes reach both in one order, and a page sent
 * for a newcomer reaches only it; the stream passes through the balancer as it comes (X-Accel-Buffering). Also: an
 * editor gets nothing for a page that does not exist.
 */
import { CMS, PORTS, url } from './topology.mjs';

const { E2E_ADMIN } = await import('testing/site-e2e');
const { parseLiveChangeEvent, parseLiveEvent } = await import('contract/wire');

/** An open stream: its events as they come. */
async function openStream(base, path, token) {
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const events = [];
  const waiting = new Set();
  if (response.ok && response.body) {
    void (async () => {
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const type = /^event: (.+)$/m.exec(block)?.[1];
            const data = /^data: (.+)$/m.exec(block)?.[1];
            const event = type && data ? (parseLiveEvent(type, data) ?? parseLiveChangeEvent(type, data)) : null;
            if (!event) continue;
            events.push(event);
            for (const wait of waiting)
              if (wait.test(event)) {
                waiting.delete(wait);
                wait.resolve(event);
              }
          }
        }
      } catch {
        // closed
      }
    })();
  }
  return {
    status: response.status,
    events,
    close: () => controller.abort(),
    /** The first event that passes `test`, within 5 s (null after). */
    next(test) {
      const found = events.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => {
        const wait = { test, resolve };
        waiting.add(wait);
        setTimeout(() => {
          waiting.delete(wait);
          resolve(null);
        }, 5_000);
      });
    },
  };
}

/** @returns {Promise<{ name: string, url: string, problem: string | null }[]>} */
export async function liveEditingChecks() {
  const cms1 = url(PORTS.cms1);
  const cms2 = url(PORTS.cms2);
  const login = await (
    await fetch(`${cms1}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(E2E_ADMIN) })
  ).json();
  const token = login.data.token;
  const auth = { authorization: `Bearer ${token}` };
  const pages = await (
    await fetch(`${cms1}/content-manager/collection-types/api::landing-page.landing-page?locale=en-US&pageSize=1`, { headers: auth })
  ).json();
  const documentId = pages.results[0].documentId;
  const path = `/publishing/pages/landing-page/${documentId}/live?locale=en-US`;
  const results = [];
  const check = async (name, target, run) => {
    try {
      results.push({ name, url: target, problem: await run() });
    } catch (error) {
      results.push({ name, url: target, problem: error instanceof Error ? error.message : String(error) });
    }
  };

  await check('live editing: tabs on different CMS instances see each other, their selection and their leaving', `${cms1}${path}`, async () => {
    const first = await openStream(cms1, path, token);
    const second = await openStream(cms2, path, token);
    try {
      if (first.status !== 200 || second.status !== 200) return `streams answered ${first.status} and ${second.status}`;
      const one = await first.next((event) => event.type === 'hello');
      const two = await second.next((event) => event.type === 'hello');
      if (!one || !two) return 'no hello on a stream';
      if (!two.present.some((tab) => tab.session === one.session)) return 'the tab on cms2 was not told of the tab on cms1';
      if (!(await first.next((event) => event.type === 'presence' && event.presence.session === two.session))) return 'cms1 did not hear of the tab on cms2';
      // The update goes through the balancer: whichever instance takes it, cms1's stream hears it.
      const selection = { index: 0, id: null, component: 'blocks.hero', field: null };
      for (let i = 0; i < 2; i += 1) {
        const posted = await fetch(`${CMS}${path}`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ session: two.session, selection: { ...selection, index: i } }),
        });
        if (posted.status !== 204) return `an update through the balancer answered ${posted.status}`;
        const heard = await first.next((event) => event.type === 'presence' && event.presence.session === two.session && event.presence.selection?.index === i);
        if (!heard) return `cms1 did not hear update ${i + 1} of the tab on cms2`;
      }
      second.close();
      if (!(await first.next((event) => event.type === 'leave' && event.session === two.session))) return 'cms1 did not hear the tab on cms2 leave';
      return null;
    } finally {
      first.close();
      second.close();
    }
  });

  await check('live editing: changes posted through the balancer reach tabs on both instances in one order; a sync only its tab', `${CMS}${path}`, async () => {
    const first = await openStream(cms1, path, token);
    const second = await openStream(cms2, path, token);
    try {
      const one = await first.next((event) => event.type === 'hello');
      const two = await second.next((event) => event.type === 'hello');
      if (!one || !two) return 'no hello on a stream';
      const post = (kind, body) =>
        fetch(`${CMS}${path.replace('/live?', `/live/${kind}?`)}`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      // Each tab posts three changes, in turns, each through the balancer (either instance takes it).
      for (let seq = 1; seq <= 3; seq += 1)
        for (const tab of [one, two]) {
          const op = { op: 'set', in: 'block', key: `cluster-${tab.session.slice(0, 6)}`, path: ['title'], value: `Edit ${seq}` };
          const answer = await post('changes', { session: tab.session, seq, ops: [op] });
          if (answer.status !== 204) return `a change through the balancer answered ${answer.status}`;
        }
      const last = (event) => event.type === 'change' && event.session === two.session && event.seq === 3;
      if (!(await first.next(last)) || !(await second.next(last))) return 'a stream did not hear every change';
      const heard = (stream) =>
        stream.events
          .filter((event) => event.type === 'change')
          .map((event) => `${event.session.slice(0, 6)}:${event.seq}`)
          .join(' ');
      if (heard(first) !== heard(second)) return `the instances' streams heard the changes in different orders: "${heard(first)}" and "${heard(second)}"`;
      const page = { blocks: [{ __component: 'blocks.hero-image-left', __key: 'cluster-k1', title: 'Hero' }], settings: {}, page: {} };
      const synced = await post('sync', { session: one.session, to: two.session, page });
      if (synced.status !== 204) return `a sync answered ${synced.status}`;
      if (!(await second.next((event) => event.type === 'sync' && event.from === one.session))) return 'the tab on cms2 did not get the page sent for it';
      if (first.events.some((event) => event.type === 'sync')) return 'the sending tab heard the sync meant for the other';
      return null;
    } finally {
      first.close();
      second.close();
    }
  });

  await check('live editing: the stream passes through the balancer as it comes', `${CMS}${path}`, async () => {
    const through = await openStream(CMS, path, token);
    try {
      if (through.status !== 200) return `status ${through.status}`;
      return (await through.next((event) => event.type === 'hello')) ? null : 'no hello through the balancer within 5 s';
    } finally {
      through.close();
    }
  });

  await check(
    'live editing: no stream for a page that does not exist',
    `${CMS}/publishing/pages/landing-page/nosuchpage0000000000000/live?locale=en-US`,
    async () => {
      const missing = await fetch(`${CMS}/publishing/pages/landing-page/nosuchpage0000000000000/live?locale=en-US`, { headers: auth });
      await missing.body?.cancel();
      return missing.status === 404 ? null : `status ${missing.status}, expected 404`;
    },
  );
  return results;
}
