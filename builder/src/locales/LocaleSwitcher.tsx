import { builderHref, navigate } from '../app/router';
import { useBuilder } from '../store/store';
import type { PageType } from 'contract/rules';

/** Switch the open page between its locale versions (en-US, es-US…). */
export function LocaleSwitcher({ type, documentId, locale }: { type: PageType; documentId: string; locale: string }) {
  const locales = useBuilder((state) => state.configuration.locales);
  return (
    // The select shows the locale's code (en-US): its label is for screen readers, so the toolbar fits one line.
    <label className="locale-switcher">
      <span className="sr-only">Locale </span>
      <select value={locale} onChange={(event) => navigate(`${builderHref(type, documentId, event.target.value)}&from=${encodeURIComponent(locale)}`)}>
        {locales.map((l) => (
          <option key={l.code} value={l.code}>
            {l.code}
          </option>
        ))}
      </select>
    </label>
  );
}
