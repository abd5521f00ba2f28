import type { Draft, PathSegment } from '../types';
import { setIn } from '../path';

/** Sets a field of draftSettings (["eventDates", 0, "startDate"]). */
export function setSettingsField(draft: Draft, path: readonly PathSegment[], value: unknown): Draft {
  return path.length === 0 ? draft : { ...draft, settings: setIn(draft.settings, path, value) };
}

/** Sets a page-level field (landing-page title, slug, article dateScheduled, categories, industries). */
export function setPageField(draft: Draft, name: string, value: unknown): Draft {
  return { ...draft, page: { ...draft.page, [name]: value } };
}
