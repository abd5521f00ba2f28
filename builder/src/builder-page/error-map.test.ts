import { describe, expect, it } from 'vitest';
import { errorMapOf } from './error-map';

const error = (path: string, message: string) => ({ path, field: path, message });

describe('errorMapOf', () => {
  it('keys messages by path', () => {
    expect(errorMapOf([error('page.slug', 'Slug: is required'), error('blocks.a.title', 'Title: is required')], null)).toEqual({
      'page.slug': 'Slug: is required',
      'blocks.a.title': 'Title: is required',
    });
  });
  it('returns the previous map when the problems are the same', () => {
    const previous = errorMapOf([error('page.slug', 'Slug: is required')], null);
    expect(errorMapOf([error('page.slug', 'Slug: is required')], previous)).toBe(previous);
  });
  it('returns a new map when a message, a path or the count changed', () => {
    const previous = errorMapOf([error('page.slug', 'Slug: is required')], null);
    expect(errorMapOf([error('page.slug', 'Slug: too long')], previous)).toEqual({ 'page.slug': 'Slug: too long' });
    expect(errorMapOf([error('page.title', 'Slug: is required')], previous)).not.toBe(previous);
    expect(errorMapOf([], previous)).toEqual({});
    expect(errorMapOf([error('page.slug', 'Slug: is required'), error('page.title', 'Title: is required')], previous)).not.toBe(previous);
  });
});
