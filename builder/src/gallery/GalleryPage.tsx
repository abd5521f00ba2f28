import { useState } from 'react';
import useSWR from 'swr';
import { api } from '../api/http';
import { useBuilder } from '../store/store';
import { CANVAS_WIDTHS, frameStyle } from '../page-canvas/widths';
import { GALLERY_MODES, type GalleryMode } from 'contract/preview';
import { SelectField } from '../app/ui/SelectField';

/** The phone, tablet and desktop widths of the canvas (not "Fit"): the gallery shows all three side by side. */
const WIDTHS = CANVAS_WIDTHS.filter((width) => width.px > 0);

const MODE_NAMES: Record<GalleryMode, string> = { light: 'Light', dark: 'Dark' };

/** The site's gallery addresses for a locale, one per mode (builder server: /builder-api/gallery-url). */
const galleryUrls = ([, locale]: [string, string]) =>
  api<{ data: Record<GalleryMode, string> }>('/builder-api/gallery-url', { query: { locale } }).then((answer) => answer.data);

/**
 * /App/Test: the block gallery, for the people who design and check blocks. Every block type as the
 * site renders it, with the content of the first published page that uses it (the site's
 * /preview/gallery/{locale}), at the canvas's phone, tablet and desktop widths at once, in light or
 * dark mode, in any of the CMS's locales. Each width is a frame of its own that scrolls.
 */
export function GalleryPage() {
  const locales = useBuilder((state) => state.configuration.locales);
  const [locale, setLocale] = useState(() => locales.find((l) => l.isDefault)?.code ?? 'en-US');
  const [mode, setMode] = useState<GalleryMode>('light');
  const { data: urls, error } = useSWR(['gallery-url', locale] as [string, string], galleryUrls, { revalidateOnFocus: false });
  return (
    <main className="gallery-page">
      <div className="gallery-head">
        <div>
          <h1>Block gallery</h1>
          <p className="gallery-intro">Every block as the site renders it, with the content of the first published page that uses it, at three widths.</p>
        </div>
        <div className="gallery-controls">
          <SelectField
            label="Locale"
            value={locale}
            onChange={setLocale}
            options={(locales.length ? locales : [{ code: locale }]).map((l) => ({ id: l.code, label: l.code }))}
          />
          <div className="segmented" role="group" aria-label="Mode">
            {GALLERY_MODES.map((m) => (
              <button key={m} type="button" aria-pressed={mode === m} onClick={() => setMode(m)}>
                {MODE_NAMES[m]}
              </button>
            ))}
          </div>
        </div>
      </div>
      {error && (
        <p className="field-error" role="alert">
          Gallery unavailable: {(error as Error).message}
        </p>
      )}
      {urls && (
        // Focusable: the row of frames scrolls sideways when the window is narrower, and keyboard users must be able to scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
        <div className="gallery-frames" tabIndex={0} role="region" aria-label="Gallery frames">
          {WIDTHS.map((width) => (
            <section key={width.px} className="gallery-frame" aria-labelledby={`gallery-width-${width.px}`}>
              <h2 id={`gallery-width-${width.px}`}>
                {width.name} {width.px} px
              </h2>
              <iframe
                title={`Block gallery at ${width.px} pixels, ${MODE_NAMES[mode].toLowerCase()} mode`}
                src={urls[mode]}
                style={frameStyle(width.px)}
                data-testid={`gallery-frame-${width.px}`}
              />
            </section>
          ))}
        </div>
      )}
    </main>
  );
}
