import { urlProblem } from 'contract/rules';
import type { FieldSpec } from './form-model';

/** A rule broken by a value; `field` is the human path ("Block 2 (FAQCollapse) › Items 1 › Question"). */
export interface FieldError {
  path: string;
  field: string;
  message: string;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The rules of one field applied to one value; nested components are checked field by field. */
export function validateField(spec: FieldSpec, value: unknown, path: string, label: string): FieldError[] {
  const fail = (message: string): FieldError[] => [{ path, field: label, message: `${label}: ${message}` }];
  if (isEmpty(value)) return spec.required && spec.kind !== 'boolean' ? fail('is required') : [];
  switch (spec.kind) {
    case 'string':
    case 'text':
    case 'email':
    case 'html':
    case 'url': {
      const text = String(value);
      const max = spec.maxLength ?? spec.columnMax;
      if (max !== undefined && text.length > max) return fail(`must be at most ${max} characters (now ${text.length})`);
      if (spec.minLength !== undefined && text.length < spec.minLength) return fail(`must be at least ${spec.minLength} characters`);
      if (spec.pattern && !new RegExp(spec.pattern).test(text)) return fail(`does not match the required format ${spec.pattern}`);
      if (spec.kind === 'email' && !looksLikeEmail(text)) return fail('must be an email address');
      if (spec.kind === 'url') {
        // The CMS's own rule and words: the editor reads here what the CMS would answer on save.
        const problem = urlProblem(text);
        if (problem) return fail(problem);
      }
      return [];
    }
    case 'number': {
      const number = Number(value);
      if (!Number.isFinite(number)) return fail('must be a number');
      if (spec.integer && !Number.isInteger(number)) return fail('must be a whole number');
      if (spec.min !== undefined && number < spec.min) return fail(`must be at least ${spec.min}`);
      if (spec.max !== undefined && number > spec.max) return fail(`must be at most ${spec.max}`);
      return [];
    }
    case 'enumeration':
      return spec.options && !spec.options.includes(String(value)) ? fail(`must be one of ${spec.options.join(', ')}`) : [];
    case 'datetime':
    case 'date':
      return Number.isNaN(Date.parse(String(value))) ? fail('is not a valid date') : [];
    case 'component':
      return validateFields(spec.fields ?? [], value as Record<string, unknown>, path, label);
    case 'repeatable': {
      const items = Array.isArray(value) ? value : [];
      const errors: FieldError[] = [];
      if (spec.max !== undefined && items.length > spec.max) errors.push(...fail(`may hold at most ${spec.max} entries (now ${items.length})`));
      if (spec.min !== undefined && items.length < spec.min) errors.push(...fail(`needs at least ${spec.min} entries`));
      items.forEach((item, index) =>
        errors.push(...validateFields(spec.fields ?? [], item as Record<string, unknown>, `${path}[${index}]`, `${label} ${index + 1}`)),
      );
      return errors;
    }
    default:
      return [];
  }
}

export function validateFields(fields: FieldSpec[], data: Record<string, unknown> | null | undefined, path: string, label: string): FieldError[] {
  const record = data ?? {};
  return fields.flatMap((field) =>
    validateField(field, record[field.name], path ? `${path}.${field.name}` : field.name, label ? `${label} › ${field.label}` : field.label),
  );
}

/**
 * "name@domain.tld": no whitespace, one "@" after at least one character, and a dot in the domain
 * after its first character with at least two characters after it. Written without a pattern: the
 * regular expression it replaces could split the domain many ways and backtracked polynomially.
 */
export function looksLikeEmail(text: string): boolean {
  const at = text.indexOf('@');
  if (at < 1 || text.includes('@', at + 1) || /\s/.test(text)) return false;
  const domain = text.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && domain.length - dot - 1 >= 2;
}
