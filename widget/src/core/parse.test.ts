import { describe, expect, it } from 'vitest';
import { toFlag, toList, toObject } from './parse';

describe('attribute values', () => {
  it('toFlag: true, "" and "true" (any case, padded) are true; everything else is false', () => {
    expect([true, '', 'true', ' TRUE ', 'True'].map(toFlag)).toEqual([true, true, true, true, true]);
    expect([false, undefined, null, 'false', '  ', '1', 'yes', 'truex'].map(toFlag)).toEqual([false, false, false, false, false, false, false, false]);
  });

  it('toList: arrays, JSON arrays (single quotes tolerated) and the lenient comma form', () => {
    expect(toList(['Apple', ' Google ', ''])).toEqual(['Apple', 'Google']);
    expect(toList('["Apple","Google"]')).toEqual(['Apple', 'Google']);
    expect(toList("['Apple', 'Google']")).toEqual(['Apple', 'Google']);
    expect(toList("'Apple','Google','iCal'")).toEqual(['Apple', 'Google', 'iCal']);
    expect(toList('Apple, Google')).toEqual(['Apple', 'Google']);
    expect(toList('[Apple, Google]')).toEqual(['Apple', 'Google']);
    expect(toList('')).toEqual([]);
    expect(toList(undefined)).toEqual([]);
  });

  it('toObject: objects, JSON (single quotes tolerated), and an error for anything else', () => {
    expect(toObject({ a: 1 })).toEqual({ value: { a: 1 } });
    expect(toObject(' {"a":1} ')).toEqual({ value: { a: 1 } });
    expect(toObject("{'key':'k'}")).toEqual({ value: { key: 'k' } });
    expect(toObject('[1,2]')).toEqual({ value: [1, 2] });
    expect(toObject('{oops')).toEqual({ error: 'is not valid JSON' });
    expect(toObject('plain text')).toEqual({ error: 'is not valid JSON' });
    expect(toObject('42')).toEqual({ error: 'is not valid JSON' });
    expect(toObject('')).toEqual({});
    expect(toObject(undefined)).toEqual({});
  });
});
