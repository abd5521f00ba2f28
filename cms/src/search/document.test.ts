import { describe, expect, it } from 'vitest';
import { htmlText, searchDocumentOf } from './document';

describe('htmlText', () => {
  it('keeps what a reader sees: tags out, script and style with their content, entities decoded', () => {
    expect(htmlText('<p>Fish &amp; chips&nbsp;for <b>two</b></p><script>alert("x")</script><STYLE>p{}</STYLE><p>&#8220;ok&#x201D; &bogus;</p>')).toBe(
      'Fish & chips for two “ok” &bogus;',
    );
  });

  it('takes linear time on markup that never closes', () => {
    const started = performance.now();
    htmlText(`${'<'.repeat(100_000)}${'&'.repeat(100_000)}<script${'x'.repeat(100_000)}`);
    htmlText('<a'.repeat(100_000));
    console.log(`htmlText of 300,000 odd characters: ${(performance.now() - started).toFixed(0)} ms`);
  });
});

describe('searchDocumentOf', () => {
  const article = {
    documentId: 'doc1',
    locale: 'en-US',
    slug: 'glass-tower',
    dateScheduled: null,
    publishedSettings: { articleTitle: 'Glass tower', description: 'A landmark.', datePublished: '2026-05-01T00:00:00.000Z', dateUnpublished: null },
    published: [{ __component: 'article.text', content: '<p>Published words.</p>' }],
    draftSettings: { articleTitle: 'Secret draft title' },
    draft: [{ __component: 'article.text', content: '<p>Secret draft words.</p>' }],
    categories: [{ key: 'customer_stories', name: 'Customer Stories', label: 'Customer Stories' }],
    industries: [{ key: 'BDLG', name: 'Architecture' }],
  };

  it('reads the published pair only, never the draft', () => {
    const document = searchDocumentOf('api::article.article', article)!;
    expect(document).toMatchObject({ title: 'Glass tower', summary: 'A landmark.', body: 'Published words.', terms: 'Customer Stories\nArchitecture' });
    expect(JSON.stringify(document)).not.toContain('Secret');
    expect(document.visibleFrom).toBe(Date.parse('2026-05-01T00:00:00.000Z'));
  });

  it('has no document for a locale that is not published, and no visibility for an article without a publish date', () => {
    expect(searchDocumentOf('api::article.article', { ...article, publishedSettings: null })).toBeNull();
    expect(
      searchDocumentOf('api::article.article', { ...article, publishedSettings: { ...article.publishedSettings, datePublished: null } })!.visibleFrom,
    ).toBeNull();
  });
});
