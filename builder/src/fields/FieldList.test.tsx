import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FieldSpec } from '../schema/form-model';
import { FieldList } from './FieldList';
import { testRoot } from '../test-root';

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

const dom = testRoot();

const render = (value: Record<string, unknown>, errors: Record<string, string> = {}, onChange = vi.fn()) => {
  act(() =>
    dom.root.render(<FieldList fields={[button, items]} value={value} path={[]} errorPath="blocks.k1" errors={errors} idPrefix="f-k1" onChange={onChange} />),
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
    expect(dom.container.querySelector<HTMLInputElement>('#f-k1-button-label')?.value).toBe('Go');
    expect(dom.container.querySelector<HTMLInputElement>('#f-k1-items-0-question')?.value).toBe('Why?');
    expect(dom.container.querySelector<HTMLInputElement>('#f-k1-items-1-question')?.value).toBe('How?');
    expect(dom.container.querySelector('[id$="-uuid"]')).toBeNull();
    expect(Array.from(dom.container.querySelectorAll('legend'), (legend) => legend.textContent)).toEqual(['Button', 'Items', 'Items 1', 'Items 2']);
  });

  it("a nested field's change carries its full path; errors show under the nested field", () => {
    const onChange = render({ button: { label: 'Go' }, items: [{ question: '' }] }, { 'blocks.k1.items[0].question': 'Question: is required' });
    const input = dom.container.querySelector<HTMLInputElement>('#f-k1-items-0-question')!;
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
    expect(Array.from(dom.container.querySelectorAll('button'), (b) => b.textContent)).toEqual(['Add button', 'Add items']);
  });
});
