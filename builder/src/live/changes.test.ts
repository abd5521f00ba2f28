import { describe, expect, it } from 'vitest';
import type { LiveChangeEvent, LiveOp, LivePage } from 'contract/wire';
import type { Block, Draft } from '../store/types';
import { liveChanges, type LiveChanges } from './changes';

const block = (key: string, fields: Record<string, unknown> = {}): Block => ({ __key: key, __component: 'blocks.text', title: key, ...fields });
const start = (): Draft => ({ blocks: [block('a'), block('b'), block('c')], settings: { title: 'T' }, page: { slug: 's' } });
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Runs timers by hand: `run()` fires those that are due, in order. */
function clock() {
  let now = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  return {
    set: (run: () => void, ms: number) => {
      timers.set(next, { at: now + ms, run });
      return next++;
    },
    clear: (id: unknown) => void timers.delete(id as number),
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at))
        if (timer.at <= now) {
          timers.delete(id);
          timer.run();
        }
    },
  };
}

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

/** A CMS that orders every change and hands it to every tab (each tab hears in that order, when `deliver` says). */
function room(time: ReturnType<typeof clock>) {
  const tabs: { session: string; engine: LiveChanges; view: Draft; inbox: LiveChangeEvent[]; offline: boolean; refuse?: (ops: LiveOp[]) => string | null }[] =
    [];
  let count = 0;
  const join = (
    view: Draft,
    options: {
      dirty?: boolean;
      refuse?: (ops: LiveOp[]) => string | null;
      holds?: (op: LiveOp) => boolean;
      saved?: (at: string, page: Draft) => void;
      rejoined?: (before: Draft, page: Draft) => void;
    } = {},
  ) => {
    const session = (++count).toString(16).padStart(24, '0');
    const tab = { session, view, inbox: [] as LiveChangeEvent[], offline: false, refuse: options.refuse, engine: null as unknown as LiveChanges };
    tab.engine = liveChanges({
      present: () => tab.view,
      show: (draft) => {
        tab.view = draft;
      },
      post: async (seq, ops) => {
        const refusal = tab.refuse?.(ops);
        if (refusal) return { result: 'refused', message: refusal };
        if (tab.offline) return { result: 'failed' };
        for (const other of tabs) if (!other.offline) other.inbox.push(json({ type: 'change', session: tab.session, editor: 1, seq, ops }));
        return { result: 'sent' };
      },
      postSync: async (to, page: LivePage) => {
        tabs.find((other) => other.session === to)?.inbox.push(json({ type: 'sync', from: tab.session, to, page }));
      },
      refused: () => undefined,
      dirty: () => options.dirty ?? false,
      holds: options.holds,
      saved: options.saved,
      rejoined: options.rejoined,
      setTimer: time.set,
      clearTimer: time.clear,
    });
    const others = tabs.length > 0;
    tabs.push(tab);
    tab.engine.joined(session, others);
    for (const other of tabs) if (other !== tab) other.engine.arrived(session);
    return tab;
  };
  const edit = (tab: (typeof tabs)[number], change: (draft: Draft) => Draft) => {
    const previous = tab.view;
    tab.view = change(previous);
    tab.engine.local(previous, tab.view);
  };
  const deliver = (tab: (typeof tabs)[number]) => {
    const event = tab.inbox.shift();
    if (event) tab.engine.heard(event);
  };
  const drain = async () => {
    for (let round = 0; round < 50; round += 1) {
      time.advance(100);
      await settle();
      for (const tab of tabs) while (tab.inbox.length) deliver(tab);
      await settle();
    }
  };
  /** The tab's link dropped and came back: a new session, and the others are told it arrived. */
  const rejoin = (tab: (typeof tabs)[number]) => {
    tab.session = (++count).toString(16).padStart(24, '0');
    tab.offline = false;
    tab.engine.joined(tab.session, true);
    for (const other of tabs) if (other !== tab) other.engine.arrived(tab.session);
  };
  return { tabs, join, edit, deliver, drain, rejoin };
}

const setTitle = (key: string, title: string) => (draft: Draft) => ({
  ...draft,
  blocks: draft.blocks.map((item) => (item.__key === key ? { ...item, title } : item)),
});

