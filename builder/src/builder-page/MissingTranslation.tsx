import { onLinkClick, ROUTES } from '../app/router';
import { reportError } from '../app/report-error';
import { createTranslation } from '../locales/translate';
import { useBuilder } from '../store/store';
import type { PageType } from 'contract/rules';

/**
 * The page has no version in this locale yet: start one from another locale's (`from`, the locale
 * the editor came from, else the first other one) and translate it in the builder.
 */
export function MissingTranslation({
  type,
  documentId,
  locale,
  from,
  onCreated,
}: {
  type: PageType;
  documentId: string;
  locale: string;
  from: string | null;
  onCreated(): Promise<void>;
}) {
  const components = useBuilder((state) => state.components);
  const contentTypes = useBuilder((state) => state.contentTypes);
  const locales = useBuilder((state) => state.configuration.locales);
  const translateFrom = from && from !== locale ? from : locales.find((l) => l.code !== locale)?.code;
  return (
    <main className="missing-locale">
      <h1>No {locale} version yet</h1>
      <p>
        This page has no {locale} version. Start one from the {translateFrom} version and translate it here.
      </p>
      {translateFrom && (
        <button
          type="button"
          className="primary"
          onClick={async () => {
            try {
              await createTranslation(type, documentId, translateFrom, locale, components, contentTypes);
              useBuilder.getState().showAlert('success', `Created the ${locale} version from ${translateFrom}: translate it, then publish.`);
              await onCreated();
            } catch (error) {
              reportError(`Creating the ${locale} translation`, error);
            }
          }}
        >
          Create translation from {translateFrom}
        </button>
      )}
      <p>
        <a href={ROUTES.dashboard} onClick={onLinkClick}>
          Back to the dashboard
        </a>
      </p>
    </main>
  );
}
