/** The newsroom read model's tables (read-model.ts writes them, counts.ts keeps the counts, query.ts reads), made and changed by numbered migrations (migrations/). */
export const ENTRIES = 'newsroom_entries';
export const KEYS = 'newsroom_entry_keys';
export const STATE = 'newsroom_state';
/** Visible entries per locale, view and (category mask, industry mask), as of the watermark. */
export const COUNTS = 'newsroom_counts';
/** One row: the watermark (`as_of`, ms) the counts and `event_live` flags are true at. */
export const COUNT_STATE = 'newsroom_count_state';
/** Grid entries visible at the watermark per locale, key (dayKey) and day of date_published: deep pages skip whole days (prepared.ts). */
export const DAY_COUNTS = 'newsroom_day_counts';
