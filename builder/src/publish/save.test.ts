import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../auth/auth-store';
import { CM, PUBLISH_PAGES, type Permission } from '../auth/permissions';
import { components, landingPage } from '../schema/fixtures';
import { useBuilder } from '../store/store';
import type { OpenDocument } from '../store/types';
import { save } from './save';
import { useSession } from './session-store';

interface Call {
  method: string;
  url: string;
  body: Record<string, unknown> | null;
  authorization: string | null;
}

const PAGE = landingPage.uid;
const EDITOR: Permission[] = [
  { action: CM.update, subject: PAGE },
  { action: PUBLISH_PAGES, subject: null },
];
const opened: OpenDocument = {
  type: 'landing-page',
  documentId: 'doc1',
  locale: 'en-US',
  updatedAt: '2026-01-01T00:00:00.000Z',
  published: [],
  publishedSettings: null,
};
const published = {
  updatedAt: '2026-01-03T00:00:00.000Z',
  published: [{ __component: 'blocks.hero-image-left', title: 'Spring' }],
  publishedSettings: { seoTitle: 'SEO' },
};

let calls: Call[];
/** The CMS as the builder sees it through its proxy: the document read, the draft PUT, the publish action. */
function fakeCms(answers: { publication?: { status: number; body: unknown } } = {}) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : null, authorization: headers.authorization ?? null });
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.startsWith('/publishing/'))
        return json(answers.publication?.status ?? 200, answers.publication?.body ?? { data: { documentId: 'doc1', ...published }, meta: { changed: true } });
      if (init.method === 'PUT')
        return json(200, { data: { documentId: 'doc1', updatedAt: '2026-01-02T00:00:00.000Z', published: [], publishedSettings: null } });
      return json(200, { data: { documentId: 'doc1', updatedAt: opened.updatedAt } });
    }),
  );
}

function openPage(dirty: boolean, permissions: Permission[] = EDITOR) {
  useAuth.setState({ token: 'admin-jwt', permissions });
  useBuilder.setState({
    components,
    contentTypes: { [PAGE]: landingPage },
    document: opened,
    structure: {
      blocks: [{ __key: 'k1', __component: 'blocks.hero-image-left', title: 'Spring' }],
      settings: { seoTitle: 'SEO' },
      page: { slug: 'spring', title: 'Spring' },
    },
    dirty,
  });
  useSession.setState({ saving: null, pending: false, conflict: null });
}

const alert = () => useBuilder.getState().alert;

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('Publish and Unpublish call the CMS action', () => {
  it('with unsaved changes: saves the draft (no published pair in it), then asks the CMS to publish', async () => {
    fakeCms();
    openPage(true);
    expect(await save('publish')).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /content-manager/collection-types/api::landing-page.landing-page/doc1?locale=en-US',
      'PUT /content-manager/collection-types/api::landing-page.landing-page/doc1?locale=en-US',
      'POST /publishing/pages/landing-page/doc1/publish?locale=en-US',
    ]);
    expect(calls[1].body).toMatchObject({
      slug: 'spring',
      draft: [{ __component: 'blocks.hero-image-left', title: 'Spring' }],
      draftSettings: { seoTitle: 'SEO' },
    });
    expect(Object.keys(calls[1].body ?? {})).not.toContain('published');
    expect(Object.keys(calls[1].body ?? {})).not.toContain('publishedSettings');
    expect(calls[2].body).toBeNull();
    expect(calls[2].authorization).toBe('Bearer admin-jwt');
    const state = useBuilder.getState();
    expect(state.document).toMatchObject({ updatedAt: published.updatedAt, publishedSettings: { seoTitle: 'SEO' } });
    expect(state.dirty).toBe(false);
    expect(alert()).toMatchObject({ type: 'success', message: 'Published.' });
  });

  it('with nothing unsaved: publishes what the CMS stores, no draft write', async () => {
    fakeCms();
    openPage(false);
    expect(await save('publish')).toBe(true);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST']);
  });

  it('unpublish answered "already so" says so', async () => {
    fakeCms({
      publication: {
        status: 200,
        body: { data: { documentId: 'doc1', updatedAt: opened.updatedAt, published: [], publishedSettings: null }, meta: { changed: false } },
      },
    });
    openPage(false);
    expect(await save('unpublish')).toBe(true);
    expect(calls.at(-1)?.url).toBe('/publishing/pages/landing-page/doc1/unpublish?locale=en-US');
    expect(alert()).toMatchObject({ type: 'success', message: 'Already unpublished.' });
  });

  it('a role without the publish permission is refused before any call', async () => {
    fakeCms();
    openPage(true, [{ action: CM.update, subject: PAGE }]);
    expect(await save('publish')).toBe(false);
    expect(calls).toEqual([]);
    expect(alert().message).toContain('your role may not publish');
  });

  it("the CMS's refusal is shown; the draft saved before it stays saved", async () => {
    fakeCms({ publication: { status: 403, body: { error: { status: 403, message: 'Your role may not publish or unpublish pages' } } } });
    openPage(true);
    expect(await save('publish')).toBe(false);
    expect(alert()).toMatchObject({ type: 'error' });
    expect(alert().message).toContain('Publishing refused (403 Your role may not publish');
    expect(useBuilder.getState().dirty).toBe(false);
    expect(useBuilder.getState().document).toMatchObject({ updatedAt: '2026-01-02T00:00:00.000Z', publishedSettings: null });
  });
});
