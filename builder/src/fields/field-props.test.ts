import { describe, expect, it } from 'vitest';
import { sameFieldProps, type FieldProps } from './field-props';
import type { FieldSpec } from '../schema/form-model';

const title: FieldSpec = { name: 'title', label: 'Title', kind: 'string', required: true };
const items: FieldSpec = { name: 'items', label: 'Items', kind: 'repeatable', required: false };
const onChange = () => undefined;
const props = (overrides: Partial<FieldProps> = {}): FieldProps => ({
  spec: title,
  value: 'Hello',
  path: ['title'],
  errorPath: 'blocks.a.title',
  errors: {},
  id: 'f-a-title',
  onChange,
  ...overrides,
});

describe('sameFieldProps (Field memoisation)', () => {
  it('treats a rebuilt path with the same segments and an unrelated error change as the same', () => {
    expect(sameFieldProps(props(), props({ path: ['title'], errors: { 'blocks.b.title': 'Title: is required' } }))).toBe(true);
  });
  it('re-renders for a new value, its own error, another path, spec, id or handler', () => {
    expect(sameFieldProps(props(), props({ value: 'Hello!' }))).toBe(false);
    expect(sameFieldProps(props(), props({ errors: { 'blocks.a.title': 'Title: is required' } }))).toBe(false);
    expect(sameFieldProps(props(), props({ path: ['subtitle'] }))).toBe(false);
    expect(sameFieldProps(props(), props({ spec: { ...title } }))).toBe(false);
    expect(sameFieldProps(props(), props({ id: 'f-b-title' }))).toBe(false);
    expect(sameFieldProps(props(), props({ onChange: () => undefined }))).toBe(false);
  });
  it('re-renders a nested field for any change of the errors object (its children show theirs)', () => {
    const errors = {};
    expect(sameFieldProps(props({ spec: items, errors }), props({ spec: items, errors }))).toBe(true);
    expect(sameFieldProps(props({ spec: items, errors }), props({ spec: items, errors: { 'blocks.a.items.0.q': 'Question: is required' } }))).toBe(false);
  });
});
