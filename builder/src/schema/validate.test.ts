import { describe, expect, it } from 'vitest';
import { validateDraft } from './document-fields';
import { looksLikeEmail } from './validate';
import { components, landingPage } from './fixtures';
import type { Draft } from '../store/types';

const draft = (blocks: Draft['blocks'], page = { slug: 'ok', title: 'T' }, settings = {}): Draft => ({ blocks, page, settings });
const messages = (d: Draft) => validateDraft(d, components, landingPage).map((e) => e.message);

describe('validateDraft', () => {
  it('accepts a valid page', () => {
    expect(messages(draft([{ __key: 'a', __component: 'blocks.hero-image-left', title: 'Hi', buttonLink: 'https://x.io' }]))).toEqual([]);
  });
  it.each<[string, Draft, string]>([
    ['required block field', draft([{ __key: 'a', __component: 'blocks.hero-image-left' }]), 'Block 1 (Hero with image) › Title: is required'],
    [
      'dangerous URL',
      draft([{ __key: 'a', __component: 'blocks.hero-image-left', title: 'x', buttonLink: 'javascript:alert(1)' }]),
      'Block 1 (Hero with image) › Button link: the URL protocol "javascript:" is not allowed',
    ],
    ['page regex', draft([], { slug: 'Bad Slug', title: 'T' }), 'Page › Slug: does not match the required format ^[a-z0-9]+(?:-[a-z0-9]+)*$'],
    ['page required', draft([], { slug: 'ok', title: '' }), 'Page › Title: is required'],
    ['settings length', draft([], undefined, { seoTitle: 'much too long' }), 'Settings › Seo title: must be at most 10 characters (now 13)'],
    [
      "a one-line text longer than the CMS's column",
      draft([{ __key: 'a', __component: 'blocks.hero-image-left', title: 'x'.repeat(256) }]),
      'Block 1 (Hero with image) › Title: must be at most 255 characters (now 256)',
    ],
    [
      'repeatable max',
      draft([{ __key: 'a', __component: 'blocks.faq-collapse', items: [{ question: 'a' }, { question: 'b' }, { question: 'c' }] }]),
      'Block 1 (FAQ (collapsible)) › Items: may hold at most 2 entries (now 3)',
    ],
    [
      'repeatable item field',
      draft([{ __key: 'a', __component: 'blocks.faq-collapse', items: [{ question: '' }] }]),
      'Block 1 (FAQ (collapsible)) › Items 1 › Question: is required',
    ],
    [
      'webcal: URL (the CMS refuses it)',
      draft([{ __key: 'a', __component: 'blocks.hero-image-left', title: 'x', buttonLink: 'webcal://c.example/a.ics' }]),
      'Block 1 (Hero with image) › Button link: the URL protocol "webcal:" is not allowed',
    ],
    [
      'protocol-relative URL',
      draft([{ __key: 'a', __component: 'blocks.hero-image-left', title: 'x', buttonLink: '//evil.example' }]),
      'Block 1 (Hero with image) › Button link: a URL starting with "//" has no protocol: write it with https://',
    ],
    [
      'nested component URL',
      draft([{ __key: 'a', __component: 'blocks.event-date', startDate: '2026-01-01T00:00:00Z', cta: { label: 'Go', url: 'data:text/html,x' } }]),
      'Block 1 (Event dates) › Cta › Url: the URL protocol "data:" is not allowed',
    ],
    [
      'number bounds',
      draft([{ __key: 'a', __component: 'blocks.event-date', startDate: '2026-01-01T00:00:00Z', seats: 900 }]),
      'Block 1 (Event dates) › Seats: must be at most 500',
    ],
    [
      'email',
      draft([{ __key: 'a', __component: 'blocks.event-date', startDate: '2026-01-01T00:00:00Z', contact: 'nope' }]),
      'Block 1 (Event dates) › Contact: must be an email address',
    ],
  ])('%s', (_, d, expected) => {
    expect(messages(d)).toContain(expected);
  });
  it('points each error at its block and field path', () => {
    const [error] = validateDraft(draft([{ __key: 'k1', __component: 'blocks.hero-image-left' }]), components, landingPage);
    expect(error.path).toBe('blocks.k1.title');
  });
});

describe('looksLikeEmail', () => {
  // The pattern it replaces, kept here as the oracle: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
  it.each([
    ['ana@example.com', true],
    ['a@b.co', true],
    ['a@b..co', true],
    ['a@b.c', false],
    ['a@.com', false],
    ['@b.com', false],
    ['a@b@c.com', false],
    ['a b@c.com', false],
    ['a@bcom', false],
    ['a@b.com ', false],
  ])('%s → %s, as the pattern it replaces', (text, expected) => {
    expect(looksLikeEmail(text)).toBe(expected);
    expect(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(text)).toBe(expected);
  });
  it('answers at once on a long near-miss', () => {
    expect(looksLikeEmail(`a@${'.'.repeat(100_000)}`)).toBe(true);
    expect(looksLikeEmail(`a@${'.'.repeat(100_000)} x`)).toBe(false);
  });
});
