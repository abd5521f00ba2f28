import { describe, expect, it } from 'vitest';
import { messages, termLabel } from './index';

describe('termLabel', () => {
  it('names categories and industries in Spanish on es-US pages, the event sub-categories as Events', () => {
    const t = messages('es-US');
    expect(termLabel(t, { key: 'product_updates', label: 'Product Updates', name: 'Product Updates' })).toBe('Novedades de productos');
    expect(termLabel(t, { key: 'tradeshows', label: 'Events', name: 'Tradeshows' })).toBe('Eventos');
    expect(termLabel(t, { key: 'LAND', label: 'Landscape', name: 'Landscape' })).toBe('Paisajismo');
  });

  it("keeps the taxonomy's English names on en-US pages", () => {
    const t = messages('en-US');
    expect(termLabel(t, { key: 'tradeshows', label: 'Events', name: 'Tradeshows' })).toBe('Events');
    expect(termLabel(t, { key: 'LAND', label: 'Landscape', name: 'Landscape' })).toBe('Landscape');
  });
});
