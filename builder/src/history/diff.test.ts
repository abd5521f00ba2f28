import { describe, expect, it } from 'vitest';
import { diffBlocks, diffFields, diffSnapshots, isSame, shown, type Snapshot } from './diff';

const hero = (title: string) => ({ __component: 'blocks.hero-form-left', title });
const faq = (question: string) => ({ __component: 'blocks.faq-collapse', title: 'FAQ', items: [{ question, answer: '<p>A</p>' }] });
const text = (content: string) => ({ __component: 'article.text', content });
const snap = (
  draft: Snapshot['draft'],
  draftSettings: Snapshot['draftSettings'] = { seoTitle: 'T' },
  fields: Snapshot['fields'] = { slug: 's', title: 'T' },
): Snapshot => ({
  draft,
  draftSettings,
  fields,
});

describe('diffBlocks', () => {
  it('finds nothing between equal lists', () => {
    expect(diffBlocks([hero('a'), text('b')], [hero('a'), text('b')])).toEqual([]);
  });

  it('names added and removed blocks with their positions', () => {
    expect(diffBlocks([hero('a'), text('b')], [hero('a'), faq('q'), text('b')])).toEqual([{ kind: 'added', component: 'blocks.faq-collapse', index: 1 }]);
    expect(diffBlocks([hero('a'), faq('q'), text('b')], [hero('a'), text('b')])).toEqual([{ kind: 'removed', component: 'blocks.faq-collapse', index: 1 }]);
  });

  it('names a moved block, not every block whose index shifted', () => {
    const [a, b, c, d] = [text('a'), text('b'), text('c'), text('d')];
    expect(diffBlocks([a, b, c, d], [b, c, d, a])).toEqual([{ kind: 'moved', component: 'article.text', from: 0, to: 3 }]);
    expect(diffBlocks([a, b, c, d], [a, c, b, d])).toHaveLength(1);
  });

  it('pairs an edited block with the next block of its type and lists its changed fields', () => {
    expect(diffBlocks([hero('Old'), faq('Why?')], [hero('New'), faq('How?')])).toEqual([
      { kind: 'changed', component: 'blocks.hero-form-left', from: 0, to: 0, moved: false, fields: [{ path: 'title', before: 'Old', after: 'New' }] },
      {
        kind: 'changed',
        component: 'blocks.faq-collapse',
        from: 1,
        to: 1,
        moved: false,
        fields: [{ path: 'items.1.question', before: 'Why?', after: 'How?' }],
      },
    ]);
  });

  it('says when an edited block also moved', () => {
    const changes = diffBlocks([hero('Old'), text('x'), text('y')], [text('x'), text('y'), hero('New')]);
    expect(changes).toEqual([
      { kind: 'changed', component: 'blocks.hero-form-left', from: 0, to: 2, moved: true, fields: [{ path: 'title', before: 'Old', after: 'New' }] },
    ]);
  });

  it('identical blocks pair with each other before edited ones (a duplicate kept, another added)', () => {
    expect(diffBlocks([text('x')], [text('x'), text('x')])).toEqual([{ kind: 'added', component: 'article.text', index: 1 }]);
    expect(diffBlocks([text('x'), text('y')], [text('y')])).toEqual([{ kind: 'removed', component: 'article.text', index: 0 }]);
  });
});

describe('diffFields', () => {
  it('compares leaves by path, empty values alike, arrays of scalars as one value', () => {
    expect(diffFields({ a: '', b: null, c: [] }, { a: null })).toEqual([]);
    expect(diffFields({ slug: 'one', categories: ['x'] }, { slug: 'two', categories: ['x', 'y'], title: 'New' })).toEqual([
      { path: 'slug', before: 'one', after: 'two' },
      { path: 'categories', before: ['x'], after: ['x', 'y'] },
      { path: 'title', before: null, after: 'New' },
    ]);
    expect(diffFields({ seo: { image: 3 } }, { seo: { image: 4 } })).toEqual([{ path: 'seo.image', before: 3, after: 4 }]);
  });
});

describe('diffSnapshots', () => {
  it('splits page fields, settings and blocks', () => {
    const diff = diffSnapshots(snap([hero('a')]), snap([hero('a'), text('t')], { seoTitle: 'U' }, { slug: 's2', title: 'T' }));
    expect(diff.fields).toEqual([{ path: 'slug', before: 's', after: 's2' }]);
    expect(diff.settings).toEqual([{ path: 'seoTitle', before: 'T', after: 'U' }]);
    expect(diff.blocks).toEqual([{ kind: 'added', component: 'article.text', index: 1 }]);
    expect(isSame(diff)).toBe(false);
    expect(isSame(diffSnapshots(snap([hero('a')]), snap([hero('a')])))).toBe(true);
  });

  it('shows values as one line', () => {
    expect(shown(null)).toBe('—');
    expect(shown('x')).toBe('x');
    expect(shown(['a', 'b'])).toBe('["a","b"]');
  });
});
