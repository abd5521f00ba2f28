import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldSpec } from '../schema/form-model';
import { BooleanField } from './CheckboxField';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dark: FieldSpec = { name: 'dark', label: 'Dark mode', kind: 'boolean', required: false, description: 'Light text on a dark background.' };

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

describe('BooleanField', () => {
  it('a checkbox named by its label and described by its description; a click toggles it', () => {
    const onChange = vi.fn();
    act(() => root.render(<BooleanField spec={dark} id="f-k-dark" value={false} onChange={onChange} />));
    const input = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(input.closest('label')?.textContent).toBe('Dark mode');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Light text on a dark background.');
    act(() => input.click());
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
