import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../schema/form-model';
import { fieldAt } from './field-kind';

const fields = [
  { name: 'title', kind: 'string' },
  {
    name: 'items',
    kind: 'repeatable',
    fields: [
      { name: 'question', kind: 'string' },
      { name: 'answer', kind: 'html' },
    ],
  },
  { name: 'cta', kind: 'component', fields: [{ name: 'label', kind: 'string' }] },
] as unknown as FieldSpec[];

describe('fieldAt', () => {
  it('reaches fields through repeatables and components', () => {
    expect(fieldAt(fields, ['title'])?.kind).toBe('string');
    expect(fieldAt(fields, ['items', 0, 'answer'])?.kind).toBe('html');
    expect(fieldAt(fields, ['cta', 'label'])?.kind).toBe('string');
  });

  it('finds nothing for an unknown field or an index into a non-repeatable', () => {
    expect(fieldAt(fields, ['nope'])).toBeUndefined();
    expect(fieldAt(fields, ['cta', 0, 'label'])).toBeUndefined();
    expect(fieldAt(fields, ['items', 0, 'nope'])).toBeUndefined();
  });
});
