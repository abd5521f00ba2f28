import { describe, expect, it, vi } from 'vitest';
import { translationOf, MAX_FROM_LENGTH, type FindTranslation } from './translation';

const slugs: Record<string, string> = {
  'article:architect-2027-release-highlights:es-US': 'aspectos-destacados-architect-2027',
  'landing-page:free-trial:es-US': 'prueba-gratuita',
  'article:novedades:en-US': 'whats-new',
};
const find: FindTranslation = async (kind, slug, _from, to) => slugs[`${kind}:${slug}:${to}`] ?? null;
const to = (from: string, locale = 'es-US') => translationOf(from, locale, find);

describe('translationOf', () => {
  it("leads an article and a landing page to their translation's own slug", async () => {
    expect(await to('/en-US/newsroom/architect-2027-release-highlights')).toEqual({ ok: true, location: '/es-US/newsroom/aspectos-destacados-architect-2027' });
    expect(await to('/en-US/free-trial')).toEqual({ ok: true, location: '/es-US/prueba-gratuita' });
    expect(await to('/es-US/newsroom/novedades', 'en-US')).toEqual({ ok: true, location: '/en-US/newsroom/whats-new' });
  });

  it("leads a page without a translation to that locale's newsroom or home page", async () => {
    expect(await to('/en-US/newsroom/only-in-english')).toEqual({ ok: true, location: '/es-US/newsroom' });
    expect(await to('/en-US/only-in-english')).toEqual({ ok: true, location: '/es-US' });
  });

  it('keeps the newsroom filters and the feeds', async () => {
    expect(await to('/en-US/newsroom?category=events&page=2')).toEqual({ ok: true, location: '/es-US/newsroom?category=events&page=2' });
    expect(await to('/en-US')).toEqual({ ok: true, location: '/es-US' });
    expect(await to('/en-US/newsroom/rss.xml')).toEqual({ ok: true, location: '/es-US/newsroom/rss.xml' });
    expect(await to('/en-US/events.ics')).toEqual({ ok: true, location: '/es-US/events.ics' });
    expect(await to('/search?q=x')).toEqual({ ok: true, location: '/es-US/newsroom' });
    expect(await to('/en-US/search?q=edificio')).toEqual({ ok: true, location: '/es-US/search?q=edificio' });
  });

  it('asks the CMS nothing for the locale the page is already in', async () => {
    const spy = vi.fn(find);
    expect(await translationOf('/es-US/prueba-gratuita', 'es-US', spy)).toEqual({ ok: true, location: '/es-US/prueba-gratuita' });
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses what is not a path of this site or not a locale, saying which', async () => {
    expect(await to('https://evil.example/x')).toEqual({ ok: false, message: 'from must be a path of this site' });
    expect(await to('//evil.example/x')).toEqual({ ok: false, message: 'from must be a path of this site' });
    expect(await to('/\\evil.example')).toEqual({ ok: false, message: 'from must be a path of this site' });
    expect(await to(`/en-US/${'a'.repeat(MAX_FROM_LENGTH)}`)).toMatchObject({ ok: false, message: expect.stringContaining('longer than') });
    expect(await to('/en-US/free-trial', 'fr-FR')).toEqual({ ok: false, message: 'to must be a locale of the site, not "fr-FR"' });
  });
});
