import type { Block } from '../store/types';

const PREFERRED = ['title', 'question', 'quote', 'eventTitle', 'caption', 'subtitle', 'content', 'description', 'html'];

/** A field's text without its HTML tags (each tag becomes a space). */
export const plainText = (value: string): string => value.replace(/<[^<>]*>/g, ' ');

/** A one-line reminder of a block's content for its card: the first text field that has a value. */
export function blockSummary(block: Block): string {
  const keys = [...PREFERRED, ...Object.keys(block)];
  for (const key of keys) {
    const value = block[key];
    if (typeof value === 'string' && value.trim() && !key.startsWith('__') && !/url|link|surface|size|uuid/i.test(key)) {
      return plainText(value).replace(/\s+/g, ' ').trim().slice(0, 90);
    }
  }
  return '';
}
