import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Spring Sale: 20% off!', 'spring-sale-20-off'],
    ['  Año nuevo  ', 'ano-nuevo'],
    ['---', ''],
  ])('%s → %s', (input, expected) => expect(slugify(input)).toBe(expected));
});
