import { describe, expect, it } from 'vitest';
import { blockSummary } from './summary';

describe('blockSummary', () => {
  it('prefers the title, strips HTML and ignores links and enums', () => {
    expect(blockSummary({ __key: 'k', __component: 'x', buttonLink: 'https://a', surface: 'dark', title: 'Hello' })).toBe('Hello');
    expect(blockSummary({ __key: 'k', __component: 'x', content: '<p>Some <b>rich</b> text</p>' })).toBe('Some rich text');
    expect(blockSummary({ __key: 'k', __component: 'x', surface: 'dark' })).toBe('');
  });
});
