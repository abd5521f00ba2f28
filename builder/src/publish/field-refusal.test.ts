import { describe, expect, it } from 'vitest';
import { HttpError } from '../api/http';
import { fieldRefusal } from './field-refusal';

const label = (field: string) => (field === 'slug' ? 'Slug' : field);
const values: Record<string, unknown> = { slug: 'spring', title: 'x' };

describe('fieldRefusal', () => {
  it('names the field and the value a uniqueness refusal is about', () => {
    const error = new HttpError(400, 'This attribute must be unique', { errors: [{ path: ['slug'] }] }, 'slug');
    expect(fieldRefusal(error, label, (field) => values[field])).toEqual({
      field: 'slug',
      value: 'spring',
      message: 'Slug: "spring" is already used by another page; choose another (the CMS said: This attribute must be unique).',
    });
  });

  it("keeps the CMS's words for another refused field, and ignores what names no field", () => {
    expect(fieldRefusal(new HttpError(400, 'title must be at most 255 characters', null, 'title'), label, (field) => values[field])?.message).toBe(
      'title: title must be at most 255 characters',
    );
    expect(fieldRefusal(new HttpError(400, 'Bad', null, null), label, () => '')).toBeNull();
    expect(fieldRefusal(new HttpError(403, 'Forbidden', null, 'slug'), label, () => '')).toBeNull();
    expect(fieldRefusal(new Error('x'), label, () => '')).toBeNull();
  });
});
