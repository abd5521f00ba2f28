import { describe, expect, it } from 'vitest';
import { describeValue } from './describe';

describe('describeValue', () => {
  it('shows values as text for a side-by-side comparison', () => {
    expect(describeValue('')).toBe('(empty)');
    expect(describeValue(null)).toBe('(empty)');
    expect(describeValue(true)).toBe('Yes');
    expect(describeValue(3)).toBe('3');
    expect(describeValue('<p>One <strong>two</strong></p><ul><li>three</li></ul>')).toBe('One two\nthree');
    expect(describeValue({ id: 4, mime: 'image/png', name: 'cat.png' })).toBe('Image: cat.png');
    expect(describeValue([{ id: 1, documentId: 'd', title: 'Tag' }])).toBe('1. Tag');
    expect(describeValue({ id: 9, question: 'Q', answer: '' })).toBe('question: Q');
    expect(describeValue('a < b')).toBe('a < b');
  });
});
