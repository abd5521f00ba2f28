import { isValidEmail } from '../core/email';
import type { RsvpFormField } from '../core/types';
import { h } from './dom';

let fieldCounter = 0;

/** Renders form fields; every input gets a label. */
export function renderFields(fields: RsvpFormField[]): HTMLElement[] {
  return fields.map((f) => {
    const id = `atcb-f${++fieldCounter}`;
    const name = String(f.name);
    const label = f.label ?? name;
    switch (f.type) {
      case 'label':
        return h('p', { class: 'atcb-note' }, label);
      case 'hidden':
        return h('input', { type: 'hidden', name, value: String(f.default ?? '') });
      case 'checkbox':
        return h(
          'label',
          { class: 'atcb-check', for: id },
          h('input', { id, type: 'checkbox', name, checked: f.default === true || f.default === 'true', 'data-required': f.required }),
          label,
        );
      case 'radio': {
        const choices = String(f.placeholder ?? f.default ?? '')
          .split('|')
          .filter(Boolean);
        return h(
          'fieldset',
          { 'data-required': f.required, 'data-name': name },
          h('legend', {}, label),
          ...choices.map((c, i) => h('label', { class: 'atcb-check' }, h('input', { type: 'radio', name, value: c, checked: i === 0 && f.default === c }), c)),
        );
      }
      default:
        return h(
          'label',
          { for: id },
          `${label}${f.required ? ' *' : ''}`,
          h('input', {
            id,
            name,
            type: f.type === 'number' ? 'text' : f.type,
            inputmode: f.type === 'number' ? 'numeric' : undefined,
            placeholder: f.placeholder,
            value: f.default === undefined ? undefined : String(f.default),
            required: f.required,
            'data-kind': f.type,
            autocomplete: f.type === 'email' ? 'email' : undefined,
          }),
        );
    }
  });
}

export interface CollectResult {
  values: Record<string, string | boolean>;
  /** 'required' when a required field is empty, 'email' when an email is malformed. */
  error?: 'required' | 'email';
}

const sanitize = (s: string): string => s.trim().replace(/[<>]/g, '').slice(0, 1000);

/** Validates and collects values: required fields, ticked checkboxes, radio selections, valid emails, digits only in numbers. */
export function collectFields(form: HTMLElement): CollectResult {
  const values: Record<string, string | boolean> = {};
  let error: CollectResult['error'];
  for (const el of form.querySelectorAll<HTMLElement>('.atcb-invalid')) el.classList.remove('atcb-invalid');
  const fail = (el: HTMLElement, kind: 'required' | 'email'): void => {
    el.classList.add('atcb-invalid');
    el.setAttribute('aria-invalid', 'true');
    error = error ?? kind;
  };
  for (const input of form.querySelectorAll<HTMLInputElement>('input')) {
    if (input.type === 'radio') continue;
    input.removeAttribute('aria-invalid');
    if (input.type === 'checkbox') {
      values[input.name] = input.checked;
      if (input.hasAttribute('data-required') && !input.checked) fail(input, 'required');
      continue;
    }
    let v = sanitize(input.value);
    if (input.dataset.kind === 'number') v = v.replace(/\D/g, '');
    input.value = input.type === 'hidden' ? input.value : v;
    values[input.name] = input.type === 'hidden' ? input.value : v;
    if (input.required && !v) fail(input, 'required');
    else if (input.type === 'email' && v && !isValidEmail(v)) fail(input, 'email');
  }
  for (const set of form.querySelectorAll<HTMLFieldSetElement>('fieldset[data-name]')) {
    const name = set.dataset.name ?? '';
    const checked = set.querySelector<HTMLInputElement>('input:checked');
    if (checked) values[name] = checked.value;
    else if (set.hasAttribute('data-required')) fail(set, 'required');
  }
  return { values, error };
}
