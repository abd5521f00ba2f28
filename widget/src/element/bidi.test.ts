import { describe, expect, it } from 'vitest';
import { en } from '../i18n';
import ar from '../i18n/langs/ar';
import fa from '../i18n/langs/fa';
import he from '../i18n/langs/he';
import { ltrRuns } from './bidi';

/** The runs a right-to-left view isolates as left-to-right (the odd indices of ltrRuns). */
const runs = (text: string): string[] => ltrRuns(text).filter((_, i) => i % 2);

describe('Latin runs in right-to-left text', () => {
  it.each([
    // a mark before or inside the run goes with it: '.ics' must not read 'ics.', nor '+2' read '2+'
    ['.ics', ['.ics']],
    ['ملف .ics', ['.ics']],
    [' (+2)', ['+2']],
    ['Outlook.com', ['Outlook.com']],
    ['Microsoft 365', ['Microsoft 365']],
    ['ملف iCal', ['iCal']],
    ['guest@example.com', ['guest@example.com']],
    // a mark after the run belongs to the sentence around it (Arabic full stop placement)
    ['افتح Safari.', ['Safari']],
    ['على iOS لا يمكن، إلا باستخدام Safari. تم', ['iOS', 'Safari']],
    ['Café Zürich', ['Café Zürich']],
    // nothing Latin: nothing to isolate
    ['أضف إلى التقويم', []],
    ['٣ مايو', []],
  ])('%j isolates %j', (text, expected) => {
    expect(runs(text)).toEqual(expected);
  });

  it('keeps every character in order: the runs only mark where isolation starts and ends', () => {
    for (const text of ['ملف .ics', ' (+2)', 'افتح Safari.', ...Object.values(ar), ...Object.values(fa), ...Object.values(he)]) {
      expect(ltrRuns(text).join('')).toBe(text);
    }
  });

  it('finds the brand names and file names of the right-to-left languages as runs', () => {
    for (const strings of [ar, fa, he]) {
      for (const key of ['label.apple', 'label.google', 'label.ms365', 'label.outlookcom', 'label.msteams', 'label.yahoo'] as const) {
        expect(runs(strings[key] ?? en[key])).toEqual([en[key]]);
      }
      expect(runs(strings['label.ical']!)).toEqual(['iCal']);
    }
  });
});
