import { describe, expect, it } from 'vitest';
import { preferredLocale } from './locale';

describe('preferredLocale', () => {
  it("takes the first language the site has, by the browser's order and weights", () => {
    expect(preferredLocale('es-MX,es;q=0.9,en;q=0.8')).toBe('es-US');
    expect(preferredLocale('fr-FR, es;q=0.5, en;q=0.7')).toBe('en-US');
    expect(preferredLocale('fr, de;q=0.9, es;q=0.1')).toBe('es-US');
    expect(preferredLocale('en-GB')).toBe('en-US');
  });

  it('falls back to the default locale for nothing, nonsense or refused languages', () => {
    expect(preferredLocale(null)).toBe('en-US');
    expect(preferredLocale('')).toBe('en-US');
    expect(preferredLocale('fr-FR')).toBe('en-US');
    expect(preferredLocale('es;q=0, ;;;, q=1')).toBe('en-US');
    expect(preferredLocale('es;q=abc')).toBe('en-US');
    expect(preferredLocale(`${'x,'.repeat(10_000)}es`)).toBe('en-US');
  });
});
