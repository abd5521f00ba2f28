'use server';
/**
 * The live preview's server function: renders a draft posted by the builder on the server, with the
 * site's own views and block registry, and sends it back as React server components. The posted data
 * is untrusted: the live token is checked (the preview page signs it for itself once it has checked its frame token), the draft is
 * sanitised with the CMS's rules, and the rest of the page (title, localizations, taxonomy) comes from
 * the saved draft in the CMS.
 *
 * Block by block (live-blocks-plan.ts): the frame sends only the blocks it has no rendering of, each
 * with its position, and asks for the page around them (`shell`) only when the settings or the saved
 * version changed; that page has `<LiveBlocks />` where its blocks go, and the frame places them.
 */
import type { ReactNode } from 'react';
import { savedPage } from './saved-page';
import { secrets } from '../config/site';
import { isLocale } from '../links/locale';
import { ArticleView } from '../article/article-view';
import { LandingView } from '../landing/landing-view';
import { DraftError, MAX_BLOCKS, sanitizeDraftBlock, sanitizeDraftSettings } from './sanitize-draft';
import { renderBlock } from '../blocks/registry';
import { LiveBlocks } from './live-blocks';
import type { Block, BlockByUid, BlockUid } from 'contract/blocks';
import { previewTokenProblem } from 'contract/preview/token';
import { draftVersion } from 'contract/preview';
import { isPageType, PAGE_TYPES } from 'contract/rules';

/** `view`: the page around the blocks, when asked for (`shell`); `blocks`: the renderings of the blocks asked for, in the order asked. */
export type LiveRender = { ok: true; view: ReactNode | null; blocks: ReactNode[] } | { ok: false; message: string };

export interface LiveDraftRequest {
  token: string;
  type: string;
  locale: string;
  slug: string;
  /** The blocks to render, each with its position in the draft (`{ index, block }[]`; the first block renders differently). */
  blocks: unknown;
  /** Also render the page around the blocks (the first render, or new settings or saved version). */
  shell: boolean;
  draftSettings: unknown;
  /** The saved version the draft was made from (the builder's last save): the saved page is read afresh for a new one. */
  version?: unknown;
}

const isRow = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The blocks asked for, sanitised; throws DraftError naming what is wrong. */
function askedBlocks(value: unknown): { index: number; block: Block }[] {
  if (!Array.isArray(value)) throw new DraftError('draft: expected an array of blocks');
  if (value.length > MAX_BLOCKS) throw new DraftError(`draft: ${value.length} blocks, at most ${MAX_BLOCKS} can be previewed`);
  return value.map((item, n) => {
    const index = isRow(item) ? item.index : undefined;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= MAX_BLOCKS) {
      throw new DraftError(`blocks[${n}].index: expected a position from 0 to ${MAX_BLOCKS - 1}`);
    }
    return { index, block: sanitizeDraftBlock((item as Record<string, unknown>).block, index) };
  });
}

const SETTINGS_COMPONENT = { article: 'shared.article-settings', 'landing-page': 'shared.landing-settings' } as const;

/** Settings fields the public shape has, taken from the sanitised draft settings. */
function overlay<T extends object>(saved: T, draft: Record<string, unknown>): T {
  const out = { ...saved } as Record<string, unknown>;
  for (const [key, value] of Object.entries(draft)) if (key in out) out[key] = value;
  return out as T;
}

export async function renderLiveDraft(request: LiveDraftRequest): Promise<LiveRender> {
  const { token, type, locale, slug } = request ?? ({} as LiveDraftRequest);
  if (!isPageType(type)) return { ok: false, message: `type must be ${PAGE_TYPES.map((name) => `"${name}"`).join(' or ')} (got "${String(type)}")` };
  if (typeof locale !== 'string' || !isLocale(locale)) return { ok: false, message: `unknown locale "${String(locale)}"` };
  if (typeof slug !== 'string') return { ok: false, message: 'slug must be a string' };
  const problem = previewTokenProblem(secrets.preview, 'live', token, { type, locale, slug });
  if (problem) return { ok: false, message: `Live preview refused: ${problem}` };
  let asked;
  let settings;
  try {
    asked = askedBlocks(request.blocks);
    settings = request.shell === true ? sanitizeDraftSettings(request.draftSettings, SETTINGS_COMPONENT[type]) : null;
  } catch (error) {
    if (error instanceof DraftError) return { ok: false, message: `Live preview cannot render this draft: ${error.message}` };
    throw error;
  }
  const blocks = asked.map(({ index, block }) => renderBlock(block as BlockByUid[BlockUid] & { __component: BlockUid }, index === 0, true, locale));
  if (!settings) return { ok: true, view: null, blocks };
  const version = draftVersion(request.version);
  if (type === 'article') {
    const saved = await savedPage(token, 'article', slug, locale, version);
    if (!saved) return { ok: false, message: `No saved draft of article "${slug}" in ${locale}` };
    const article = { ...saved, published: [], publishedSettings: overlay(saved.publishedSettings, settings) };
    return { ok: true, view: <ArticleView article={article} edit blocks={<LiveBlocks />} />, blocks };
  }
  const saved = await savedPage(token, 'landing-page', slug, locale, version);
  if (!saved) return { ok: false, message: `No saved draft of landing page "${slug}" in ${locale}` };
  const page = { ...saved, published: [], publishedSettings: overlay(saved.publishedSettings, settings) };
  return { ok: true, view: <LandingView page={page} edit blocks={<LiveBlocks />} />, blocks };
}
