import { describe, expect, it } from 'vitest';
import { CALENDAR_OPTIONS } from '../core/types';
import { PROVIDER_MARKS } from './icons';

const SHAPES = new Set(['g', 'path', 'rect', 'circle']);

describe('calendar marks', () => {
  it('every calendar the widget offers has its own mark', () => {
    expect(Object.keys(PROVIDER_MARKS).sort()).toEqual([...CALENDAR_OPTIONS].sort());
    expect(new Set(Object.values(PROVIDER_MARKS)).size).toBe(CALENDAR_OPTIONS.length);
  });

  it.each(Object.entries(PROVIDER_MARKS))('%s is drawn from simple shapes on the 24 px grid, without text', (_, mark) => {
    const tags = [...mark.matchAll(/<\/?([a-z]+)/g)].map((m) => m[1]);
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.filter((t) => !SHAPES.has(t))).toEqual([]);
    // balanced: every element closed (self-closing or with its end tag)
    const opened = (mark.match(/<(g|path|rect|circle)\b/g) ?? []).length;
    const closed = (mark.match(/\/>|<\/(g|path|rect|circle)>/g) ?? []).length;
    expect(closed).toBe(opened);
    // no script, event handler or external reference can hide in a mark
    expect(mark).not.toMatch(/\son[a-z]+=|href|url\(|<script|<text/i);
    // coordinates stay on the 24 × 24 view box
    const numbers = [...mark.matchAll(/\b(?:x|y|cx|cy|width|height|r)="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(numbers.every((n) => n >= 0 && n <= 24)).toBe(true);
    // small: seven marks fit in the element's 25 KB
    expect(mark.length).toBeLessThan(450);
  });

  it("colours are the brands' own or the text colour (so that dark mode and page colours carry over)", () => {
    for (const mark of Object.values(PROVIDER_MARKS)) {
      for (const [, colour] of mark.matchAll(/(?:fill|stroke)="([^"]+)"/g)) expect(colour).toMatch(/^(none|currentColor|#[0-9a-f]{3,6})$/);
    }
    expect(PROVIDER_MARKS.apple).toContain('currentColor');
    expect(PROVIDER_MARKS.ical).toContain('currentColor');
  });
});
