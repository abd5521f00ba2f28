import { builderHref, navigate } from '../app/router';
import { useBuilder } from '../store/store';
import { SelectField } from '../app/ui/SelectField';
import type { PageType } from 'contract/rules';

/** Switch the open page between its locale versions (en-US, es-US…). */
export function LocaleSwitcher({ type, documentId, locale }: { type: PageType; documentId: string; locale: string }) {
  const locales = useBuilder((state) => state.configuration.locales);
  return (
    // The button shows the locale's code (en-US); its label is for screen readers, so the top bar keeps one row.
    <SelectField
      className="locale-switcher"
      label="Locale"
      hideLabel
      value={locale}
      options={locales.map((l) => ({ id: l.code, label: l.code }))}
      onChange={(next) => navigate(`${builderHref(type, documentId, next)}&from=${encodeURIComponent(locale)}`)}
    />
  );
}
