import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { LANGUAGES, loadStrings, translator } from './index';

describe('languages', () => {
  it('ships a file for each of the 25 non-English languages, each with the core labels', async () => {
    const files = readdirSync(new URL('./langs', import.meta.url))
      .map((f) => f.replace('.ts', ''))
      .sort();
    expect(files).toEqual(LANGUAGES.filter((l) => l !== 'en').sort());
    for (const lang of files) {
      const strings = await loadStrings(lang as (typeof LANGUAGES)[number]);
      for (const key of ['label.addtocalendar', 'date.status.cancelled', 'form.success', 'form.error.required', 'label.rsvp.seatsleft'] as const) {
        expect(strings[key], `${lang} ${key}`).toBeTruthy();
        expect(strings[key]).not.toBe(en[key]);
      }
      expect(strings['label.rsvp.seatsleft']).toContain('{n}');
      for (const key of Object.keys(strings)) expect(Object.keys(en)).toContain(key);
    }
  });

  it('every language translates every key of English (brand names may stay as written)', async () => {
    const keys = Object.keys(en) as (keyof typeof en)[];
    // texts that must differ from English in every language: the longer warnings and explanations among them
    const mustDiffer = [
      'modal.webview.text',
      'modal.ios.text',
      'modal.subscribe.yahoo.h',
      'modal.subscribe.yahoo.text',
      'modal.subscribe.yahoo.button',
      'form.demo',
      'label.alldates',
      'branding',
    ] as const;
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const strings = await loadStrings(lang);
      expect(
        keys.filter((k) => !strings[k]?.trim()),
        lang,
      ).toEqual([]);
      for (const k of mustDiffer) expect(strings[k], `${lang} ${k}`).not.toBe(en[k]);
      for (const k of keys) {
        const placeholders = (s: string): string[] => s.match(/\{\w+\}/g) ?? [];
        expect(placeholders(strings[k]!), `${lang} ${k}`).toEqual(placeholders(en[k]));
      }
    }
  });

  it('customLabels win, then the language, then English', () => {
    const t = translator({ 'label.close': 'Schließen' }, { 'label.addtocalendar': 'Save the date' });
    expect(t('label.addtocalendar')).toBe('Save the date');
    expect(t('label.close')).toBe('Schließen');
    expect(t('form.demo')).toBe(en['form.demo']);
    expect(t('label.rsvp.seatsleft', { n: 3 })).toBe('Seats left: 3');
  });
});
