import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldSpec } from '../schema/form-model';
import type { FieldProps } from './field-props';
import { FieldList } from './FieldList';
import { testRoot } from '../test-root';

/** Which simple fields rendered: a keystroke in one field must leave the others alone (typing speed). */
const rendered: string[] = [];
vi.mock('./Field', () => ({
  Field: (props: FieldProps) => {
    rendered.push(props.spec.name);
    return null;
  },
}));

const fields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'string', required: true },
  { name: 'subtitle', label: 'Subtitle', kind: 'string', required: false },
  { name: 'body', label: 'Body', kind: 'text', required: false },
];
const onChange = () => {};

const dom = testRoot();
beforeEach(() => {
  rendered.length = 0;
});

// As the panel renders it: a new path array and errors map each time (the CMS's problems unchanged).
const render = (value: Record<string, unknown>, errors: Record<string, string> = {}) =>
  act(() => dom.root.render(<FieldList fields={fields} value={value} path={[]} errorPath="blocks.k1" errors={errors} idPrefix="f-k1" onChange={onChange} />));

describe('FieldList memoisation', () => {
  it('a keystroke re-renders the field typed in, and a new problem only the field it names', () => {
    render({ title: 'Launch', subtitle: 'Soon', body: 'Text' });
    expect(rendered).toEqual(['title', 'subtitle', 'body']);
    rendered.length = 0;
    render({ title: 'Launch!', subtitle: 'Soon', body: 'Text' });
    expect(rendered).toEqual(['title']);
    rendered.length = 0;
    render({ title: 'Launch!', subtitle: 'Soon', body: 'Text' }, { 'blocks.k1.subtitle': 'Subtitle: too long' });
    expect(rendered).toEqual(['subtitle']);
  });
});
