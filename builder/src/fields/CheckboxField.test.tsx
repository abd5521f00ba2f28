import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FieldSpec } from '../schema/form-model';
import { BooleanField } from './CheckboxField';
import { testRoot } from '../test-root';

const dark: FieldSpec = { name: 'dark', label: 'Dark mode', kind: 'boolean', required: false, description: 'Light text on a dark background.' };

const dom = testRoot();

describe('BooleanField', () => {
  it('a checkbox named by its label and described by its description; a click toggles it', () => {
    const onChange = vi.fn();
    act(() => dom.root.render(<BooleanField spec={dark} id="f-k-dark" value={false} onChange={onChange} />));
    const input = dom.container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(input.closest('label')?.textContent).toBe('Dark mode');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Light text on a dark background.');
    act(() => input.click());
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
