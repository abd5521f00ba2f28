import { useState } from 'react';
import { createDocument } from '../api/cms';
import { builderHref, navigate } from '../app/router';
import { reportError } from '../app/report-error';
import { useBuilder } from '../store/store';
import type { DocType } from '../store/types';
import { slugify } from './slugify';

/** /App/LandingPages/Create: a new landing page or article, then straight into the builder. */
export function CreatePage() {
  const locales = useBuilder((state) => state.configuration.locales);
  const [type, setType] = useState<DocType>('landing-page');
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [locale, setLocale] = useState(() => new URLSearchParams(location.search).get('locale') ?? 'en-US');
  const [busy, setBusy] = useState(false);
  const finalSlug = slugEdited ? slug : slugify(title);
  const slugOk = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(finalSlug);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !slugOk) return;
    setBusy(true);
    try {
      const data =
        type === 'landing-page'
          ? { title, slug: finalSlug, draft: [], draftSettings: { seoTitle: title.slice(0, 160) } }
          : { slug: finalSlug, draft: [], draftSettings: { articleTitle: title, pageTitle: title.slice(0, 160) } };
      const created = await createDocument(type, locale, data);
      useBuilder.getState().showAlert('success', `Created "${title}"`);
      navigate(builderHref(type, created.documentId, locale));
    } catch (error) {
      reportError(`Creating "${title}"`, error);
      setBusy(false);
    }
  };

  return (
    <main className="create">
      <h1>New page</h1>
      <form onSubmit={submit}>
        <fieldset>
          <legend>Type</legend>
          <label>
            <input type="radio" name="type" checked={type === 'landing-page'} onChange={() => setType('landing-page')} /> Landing page
          </label>
          <label>
            <input type="radio" name="type" checked={type === 'article'} onChange={() => setType('article')} /> Article
          </label>
        </fieldset>
        <label htmlFor="new-title">Title</label>
        <input id="new-title" value={title} onChange={(event) => setTitle(event.target.value)} required maxLength={255} />
        <label htmlFor="new-slug">Slug</label>
        <input
          id="new-slug"
          value={finalSlug}
          onChange={(event) => {
            setSlugEdited(true);
            setSlug(event.target.value);
          }}
          aria-invalid={!slugOk && finalSlug !== ''}
          aria-describedby="slug-help"
        />
        <p id="slug-help" className={slugOk || !finalSlug ? 'help' : 'field-error'}>
          Lowercase letters and digits joined by hyphens.
        </p>
        <label htmlFor="new-locale">Locale</label>
        <select id="new-locale" value={locale} onChange={(event) => setLocale(event.target.value)}>
          {locales.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </select>
        <button type="submit" className="primary" disabled={busy || !title.trim() || !slugOk}>
          Create and open the builder
        </button>
      </form>
    </main>
  );
}
