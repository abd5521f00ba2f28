import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../auth/auth-store';
import { CM, PUBLISH_PAGES, type Permission } from '../auth/permissions';
import { components, landingPage } from '../schema/fixtures';
import { useBuilder } from '../store/store';
import type { OpenDocument } from '../store/types';
import { save } from './save';
import { stillRefused, useSession } from './session-store';

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
function fakeCms(answers: { publication?: { status: number; body: unknown }; remote?: Record<string, unknown>; put?: { status: number; body: unknown } } = {}) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : null, authorization: headers.authorization ?? null });
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.startsWith('/publishing/'))
        return json(answers.publication?.status ?? 200, answers.publication?.body ?? { data: { documentId: 'doc1', ...published }, meta: { changed: true } });
      if (init.method === 'PUT' && answers.put) return json(answers.put.status, answers.put.body);
      if (init.method === 'PUT')
        return json(200, { data: { documentId: 'doc1', updatedAt: '2026-01-02T00:00:00.000Z', published: [], publishedSettings: null } });
      return json(200, { data: answers.remote ?? { documentId: 'doc1', updatedAt: opened.updatedAt } });
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
  const { structure } = useBuilder.getState();
  useSession.setState({ saving: null, pending: false, conflict: null, base: dirty ? null : structure });
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

describe('a page changed on the server since it was opened is merged', () => {
  const base = {
    blocks: [{ __key: 'k1', __component: 'blocks.hero-image-left', id: 5, title: 'Spring', subtitle: 'Base' }],
    settings: { seoTitle: 'SEO' },
    page: { slug: 'spring', title: 'Spring' },
  };
  /** Their save: new component ids, their changes. */
  const remote = (block: Record<string, unknown>, settings: Record<string, unknown> = { seoTitle: 'SEO' }) => ({
    documentId: 'doc1',
    updatedAt: '2026-01-01T12:00:00.000Z',
    updatedBy: { email: 'colleague@example.com' },
    slug: 'spring',
    title: 'Spring',
    draft: [{ __component: 'blocks.hero-image-left', id: 9, title: 'Spring', subtitle: 'Base', ...block }],
    draftSettings: settings,
  });
  function openEdited(title: string) {
    openPage(true);
    useSession.setState({ base });
    useBuilder.setState({ structure: { ...base, blocks: [{ ...base.blocks[0], title }] } });
  }

  it('different fields: merged without asking, saved with both, undoable, and the alert names what came in', async () => {
    fakeCms({ remote: remote({ subtitle: 'Their subtitle' }, { seoTitle: 'Their SEO' }) });
    openEdited('My title');
    expect(await save('draft')).toBe(true);
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      draft: [{ __component: 'blocks.hero-image-left', title: 'My title', subtitle: 'Their subtitle' }],
      draftSettings: { seoTitle: 'Their SEO' },
    });
    expect(alert()).toMatchObject({ type: 'success' });
    expect(alert().message).toBe('Draft saved. Merged in changes saved elsewhere: Block 1 (Hero with image) › Subtitle; Page settings › Seo title.');
    expect(useSession.getState().conflict).toBeNull();
    expect(useSession.getState().base?.blocks[0]).toMatchObject({ title: 'My title', subtitle: 'Their subtitle' });
    useBuilder.getState().undo();
    expect(useBuilder.getState().structure.blocks[0]).toMatchObject({ title: 'My title', subtitle: 'Base' });
  });

  it('the same field: nothing is written, the conflict waits for the editor with both values', async () => {
    fakeCms({ remote: remote({ title: 'Their title' }) });
    openEdited('My title');
    expect(await save('publish')).toBe(false);
    expect(calls.map((call) => call.method)).toEqual(['GET', 'GET']);
    const conflict = useSession.getState().conflict;
    expect(conflict).toMatchObject({ mode: 'publish', remoteBy: 'colleague@example.com', remoteUpdatedAt: '2026-01-01T12:00:00.000Z' });
    expect(conflict?.merge.conflicts).toEqual([
      { id: 'block:0.title', kind: 'field', where: 'Block 1 (Hero with image) › Title', base: 'Spring', mine: 'My title', theirs: 'Their title' },
    ]);
    expect(useBuilder.getState().structure.blocks[0].title).toBe('My title');
  });
});

describe('a field the CMS refuses', () => {
  it('a slug already used: the alert names the slug field, which stays marked until the slug changes', async () => {
    fakeCms({
      put: {
        status: 400,
        body: {
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'This attribute must be unique',
            details: { errors: [{ path: ['slug'], message: 'This attribute must be unique' }] },
          },
        },
      },
    });
    openPage(true);
    expect(await save('draft')).toBe(false);
    expect(alert()).toMatchObject({
      type: 'error',
      message: 'Not saved: Page › Slug: "spring" is already used by another page; choose another (the CMS said: This attribute must be unique).',
    });
    const { structure } = useBuilder.getState();
    expect(stillRefused(useSession.getState().refused, structure)).toEqual([
      {
        path: 'page.slug',
        field: 'Page › Slug',
        message: 'Page › Slug: "spring" is already used by another page; choose another (the CMS said: This attribute must be unique).',
      },
    ]);
    expect(stillRefused(useSession.getState().refused, { ...structure, page: { ...structure.page, slug: 'spring-2' } })).toEqual([]);
  });
});
