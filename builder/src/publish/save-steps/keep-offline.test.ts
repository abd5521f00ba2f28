import { beforeEach, describe, expect, it } from 'vitest';
import { localKey, readLocal, writeLocal } from '../../offline/local-draft';
import { useBuilder } from '../../store/store';
import type { OpenDocument } from '../../store/types';
import type { SaveMode } from '../save-mode';
import { useSession } from '../session-store';
import { keepOffline } from './keep-offline';

const doc: OpenDocument = {
  type: 'landing-page',
  documentId: 'doc1',
  locale: 'en-US',
  updatedAt: '2026-01-02T00:00:00.000Z',
  published: [],
  publishedSettings: null,
};
const draft = { blocks: [{ __key: 'k1', __component: 'blocks.text', title: 'Offline edit' }], settings: {}, page: { slug: 'spring' } };
const KEY = localKey('landing-page', 'doc1', 'en-US');
const keep = (step: SaveMode, quiet = false) => keepOffline({ mode: step, doc, draft, merged: [], quiet }, step);

beforeEach(() => {
  localStorage.clear();
  useBuilder.getState().hideAlert();
  useSession.setState({ pending: false });
});

describe('keepOffline (the CMS not reachable during a save)', () => {
  it('writing the draft: the work is kept in this browser, queued, on the version it started from', () => {
    keep('draft');
    expect(readLocal(KEY)).toMatchObject({ draft, baseUpdatedAt: doc.updatedAt, pending: true });
    expect(useSession.getState().pending).toBe(true);
    expect(useBuilder.getState().alert).toMatchObject({
      type: 'warning',
      message: 'The CMS is not reachable: your changes are kept in this browser and will be saved when it is back.',
    });
  });

  it('an earlier copy keeps its base; a retry (quiet) says nothing again', () => {
    writeLocal(KEY, { draft, baseUpdatedAt: '2026-01-01T00:00:00.000Z', savedAt: '2026-01-01T00:00:00.000Z', pending: true });
    keep('draft', true);
    expect(readLocal(KEY)?.baseUpdatedAt).toBe('2026-01-01T00:00:00.000Z');
    expect(useBuilder.getState().alert.show).toBe(false);
  });

  it('publishing after the draft was written: nothing is kept, the alert says what did not happen', () => {
    keep('unpublish');
    expect(readLocal(KEY)).toBeNull();
    expect(useSession.getState().pending).toBe(false);
    expect(useBuilder.getState().alert).toMatchObject({
      type: 'warning',
      message: 'The CMS is not reachable: your draft is saved but not unpublished. Try again when it is back.',
    });
  });
});
