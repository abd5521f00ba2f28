import { describe, expect, it } from 'vitest';
import { findUnstorableText, textProblem } from './text';

describe('textProblem', () => {
  it.each([
    ['plain', null],
    ['emoji 😀 pair', null],
    ['', null],
    ['a\u0000b', 'a NUL character'],
    ['\ud800', 'an unpaired UTF-16 surrogate'],
    ['x\udc00', 'an unpaired UTF-16 surrogate'],
    ['\udfff\ud800', 'an unpaired UTF-16 surrogate'],
    ['\ud83d', 'an unpaired UTF-16 surrogate'],
  ])('%j → %s', (value, problem) => {
    expect(textProblem(value)).toBe(problem);
  });
});

describe('findUnstorableText', () => {
  it('names the field of a body, however deep', () => {
    expect(findUnstorableText({ email: 'a@example.com', payload: { answers: ['ok', 'bad\u0000'] } }, { style: 'dotted' })).toEqual({
      field: 'payload.answers[1]',
      problem: 'contains a NUL character',
    });
  });

  it('names a query parameter in bracket notation', () => {
    expect(findUnstorableText({ filters: { name: { $eq: '\ud800' } } }, { style: 'brackets' })).toEqual({
      field: 'filters[name][$eq]',
      problem: 'contains an unpaired UTF-16 surrogate',
    });
  });

  it('checks keys too', () => {
    expect(findUnstorableText({ payload: { 'a\u0000': 1 } }, { style: 'dotted' })).toEqual({
      field: 'payload.…',
      problem: 'has a key that contains a NUL character',
    });
  });

  it('refuses nesting deeper than the limit, naming where', () => {
    expect(findUnstorableText({ language: [[[['en']]]] }, { style: 'dotted', maxDepth: 4 })).toEqual({
      field: 'language[0][0][0]',
      problem: 'is nested deeper than 4 levels',
    });
    expect(findUnstorableText({ language: [[['en']]] }, { style: 'dotted', maxDepth: 4 })).toBeNull();
  });

  it('walks a value nested 100 000 levels deep without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep, { style: 'dotted' })?.problem).toBe('contains a NUL character');
  });

  it('accepts what the database stores', () => {
    expect(findUnstorableText({ a: ['é', 1, null, true, { b: '😀' }] }, { style: 'dotted' })).toBeNull();
    expect(findUnstorableText('text body', { style: 'dotted' })).toBeNull();
    expect(findUnstorableText(undefined, { style: 'dotted' })).toBeNull();
  });
});
