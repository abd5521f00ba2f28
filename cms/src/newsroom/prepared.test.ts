import { describe, expect, it } from 'vitest';
import { parseNewsroomQuery } from './params';
import { KEY_INDEXES, keyPredicate } from './key-indexes';
import { listAnswer, listStatement } from './prepared';

const statement = (raw: Record<string, string>, limit = 1_800_000_000_000) => listStatement(parseNewsroomQuery(raw), limit);

describe('listStatement', () => {
  it('depends only on the request shape: pages, page sizes, locales and limits are bound values', () => {
    const first = statement({});
    for (const other of [statement({ page: '500' }), statement({ pageSize: '3', locale: 'es-US' }), statement({}, 1_700_000_000_000)]) {
      expect(other.name).toBe(first.name);
      expect(other.text).toBe(first.text);
    }
    expect(statement({ page: '500' }).values).not.toEqual(first.values);
  });

  it('gives a one-key filter the predicate of its own grid index, and several keys a bound mask', () => {
    const industry = statement({ industry: 'LAND' });
    const land = KEY_INDEXES.find((k) => k.name === 'i_land')!;
    expect(industry.text).toContain(keyPredicate('ind_mask', land.bit));
    const two = statement({ category: 'product_updates,company_news', industry: 'BDLG' });
    expect(two.text).toContain('(cat_mask & $3::int) <> 0');
    expect(two.name).not.toBe(statement({ category: 'product_updates,customer_stories', industry: 'ENT' }).name);
    expect(two.name).toBe(statement({ category: 'success_and_learning,customer_stories', industry: 'BDLG', page: '9' }).name);
  });

  it('reads the events view without a category mask (its index holds events only)', () => {
    const events = statement({ category: 'events', industry: 'ENT' });
    expect(events.text).not.toContain('cat_mask &');
    expect(events.text).toContain('event_live = 1');
  });
});

describe('listAnswer', () => {
  it('adds what came in and takes away what went out after the watermark, and the reverse before it', () => {
    const row = { t0: '1000', base: '50', came: '3', went: '1', cards: '{"a":1}' };
    expect(listAnswer(row, 2000)).toEqual({ total: 52, cards: '{"a":1}' });
    expect(listAnswer(row, 500)).toEqual({ total: 48, cards: '{"a":1}' });
    expect(listAnswer({ ...row, cards: null }, 1000).cards).toBe('');
  });
});
