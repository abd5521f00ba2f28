import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldSpec } from '../schema/form-model';
import { FieldList } from './FieldList';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const question: FieldSpec = { name: 'question', label: 'Question', kind: 'string', required: true };
const button: FieldSpec = {
  name: 'button',
  label: 'Button',
  kind: 'component',
  required: false,
  fields: [{ name: 'label', label: 'Label', kind: 'string', required: false }],
};
const items: FieldSpec = {
  name: 'items',
  label: 'Items',
  kind: 'repeatable',
  required: false,
  fields: [question, { name: 'uuid', label: 'Uuid', kind: 'string', required: false, hidden: true }],
};

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const render = (value: Record<string, unknown>, errors: Record<string, string> = {}, onChange = vi.fn()) => {
  act(() =>
    root.render(<FieldList fields={[button, items]} value={value} path={[]} errorPath="blocks.k1" errors={errors} idPrefix="f-k1" onChange={onChange} />),
  );
  return onChange;
};

describe('FieldList (nested forms)', () => {
  it("renders a nested component's and each repeatable item's fields with their ids, hidden fields left out", () => {
    render({
      button: { label: 'Go' },
      items: [
        { question: 'Why?', uuid: 'u1' },
        { question: 'How?', uuid: 'u2' },
      ],
    });
    expect(container.querySelector<HTMLInputElement>('#f-k1-button-label')?.value).toBe('Go');
    expect(container.querySelector<HTMLInputElement>('#f-k1-items-0-question')?.value).toBe('Why?');
    expect(container.querySelector<HTMLInputElement>('#f-k1-items-1-question')?.value).toBe('How?');
    expect(container.querySelector('[id$="-uuid"]')).toBeNull();
    expect(Array.from(container.querySelectorAll('legend'), (legend) => legend.textContent)).toEqual(['Button', 'Items', 'Items 1', 'Items 2']);
  });

  it("a nested field's change carries its full path; errors show under the nested field", () => {
    const onChange = render({ button: { label: 'Go' }, items: [{ question: '' }] }, { 'blocks.k1.items[0].question': 'Question: is required' });
    const input = container.querySelector<HTMLInputElement>('#f-k1-items-0-question')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // The error is under the field and describes it (React Aria ties them).
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Question: is required');
    act(() => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, 'When?');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(onChange).toHaveBeenCalledWith(['items', 0, 'question'], 'When?', true);
  });

  it('an empty optional component offers to add it', () => {
    render({ button: null, items: [] });
    expect(Array.from(container.querySelectorAll('button'), (b) => b.textContent)).toEqual(['Add button', 'Add items']);
  });
});
