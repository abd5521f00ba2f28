import { useMemo, useRef, useState } from 'react';
import { createDocument } from '../api/cms';
import { fieldRefusal } from '../publish/field-refusal';
import { fieldsOf, type FieldSpec } from '../schema/form-model';
import type { ComponentMap, ContentTypeSchema } from '../schema/types';
import { validateField } from '../schema/validate';
import { PAGE_UID, type PageType, isSlug } from 'contract/rules';
import { builderHref, navigate } from '../app/router';
import { reportError } from '../app/report-error';
import { useBuilder } from '../store/store';
import { slugify } from './slugify';
import { RadioChoice } from '../app/ui/RadioChoice';
import { SelectField } from '../app/ui/SelectField';

const TYPE_CHOICES: readonly { id: PageType; label: string }[] = [
  { id: 'landing-page', label: 'Landing page' },
  { id: 'article', label: 'Article' },
];

/**
 * The CMS fields the title fills: a landing page's `title` (an article's `articleTitle` in its
 * settings), and the SEO title that starts as its beginning. Their rules are the schema's.
 */
export function titleFields(type: PageType, components: ComponentMap, contentTypes: Record<string, ContentTypeSchema>): { title?: FieldSpec; seo?: FieldSpec } {
  const find = (attributes: Parameters<typeof fieldsOf>[0] | undefined, name: string) =>
    fieldsOf(attributes ?? {}, components).find((field) => field.name === name);
  if (type === 'landing-page') {
    const attributes = contentTypes[PAGE_UID[type]]?.schema.attributes;
    return { title: find(attributes, 'title'), seo: find(components['shared.landing-settings']?.schema.attributes, 'seoTitle') };
  }
  const settings = components['shared.article-settings']?.schema.attributes;
  return { title: find(settings, 'articleTitle'), seo: find(settings, 'pageTitle') };
}

/** /App/LandingPages/Create: a new landing page or article, then straight into the builder. */
export function CreatePage() {
  const locales = useBuilder((state) => state.configuration.locales);
  const components = useBuilder((state) => state.components);
  const contentTypes = useBuilder((state) => state.contentTypes);
  const [type, setType] = useState<PageType>('landing-page');
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [locale, setLocale] = useState(() => new URLSearchParams(location.search).get('locale') ?? 'en-US');
  const [busy, setBusy] = useState(false);
  const finalSlug = slugEdited ? slug : slugify(title);
  const slugOk = isSlug(finalSlug);
  const [refused, setRefused] = useState<{ field: string; value: unknown; message: string } | null>(null);
  const slugInput = useRef<HTMLInputElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const fields = useMemo(() => titleFields(type, components, contentTypes), [type, components, contentTypes]);
  const limit = fields.title?.maxLength;
  const seoLimit = fields.seo?.maxLength;
  // The schema's own rule and words (schema/validate), never a silent cut.
  const titleError = fields.title ? validateField({ ...fields.title, label: 'Title', required: false }, title, 'title', 'Title')[0]?.message : undefined;
  const slugError = refused?.field === 'slug' && refused.value === finalSlug ? refused.message : null;
  const titleRefused = refused?.field !== 'slug' && refused?.value === title ? refused?.message : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !slugOk || titleError) return;
    setBusy(true);
    try {
      const data =
        type === 'landing-page'
          ? { title, slug: finalSlug, draft: [], draftSettings: { seoTitle: title.slice(0, seoLimit ?? 160) } }
          : { slug: finalSlug, draft: [], draftSettings: { articleTitle: title, pageTitle: title.slice(0, seoLimit ?? 160) } };
      const created = await createDocument(type, locale, data);
      useBuilder.getState().showAlert('success', `Created "${title}"`);
      navigate(builderHref(type, created.documentId, locale));
    } catch (error) {
      setBusy(false);
      const refusal = fieldRefusal(
        error,
        (field) => (field === 'slug' ? 'Slug' : 'Title'),
        (field) => (field === 'slug' ? finalSlug : title),
      );
      if (!refusal) {
        reportError(`Creating "${title}"`, error);
        return;
      }
      setRefused(refusal);
      useBuilder.getState().showAlert('error', `Not created: ${refusal.message}`);
      (refusal.field === 'slug' ? slugInput : titleInput).current?.focus();
    }
  };

  return (
    <main className="create">
      <h1>New page</h1>
      <form onSubmit={submit}>
        <RadioChoice label="Type" value={type} onChange={setType} options={TYPE_CHOICES} />
        <label htmlFor="new-title">Title</label>
        <input
          id="new-title"
          ref={titleInput}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          aria-invalid={!!(titleError || titleRefused)}
          aria-describedby="title-count title-error title-seo"
        />
        {limit !== undefined && (
          <p id="title-count" className="help">
            {title.length} / {limit} characters
          </p>
        )}
        <p id="title-error" className="field-error" hidden={!(titleError || titleRefused)}>
          {titleError ?? titleRefused}
        </p>
        {seoLimit !== undefined && title.length > seoLimit && !titleError && (
          <p id="title-seo" className="help">
            The {type === 'landing-page' ? 'SEO title' : 'page title'} starts as the first {seoLimit} characters of this title ({seoLimit} at most): change it
            in Page settings.
          </p>
        )}
        <label htmlFor="new-slug">Slug</label>
        <input
          id="new-slug"
          value={finalSlug}
          onChange={(event) => {
            setSlugEdited(true);
            setSlug(event.target.value);
          }}
          ref={slugInput}
          aria-invalid={(!slugOk && finalSlug !== '') || !!slugError}
          aria-describedby="slug-help slug-error"
        />
        <p id="slug-help" className={slugOk || !finalSlug ? 'help' : 'field-error'}>
          Lowercase letters and digits joined by hyphens.
        </p>
        <p id="slug-error" className="field-error" hidden={!slugError}>
          {slugError}
        </p>
        <SelectField label="Locale" value={locale} onChange={setLocale} options={locales.map((l) => ({ id: l.code, label: l.name }))} />
        <button type="submit" className="primary" disabled={busy || !title.trim() || !slugOk || !!titleError}>
          Create and open the builder
        </button>
      </form>
    </main>
  );
}
