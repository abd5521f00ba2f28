import { beforeEach, describe, expect, it } from 'vitest';
import { components, landingPage } from '../../schema/fixtures';
import { useBuilder } from '../../store/store';
import type { Draft, OpenDocument } from '../../store/types';
import { useSession } from '../session-store';
import { checkDraft } from './check-draft';

const doc: OpenDocument = {
  type: 'landing-page',
  documentId: 'doc1',
  locale: 'en-US',
  updatedAt: '2026-01-01T00:00:00.000Z',
  published: [],
  publishedSettings: null,
};
const run = (draft: Draft) => ({ mode: 'draft' as const, doc, draft, merged: [], quiet: false });
const page = { slug: 'spring', title: 'Spring' };

beforeEach(() => {
  useBuilder.setState({ components, contentTypes: { [landingPage.uid]: landingPage }, selectedKey: null });
  useBuilder.getState().hideAlert();
  useSession.setState({ showErrors: false });
});

describe('checkDraft (a save stops on a broken rule)', () => {
  it('lets a valid draft through, showing nothing', () => {
    expect(checkDraft(run({ blocks: [{ __key: 'k1', __component: 'blocks.hero-image-left', title: 'Hi' }], settings: {}, page }))).toBe(true);
    expect(useBuilder.getState().alert.show).toBe(false);
    expect(useSession.getState().showErrors).toBe(false);
  });

  it('stops an invalid one: the alert names the first problem and counts the others, its block is selected, the errors show', () => {
    const blocks = [
      { __key: 'k1', __component: 'blocks.hero-image-left', title: 'Hi' },
      { __key: 'k2', __component: 'blocks.hero-image-left' },
      { __key: 'k3', __component: 'blocks.hero-image-left' },
    ];
    expect(checkDraft(run({ blocks, settings: {}, page }))).toBe(false);
    expect(useBuilder.getState().alert).toMatchObject({
      show: true,
      type: 'error',
      untilFixed: true,
      message: 'Not saved: Block 2 (Hero with image) › Title: is required (and 1 more)',
    });
    expect(useBuilder.getState().selectedKey).toBe('k2');
    expect(useSession.getState().showErrors).toBe(true);
  });

  it('a page field problem selects no block', () => {
    expect(checkDraft(run({ blocks: [], settings: {}, page: { slug: 'spring' } }))).toBe(false);
    expect(useBuilder.getState().alert.message).toBe('Not saved: Page › Title: is required');
    expect(useBuilder.getState().selectedKey).toBeNull();
  });
});
