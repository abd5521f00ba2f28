import { describe, expect, it } from 'vitest';
import { stripIds } from './strip-ids';

describe('stripIds', () => {
  it('removes ids at every depth but keeps upload files whole', () => {
    const image = { id: 4, url: '/uploads/a.png', mime: 'image/png' };
    expect(stripIds([{ id: 1, __key: 'k', __component: 'blocks.faq-list', items: [{ id: 2, question: 'Q', image }] }])).toEqual([
      { __component: 'blocks.faq-list', items: [{ question: 'Q', image }] },
    ]);
  });
  it('leaves scalars alone', () => {
    expect(stripIds('x')).toBe('x');
    expect(stripIds(null)).toBeNull();
  });
});
