import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../api/http';
import { components, landingPage } from '../../schema/fixtures';
import { useBuilder } from '../../store/store';
import type { Draft, OpenDocument } from '../../store/types';
import { useSession } from '../session-store';
import { refusedField } from './refused-field';

const doc: OpenDocument = {
  type: 'landing-page',
  documentId: 'doc1',
  locale: 'en-US',
  updatedAt: '2026-01-01T00:00:00.000Z',
  published: [],
  publishedSettings: null,
};
const draftWithSlug = (slug: string): Draft => ({ blocks: [], settings: {}, page: { slug, title: 'Spring' } });
const run = (draft: Draft) => ({ mode: 'draft' as const, doc, draft, merged: [], quiet: false });
const taken = () => new HttpError(400, 'This attribute must be unique', { errors: [{ path: ['slug'] }] }, 'slug');

beforeEach(() => {
  useBuilder.setState({ components, contentTypes: { [landingPage.uid]: landingPage }, selectedKey: null });
  useBuilder.getState().hideAlert();
  useSession.setState({ showErrors: false, refused: [] });
});

describe('refusedField (the CMS refused a page field)', () => {
  it('marks the field and says why in an alert that goes once the field is fixed', () => {
    const sent = draftWithSlug('spring');
    useBuilder.setState({ structure: sent });
    expect(refusedField(taken(), run(sent))).toBe(true);
    expect(useSession.getState().refused).toEqual([{ path: 'page.slug', value: 'spring', message: expect.stringContaining('"spring" is already used') }]);
    expect(useBuilder.getState().alert).toMatchObject({
      show: true,
      type: 'error',
      untilFixed: true,
      message: expect.stringMatching(/^Not saved: Page › Slug/),
    });
  });

  it('shows no alert for a refusal of a value the editor has changed since (a slow save of an older draft)', () => {
    useBuilder.setState({ structure: draftWithSlug('spring-3') });
    expect(refusedField(taken(), run(draftWithSlug('spring')))).toBe(true);
    expect(useBuilder.getState().alert.show).toBe(false);
  });
});
