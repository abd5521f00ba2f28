import { isLocale, type Locale } from './locale';

/** The longest `from` the language switch takes (a page's path and its query). */
export const MAX_FROM_LENGTH = 2048;

/** A page's translation in another locale: its slug there, or null when it has none. */
export type FindTranslation = (kind: 'article' | 'landing-page', slug: string, from: Locale, to: Locale) => Promise<string | null>;

export type TranslationAnswer = { ok: true; location: string } | { ok: false; message: string };

/**
 * Where the language switch leads from the page at `from` (a path and query of this site) to locale
 * `to`: the same page's translation when it has one (the slugs differ between locales), else the
 * nearest page that exists there (that locale's newsroom or home page). The newsroom keeps its
 * filters and page. Only this site's paths are taken, so the answer never leads elsewhere.
 */
export async function translationOf(from: string, to: string, find: FindTranslation): Promise<TranslationAnswer> {
  if (!isLocale(to)) return { ok: false, message: `to must be a locale of the site, not "${to.slice(0, 20)}"` };
  if (from.length > MAX_FROM_LENGTH) return { ok: false, message: `from is longer than ${MAX_FROM_LENGTH} characters` };
  if (!from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return { ok: false, message: 'from must be a path of this site' };
  const queryAt = from.indexOf('?');
  const path = queryAt < 0 ? from : from.slice(0, queryAt);
  const query = queryAt < 0 ? '' : from.slice(queryAt);
  const [first = '', second, third, ...more] = path.split('/').slice(1);
  if (!isLocale(first)) return { ok: true, location: `/${to}/newsroom` };
  if (!second) return { ok: true, location: `/${to}` };
  // The newsroom keeps its filters and page, the search its terms.
  if ((second === 'newsroom' || second === 'search') && !third) return { ok: true, location: `/${to}/${second}${query}` };
  const slug = second === 'newsroom' ? third : second;
  if (more.length > 0 || (second === 'newsroom' && slug === 'rss.xml') || second === 'events.ics' || second === 'newsroom-index') {
    // A feed or another fixed path: the same path in the other locale.
    return { ok: true, location: `/${to}${path.slice(first.length + 1)}` };
  }
  const kind = second === 'newsroom' ? 'article' : 'landing-page';
  const fallback = kind === 'article' ? `/${to}/newsroom` : `/${to}`;
  if (first === to) return { ok: true, location: path };
  const translated = await find(kind, slug, first, to);
  if (!translated) return { ok: true, location: fallback };
  return { ok: true, location: kind === 'article' ? `/${to}/newsroom/${translated}` : `/${to}/${translated}` };
}
