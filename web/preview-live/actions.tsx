'use server';
/**
 * The live preview's server function: renders a draft posted by the builder on the server, with the
 * site's own views and block registry, and sends it back as React server components. The posted data
 * is untrusted: the live token is checked (the preview page signs it for itself once it has checked its frame token), the draft is
 * sanitised with the CMS's rules, and the rest of the page (title, localizations, taxonomy) comes from
 * the saved draft in the CMS.
 */
import type { ReactNode } from 'react';
import { savedPage } from './saved-page';
import { secrets } from '../config/site';
import { isLocale } from '../links/locale';
import { ArticleView } from '../article/article-view';
import { LandingView } from '../landing/landing-view';
import { DraftError, sanitizeDraftBlocks, sanitizeDraftSettings } from './sanitize-draft';
import { previewTokenProblem } from './preview-token.mjs';
import { draftVersion } from './protocol';

export type LiveRender = { ok: true; view: ReactNode } | { ok: false; message: string };

export interface LiveDraftRequest {
  token: string;
  type: string;
  locale: string;
  slug: string;
  draft: unknown;
  draftSettings: unknown;
  /** The saved version the draft was made from (the builder's last save): the saved page is read afresh for a new one. */
  version?: unknown;
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
  if (type !== 'article' && type !== 'landing-page') return { ok: false, message: `type must be "article" or "landing-page" (got "${String(type)}")` };
  if (typeof locale !== 'string' || !isLocale(locale)) return { ok: false, message: `unknown locale "${String(locale)}"` };
  if (typeof slug !== 'string') return { ok: false, message: 'slug must be a string' };
  const problem = previewTokenProblem(secrets.preview, 'live', token, { type, locale, slug });
  if (problem) return { ok: false, message: `Live preview refused: ${problem}` };
  let blocks;
  let settings;
  try {
    blocks = sanitizeDraftBlocks(request.draft);
    settings = sanitizeDraftSettings(request.draftSettings, SETTINGS_COMPONENT[type]);
  } catch (error) {
    if (error instanceof DraftError) return { ok: false, message: `Live preview cannot render this draft: ${error.message}` };
    throw error;
  }
  const version = draftVersion(request.version);
  if (type === 'article') {
    const saved = await savedPage(token, 'article', slug, locale, version);
    if (!saved) return { ok: false, message: `No saved draft of article "${slug}" in ${locale}` };
    return { ok: true, view: <ArticleView article={{ ...saved, published: blocks, publishedSettings: overlay(saved.publishedSettings, settings) }} edit /> };
  }
  const saved = await savedPage(token, 'landing-page', slug, locale, version);
  if (!saved) return { ok: false, message: `No saved draft of landing page "${slug}" in ${locale}` };
  return { ok: true, view: <LandingView page={{ ...saved, published: blocks, publishedSettings: overlay(saved.publishedSettings, settings) }} edit /> };
}