describe('liveChanges', () => {
  it("shows another tab's edit, and a newcomer takes the page with its keys", async () => {
    const time = clock();
    const page = room(time);
    const a = page.join(start());
    page.edit(a, setTitle('b', 'From A'));
    await page.drain();
    // B opened the page from the CMS: other keys for the same blocks, until it takes A's page.
    const b = page.join({ ...start(), blocks: start().blocks.map((item) => ({ ...item, __key: `x${item.__key}` })) });
    await page.drain();
    expect(b.view).toEqual(a.view);
    page.edit(b, setTitle('c', 'From B'));
    await page.drain();
    expect(a.view.blocks[2].title).toBe('From B');
    expect(a.view).toEqual(b.view);
  });

  it('ends with the same page in every tab after random edits at the same time (the later change of a field wins)', async () => {
    let seed = 11;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let trial = 0; trial < 40; trial += 1) {
      const time = clock();
      const page = room(time);
      const tabs = [page.join(start()), page.join(start()), page.join(start())];
      await page.drain();
      for (let step = 0; step < 60; step += 1) {
        const tab = tabs[Math.floor(random() * tabs.length)];
        const roll = random();
        if (roll < 0.35) page.deliver(tab);
        else if (roll < 0.45) time.advance(60);
        else {
          const blocks = tab.view.blocks;
          const pick = blocks[Math.floor(random() * blocks.length)];
          const kind = Math.floor(random() * 4);
          if (kind === 0 && pick) page.edit(tab, setTitle(pick.__key, `t${trial}-${step}`));
          else if (kind === 1 && pick && blocks.length > 1)
            page.edit(tab, (draft) => {
              const rest = draft.blocks.filter((item) => item !== pick);
              rest.splice(Math.floor(random() * (rest.length + 1)), 0, pick);
              return { ...draft, blocks: rest };
            });
          else if (kind === 2) page.edit(tab, (draft) => ({ ...draft, blocks: [...draft.blocks, block(`n${trial}-${step}`)] }));
          else if (pick) page.edit(tab, (draft) => ({ ...draft, blocks: draft.blocks.filter((item) => item !== pick) }));
        }
        await settle();
      }
      await page.drain();
      expect(tabs[1].view).toEqual(tabs[0].view);
      expect(tabs[2].view).toEqual(tabs[0].view);
    }
  });

  it('takes back a change the CMS refuses, and keeps the rest', async () => {
    const time = clock();
    const page = room(time);
    const a = page.join(start());
    const b = page.join(start(), {
      refuse: (ops) => (ops.some((op) => op.op === 'set' && op.in === 'settings') ? 'Your role may not edit the field "draftSettings.title"' : null),
    });
    await page.drain();
    page.edit(b, (draft) => ({ ...draft, settings: { title: 'Not mine' } }));
    await page.drain();
    page.edit(b, setTitle('a', 'Mine'));
    await page.drain();
    expect(b.view.settings).toEqual({ title: 'T' });
    expect(a.view.settings).toEqual({ title: 'T' });
    expect(a.view.blocks[0].title).toBe('Mine');
  });

  it('holds an edit to a field someone is writing in until they leave it; then it goes, after theirs', async () => {
    const time = clock();
    const page = room(time);
    let typing = true;
    const a = page.join(start());
    const b = page.join(start(), { holds: (op) => typing && op.op === 'set' && op.in === 'block' && op.key === 'a' });
    await page.drain();
    page.edit(b, setTitle('a', 'B waited'));
    page.edit(b, setTitle('c', 'B at once'));
    page.edit(a, setTitle('a', 'A typing'));
    await page.drain();
    expect(a.view.blocks.map((item) => item.title)).toEqual(['A typing', 'b', 'B at once']);
    // B sees its own edit meanwhile.
    expect(b.view.blocks[0].title).toBe('B waited');
    typing = false;
    b.engine.release();
    await page.drain();
    expect(a.view.blocks[0].title).toBe('B waited');
    expect(b.view).toEqual(a.view);
  });

  it('tells the others of a save after the edits it holds, with the page they have then', async () => {
    const time = clock();
    const page = room(time);
    const heard: [string, unknown][] = [];
    const a = page.join(start());
    page.join(start(), { saved: (at, draft) => heard.push([at, draft.blocks[0].title]) });
    await page.drain();
    page.edit(a, setTitle('a', 'Saved title'));
    a.engine.announceSave('2026-11-29T10:00:00.000Z');
    await page.drain();
    expect(heard).toEqual([['2026-11-29T10:00:00.000Z', 'Saved title']]);
  });

  it('comes back from a dropped link with its own edits played on the others’ page, and says so (the merge choice)', async () => {
    const time = clock();
    const page = room(time);
    const asked: [unknown, unknown][] = [];
    const a = page.join(start());
    const b = page.join(start(), { rejoined: (before, now) => asked.push([before.blocks[0].title, now.blocks[0].title]) });
    await page.drain();
    b.offline = true;
    page.edit(b, setTitle('c', 'B offline'));
    await page.drain();
    b.engine.dropped();
    page.edit(a, setTitle('a', 'A online'));
    await page.drain();
    expect(b.view.blocks[0].title).toBe('a');
    page.rejoin(b);
    await page.drain();
    expect(asked).toEqual([['a', 'A online']]);
    expect(b.view).toEqual(a.view);
    expect(a.view.blocks.map((item) => item.title)).toEqual(['A online', 'b', 'B offline']);
  });

  it('starts from its own page when nobody gives it one in time, and when it opened with work kept offline', async () => {
    const time = clock();
    const page = room(time);
    const a = page.join(start());
    a.engine.close();
    // A no longer answers: B waits SYNC_WAIT_MS (4 s), then goes on with its own page.
    const b = page.join(start());
    expect(b.engine.synced).toBe(false);
    time.advance(5_000);
    expect(b.engine.synced).toBe(true);
    // A page that comes late is still taken while B has made no edit.
    const late = { blocks: [{ __component: 'blocks.text', __key: 'late', title: 'Late' }], settings: {}, page: {} };
    b.engine.heard({ type: 'sync', from: a.session, to: b.session, page: late });
    expect(b.view.blocks.map((item) => item.__key)).toEqual(['late']);
    const saved: string[] = [];
    const c = page.join(start(), { dirty: true, saved: (at) => saved.push(at) });
    expect(c.engine.synced).toBe(true);
    // Its keys are not the others': it does not tell them of its saves (they must merge what it saves).
    const d = page.join(start(), { saved: (at) => saved.push(at) });
    c.engine.announceSave('2026-11-29T10:00:00.000Z');
    await page.drain();
    expect(saved).toEqual([]);
    void d;
  });
});
