import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BLOCK_TYPES, blockNameOf, type Block, type BlockByUid, type BlockUid } from 'contract/blocks';
import { isGalleryMode, type GalleryMode } from 'contract/preview';
import { isLocale } from '../../../../links/locale';
import { renderBlock } from '../../../../blocks/registry';
import { blockName } from '../../../../blocks/parts/section';
import { gallerySamples } from '../../../../gallery/gallery-samples';

// Read when asked (the builder's /App/Test frames it), never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Block gallery', robots: { index: false, follow: false } };

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ mode?: string | string[] }> };

/** The block in the gallery's mode: dark mode on, or off (a dark surface shown light). */
function inMode(block: Block, mode: GalleryMode): Block {
  const styled = block as Block & { darkMode?: boolean; surface?: string | null };
  if (mode === 'dark') return { ...styled, darkMode: true } as Block;
  return { ...styled, darkMode: false, surface: styled.surface === 'dark' ? 'light' : styled.surface } as Block;
}

/**
 * /preview/gallery/{locale}?mode=light|dark — every block type as the site renders it, each with the
 * content of the first published page that uses it (gallery/gallery-samples.ts), in light or dark
 * mode, for the people who design and check blocks (the builder shows it at /App/Test at 375, 768 and
 * 1280 px). Published content only; under the preview's policy, so only the builder and the CMS admin
 * may frame it.
 */
export default async function GalleryPage({ params, searchParams }: Props) {
  const [{ locale }, { mode }] = await Promise.all([params, searchParams]);
  if (!isLocale(locale)) notFound();
  const chosen: GalleryMode = isGalleryMode(mode) ? mode : 'light';
  const samples = await gallerySamples(locale);
  const unused = BLOCK_TYPES.filter((uid) => !samples.has(uid));
  return (
    <main id="main" className="gallery">
      <header className="container gallery__intro">
        <h1>Block gallery</h1>
        <p>
          {samples.size} of {BLOCK_TYPES.length} block types in {locale}, {chosen} mode: each as the site renders it, with the content of the first published
          page that uses it.
        </p>
      </header>
      {BLOCK_TYPES.map((uid: BlockUid) => {
        const sample = samples.get(uid);
        if (!sample) return null;
        const id = `gallery-${blockName(uid)}`;
        return (
          <article key={uid} className="gallery__item" aria-labelledby={id} data-gallery-block={uid}>
            <div className="container gallery__label">
              <h2 id={id}>{blockNameOf(uid) ?? uid}</h2>
              <p>
                <code>{uid}</code> · from the {sample.from.kind === 'article' ? 'article' : 'landing page'} “{sample.from.slug}”
              </p>
            </div>
            {renderBlock(inMode(sample.block, chosen) as BlockByUid[BlockUid] & { __component: BlockUid }, false, false, locale)}
          </article>
        );
      })}
      {unused.length ? (
        <section className="container gallery__label gallery__unused" aria-labelledby="gallery-unused">
          <h2 id="gallery-unused">Not used on any published page in {locale}</h2>
          <p>{unused.map((uid) => blockNameOf(uid) ?? uid).join(', ')}</p>
        </section>
      ) : null}
    </main>
  );
}
