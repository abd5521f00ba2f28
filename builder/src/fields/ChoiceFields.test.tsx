import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldSpec } from '../schema/form-model';
import { BooleanField, EnumField } from './ChoiceFields';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const background: FieldSpec = { name: 'background', label: 'Background', kind: 'enumeration', required: false, options: ['light', 'dark'] };
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

const key = (target: Element, name: string) =>
  act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true })));
const pick = (text: string) =>
  act(async () => {
    const option = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find((candidate) => candidate.textContent === text)!;
    option.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse', button: 0 }));
    option.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'mouse', button: 0 }));
    option.click();
  });
const options = () => [...document.querySelectorAll('[role="option"]')].map((option) => option.textContent);

describe('EnumField', () => {
  it('shows the choice on a labelled button; the list offers "—" for an optional field; picking one, or "—", reports it', async () => {
    const onChange = vi.fn();
    act(() => root.render(<EnumField spec={background} id="f-k-background" label="Background" error={undefined} value="light" onChange={onChange} />));
    const button = container.querySelector<HTMLButtonElement>('button')!;
    expect(button.textContent).toContain('Light');
    const labelledBy = button
      .getAttribute('aria-labelledby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(labelledBy).toContain('Background');
    act(() => button.focus());
    await key(button, 'ArrowDown');
    expect(options()).toEqual(['—', 'Light', 'Dark']);
    await pick('Dark');
    expect(onChange).toHaveBeenLastCalledWith('dark');
    await key(button, 'ArrowDown');
    await pick('—');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('a required field with a value has no "—"; its error describes the button', async () => {
    act(() =>
      root.render(
        <EnumField
          spec={{ ...background, required: true }}
          id="f-k-background"
          label="Background"
          error="Background: pick one"
          value="dark"
          onChange={() => {}}
        />,
      ),
    );
    const button = container.querySelector<HTMLButtonElement>('button')!;
    const describedBy = (button.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(describedBy).toContain('Background: pick one');
    act(() => button.focus());
    await key(button, 'ArrowDown');
    expect(options()).toEqual(['Light', 'Dark']);
  });
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
