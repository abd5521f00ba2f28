import type { Knex } from 'knex';
import { dayKeys, dayOf } from './masks';
import { visibleAt, type View } from './windows';
import { COUNTS, DAY_COUNTS } from './tables';

type Row = Record<string, unknown>;

export interface DayCount {
  locale: string;
  key: number;
  day: number;
  n: number;
}

/** Day counts of grid entries grouped by (locale, masks, day), spread over their keys. */
export function spreadDays(into: Map<string, DayCount>, locale: string, catMask: number, indMask: number, day: number, n: number): void {
  for (const key of dayKeys(catMask, indMask)) {
    const id = `${locale}|${key}|${day}`;
    const d = into.get(id) ?? { locale, key, day, n: 0 };
    d.n += n;
    into.set(id, d);
  }
}

/** Count differences gathered over a write, applied as one upsert per (locale, view, masks) and per (locale, key, day). */
export class CountDeltas {
  private readonly deltas = new Map<string, { locale: string; view: View; cat_mask: number; ind_mask: number; n: number }>();
  private readonly days = new Map<string, DayCount>();

  /** Adds (sign 1) or takes away (sign −1) what an entry row counts for at the watermark. */
  add(row: Row, t0: number, sign: 1 | -1): void {
    for (const view of ['g', 'e'] as const) {
      if (!visibleAt(row, view, t0)) continue;
      this.addTo(String(row.locale), view, Number(row.cat_mask), Number(row.ind_mask), sign);
      if (view === 'g') this.addDay(String(row.locale), Number(row.cat_mask), Number(row.ind_mask), dayOf(Number(row.date_published)), sign);
    }
  }

  addTo(locale: string, view: View, catMask: number, indMask: number, n: number): void {
    const key = `${locale}|${view}|${catMask}|${indMask}`;
    const d = this.deltas.get(key) ?? { locale, view, cat_mask: catMask, ind_mask: indMask, n: 0 };
    d.n += n;
    this.deltas.set(key, d);
  }

  /** A grid difference on one day of date_published. */
  addDay(locale: string, catMask: number, indMask: number, day: number, n: number): void {
    spreadDays(this.days, locale, catMask, indMask, day, n);
  }

  async apply(trx: Knex): Promise<void> {
    const rows = [...this.deltas.values()].filter((d) => d.n !== 0);
    for (let i = 0; i < rows.length; i += 200)
      await trx(COUNTS)
        .insert(rows.slice(i, i + 200))
        .onConflict(['locale', 'view', 'cat_mask', 'ind_mask'])
        .merge({ n: trx.raw(`${COUNTS}.n + excluded.n`) });
    // In key order, so that concurrent writers lock the rows they share in one order.
    const days = [...this.days.values()].filter((d) => d.n !== 0).sort((a, b) => a.locale.localeCompare(b.locale) || a.key - b.key || a.day - b.day);
    for (let i = 0; i < days.length; i += 200)
      await trx(DAY_COUNTS)
        .insert(days.slice(i, i + 200))
        .onConflict(['locale', 'key', 'day'])
        .merge({ n: trx.raw(`${DAY_COUNTS}.n + excluded.n`) });
    this.deltas.clear();
    this.days.clear();
  }
}
