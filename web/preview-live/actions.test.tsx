import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';

const saved = {
  landing: {
    slug: 'spring',
    locale: 'en-US',
    title: 'Spring',
    datePublished: null,
    publishedSettings: { seoTitle: 'Saved SEO', seoDescription: null, seoImage: null },
    published: [{ __component: 'blocks.text', title: 'Saved' }],
    localizations: [],
  },
};
const getPreview = vi.fn();
vi.mock('../cms-client/cms', () => ({ getPreview: (...args: unknown[]) => getPreview(...args) }));

const { renderLiveDraft } = await import('./actions');
const { LiveBlocks } = await import('./live-blocks');
const { clearSavedPages } = await import('./saved-page');
const { signPreviewToken } = await import('contract/preview/token');
const signLivePreviewToken = (secret: string, target: { type: string; locale: string; slug: string }) => signPreviewToken(secret, 'live', target);

const page = { type: 'landing-page', locale: 'en-US', slug: 'spring' };
/** A request for the page around the blocks and every block of `draft`. */
const whole = (draft: unknown[]) => ({ shell: true, blocks: draft.map((block, index) => ({ index, block })) });

describe('renderLiveDraft', () => {
  beforeEach(() => {
    process.env.PREVIEW_SECRET = 'unit-secret';
    getPreview.mockReset();
    getPreview.mockResolvedValue(saved.landing);
    clearSavedPages();
  });

  it('reads the saved page from the CMS once per live token, not on every keystroke', async () => {
    const token = signLivePreviewToken('unit-secret', page);
    for (const title of ['L', 'Li', 'Liv']) {
      const result = await renderLiveDraft({ token, ...page, ...whole([{ __component: 'blocks.text', title }]), draftSettings: null });
      expect(result.ok).toBe(true);
    }
    expect(getPreview).toHaveBeenCalledTimes(1);
    // A failed read is not kept.
    clearSavedPages();
    getPreview.mockRejectedValueOnce(new Error('CMS down'));
    await expect(renderLiveDraft({ token, ...page, ...whole([]), draftSettings: null })).rejects.toThrow('CMS down');
    expect((await renderLiveDraft({ token, ...page, ...whole([]), draftSettings: null })).ok).toBe(true);
    expect(getPreview).toHaveBeenCalledTimes(3);
  });

  it('reads the saved page afresh for a new saved version (after a save, the frame is not reloaded), once per version', async () => {
    const token = signLivePreviewToken('unit-secret', page);
    const render = (version: unknown) => renderLiveDraft({ token, ...page, ...whole([]), draftSettings: null, version });
    await render('2026-11-25T09:00:00.000Z');
    await render('2026-11-25T09:00:00.000Z');
    expect(getPreview).toHaveBeenCalledTimes(1);
    getPreview.mockResolvedValue({ ...saved.landing, title: 'Renamed when saved' });
    const after = await render('2026-11-25T09:05:00.000Z');
    expect(getPreview).toHaveBeenCalledTimes(2);
    expect((after as { view: ReactElement<{ page: { title: string } }> }).view.props.page.title).toBe('Renamed when saved');
    await render('2026-11-25T09:05:00.000Z');
    expect(getPreview).toHaveBeenCalledTimes(2);
    // Not a version: the page as kept without one.
    await render({ toString: 'x' });
    await render('<script>');
    expect(getPreview).toHaveBeenCalledTimes(3);
  });

  it('renders the blocks with the preview marks of the visual canvas', async () => {
    const token = signLivePreviewToken('unit-secret', page);
    const result = await renderLiveDraft({ token, ...page, ...whole([{ __component: 'blocks.text', title: 'T' }]), draftSettings: null });
    expect((result as { view: ReactElement<{ edit?: boolean }> }).view.props.edit).toBe(true);
    const [block] = (result as { blocks: ReactElement<{ edit?: boolean; first: boolean }>[] }).blocks;
    expect(block!.props).toMatchObject({ edit: true, first: true });
  });

  it('renders the sanitised blocks asked for, each knowing whether it comes first, and the saved page around them with a place for them', async () => {
    const token = signLivePreviewToken('unit-secret', page);
    const result = await renderLiveDraft({
      token,
      ...page,
      shell: true,
      blocks: [
        { index: 0, block: { __component: 'blocks.text', __key: 'k', title: 'Live', content: '<p>Hi<script>x()</script></p>' } },
        { index: 7, block: { __component: 'blocks.text', title: 'Eighth' } },
      ],
      draftSettings: { seoTitle: 'Live SEO', id: 3 },
    });
    expect(result.ok).toBe(true);
    const { view, blocks } = result as {
      view: ReactElement<{ page: typeof saved.landing; blocks: ReactElement }>;
      blocks: ReactElement<{ block: unknown; first: boolean }>[];
    };
    expect(getPreview).toHaveBeenCalledWith('landing-page', 'spring', 'en-US');
    expect(view.props.page.title).toBe('Spring');
    expect(view.props.page.publishedSettings).toEqual({ seoTitle: 'Live SEO', seoDescription: null, seoImage: null });
    expect(view.props.blocks.type).toBe(LiveBlocks);
    expect(blocks.map((block) => [block.props.block, block.props.first])).toEqual([
      [expect.objectContaining({ __component: 'blocks.text', title: 'Live', content: '<p>Hi</p>' }), true],
      [expect.objectContaining({ __component: 'blocks.text', title: 'Eighth' }), false],
    ]);
    expect(blocks[0]!.props.block).not.toHaveProperty('__key');
  });

  it('a keystroke: only the block asked for, without the page around it or a CMS read', async () => {
    const token = signLivePreviewToken('unit-secret', page);
    const result = await renderLiveDraft({
      token,
      ...page,
      shell: false,
      blocks: [{ index: 3, block: { __component: 'blocks.text', title: 'Typed' } }],
      draftSettings: 'ignored',
    });
    expect(result).toMatchObject({ ok: true, view: null });
    expect((result as { blocks: unknown[] }).blocks).toHaveLength(1);
    expect(getPreview).not.toHaveBeenCalled();
  });

  it('refuses without a token for this page, before reading the CMS', async () => {
    const other = signLivePreviewToken('unit-secret', { ...page, slug: 'other' });
    expect(await renderLiveDraft({ token: other, ...page, ...whole([]), draftSettings: null })).toEqual({
      ok: false,
      message: 'Live preview refused: live preview token does not match this page',
    });
    expect(await renderLiveDraft({ token: signLivePreviewToken('guessed', page), ...page, ...whole([]), draftSettings: null })).toMatchObject({ ok: false });
    // The frame token from the builder's URL does not render drafts: the page's own live token does.
    expect(await renderLiveDraft({ token: signPreviewToken('unit-secret', 'frame', page), ...page, ...whole([]), draftSettings: null })).toMatchObject({
      ok: false,
    });
    expect(await renderLiveDraft({ token: 'nope', ...page, type: 'admin', ...whole([]), draftSettings: null })).toEqual({
      ok: false,
      message: 'type must be "article" or "landing-page" (got "admin")',
    });
    expect(getPreview).not.toHaveBeenCalled();
  });

  it('articles: draft settings override the saved ones the public shape has; taxonomy stays as saved', async () => {
    const article = {
      slug: 'story',
      locale: 'en-US',
      published: [],
      localizations: [],
      publishedSettings: { articleTitle: 'Saved title', author: 'Ann', redirectUrl: null, categories: [{ key: 'news', label: 'News', name: 'News' }] },
    };
    getPreview.mockResolvedValue(article);
    const target = { type: 'article', locale: 'en-US', slug: 'story' };
    const result = await renderLiveDraft({
      token: signLivePreviewToken('unit-secret', target),
      ...target,
      ...whole([]),
      draftSettings: { articleTitle: 'Live title', redirectUrl: 'javascript:alert(1)', categories: ['injected'] },
    });
    const settings = (result as { view: ReactElement<{ article: typeof article }> }).view.props.article.publishedSettings;
    expect(settings).toEqual({ articleTitle: 'Live title', author: null, redirectUrl: null, categories: article.publishedSettings.categories });
  });

  it('names what is wrong with a draft it cannot render', async () => {
    const token = signLivePreviewToken('unit-secret', page);
    expect(await renderLiveDraft({ token, ...page, shell: false, blocks: [{ index: 4, block: { __component: 'blocks.nope' } }], draftSettings: null })).toEqual(
      {
        ok: false,
        message: 'Live preview cannot render this draft: draft[4].__component: "blocks.nope" is not a block type',
      },
    );
    for (const [blocks, message] of [
      [{}, 'draft: expected an array of blocks'],
      [[{ block: { __component: 'blocks.text' } }], 'blocks[0].index: expected a position from 0 to 499'],
      [[{ index: 500, block: { __component: 'blocks.text' } }], 'blocks[0].index: expected a position from 0 to 499'],
      [Array.from({ length: 501 }, (_, index) => ({ index, block: {} })), 'draft: 501 blocks, at most 500 can be previewed'],
    ] as const) {
      expect(await renderLiveDraft({ token, ...page, shell: false, blocks, draftSettings: null })).toEqual({
        ok: false,
        message: `Live preview cannot render this draft: ${message}`,
      });
    }
    getPreview.mockResolvedValue(null);
    expect(await renderLiveDraft({ token, ...page, ...whole([]), draftSettings: null })).toEqual({
      ok: false,
      message: 'No saved draft of landing page "spring" in en-US',
    });
  });
});
