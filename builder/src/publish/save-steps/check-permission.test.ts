import { beforeEach, describe, expect, it } from 'vitest';
import { useAuth } from '../../auth/auth-store';
import { CM, PUBLISH_PAGES, type Permission } from '../../auth/permissions';
import { components, landingPage } from '../../schema/fixtures';
import { useBuilder } from '../../store/store';
import type { OpenDocument } from '../../store/types';
import type { SaveMode } from '../save-mode';
import { checkPermission } from './check-permission';

const PAGE = landingPage.uid;
const doc: OpenDocument = {
  type: 'landing-page',
  documentId: 'doc1',
  locale: 'en-US',
  updatedAt: '2026-01-01T00:00:00.000Z',
  published: [],
  publishedSettings: null,
};
const allowed = (mode: SaveMode, permissions: Permission[]) => {
  useAuth.setState({ permissions });
  return checkPermission({ mode, doc, draft: { blocks: [], settings: {}, page: {} }, merged: [], quiet: false });
};

beforeEach(() => {
  useBuilder.setState({ components, contentTypes: { [PAGE]: landingPage } });
  useBuilder.getState().hideAlert();
});

describe('checkPermission (a save the role may not do is refused before any call)', () => {
  it('a draft needs the update permission on the page type in its locale', () => {
    expect(allowed('draft', [{ action: CM.update, subject: PAGE }])).toBe(true);
    expect(useBuilder.getState().alert.show).toBe(false);
    expect(allowed('draft', [{ action: CM.update, subject: PAGE, properties: { locales: ['es-US'] } }])).toBe(false);
    expect(useBuilder.getState().alert).toMatchObject({
      type: 'error',
      message: `Saving the draft refused: your role may not edit Landing page in en-US (permission ${CM.update} is missing).`,
    });
  });

  it('publishing and unpublishing need the publish permission as well', () => {
    expect(allowed('publish', [{ action: CM.update, subject: PAGE }])).toBe(false);
    expect(useBuilder.getState().alert.message).toBe(
      `Publishing refused: your role may not publish Landing page in en-US (permission ${PUBLISH_PAGES} is missing).`,
    );
    expect(allowed('unpublish', [{ action: PUBLISH_PAGES, subject: null }])).toBe(false);
    expect(useBuilder.getState().alert.message).toBe(
      `Unpublishing refused: your role may not unpublish Landing page in en-US (permission ${PUBLISH_PAGES} is missing).`,
    );
    expect(
      allowed('unpublish', [
        { action: CM.update, subject: PAGE },
        { action: PUBLISH_PAGES, subject: null },
      ]),
    ).toBe(true);
  });
});
