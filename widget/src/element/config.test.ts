import { describe, expect, it } from 'vitest';
import { normalize } from '../core/normalize';
import { NOW } from '../core/test-helpers';
import type { ButtonConfig, GenerateContext } from '../core/types';
import { elementConfig } from './config';

const ctx = { now: NOW, userTimeZone: 'Europe/Berlin' };
const ev = { name: 'E', startDate: '2026-05-01' };
const cfg = (c: ButtonConfig, context: GenerateContext) => elementConfig(normalize(c, context));

describe('elementConfig: the element options on top of normalize', () => {
  it('applies the defaults: dropdown, 16px, light, en, click', () => {
    const n = cfg(ev, ctx);
    expect([n.listStyle, n.buttonStyle, n.size, n.lightMode, n.language, n.trigger]).toEqual(['dropdown', 'default', { l: 16, m: 16, s: 16 }, 'light', 'en', 'click']);
  });

  it('turns flags into booleans ("" and "true" are true)', () => {
    const n = cfg({ ...ev, hideBranding: '', hideIconButton: 'true', hideCheckmark: 'false', debug: true }, ctx);
    expect([n.flags.hideBranding, n.flags.hideIconButton, n.flags.hideCheckmark, n.flags.debug]).toEqual([true, true, false, true]);
  });

  it('cuts the language to 2 letters and falls back to en', () => {
    expect(cfg({ ...ev, language: 'de-AT' }, ctx).language).toBe('de');
    expect(cfg({ ...ev, language: 'xx' }, ctx).language).toBe('en');
  });

  it('parses size "l|m|s" as 10 + value px', () => {
    expect(cfg({ ...ev, size: '8|4|0' }, ctx).size).toEqual({ l: 18, m: 14, s: 10 });
    expect(cfg({ ...ev, size: '3' }, ctx).size).toEqual({ l: 13, m: 13, s: 13 });
    expect(cfg({ ...ev, size: '15' }, ctx).size.l).toBe(20);
  });

  it('accepts lightMode system, bodyScheme and dark, otherwise light', () => {
    expect(cfg({ ...ev, lightMode: 'dark' }, ctx).lightMode).toBe('dark');
    expect(cfg({ ...ev, lightMode: 'bodyScheme' }, ctx).lightMode).toBe('bodyScheme');
    expect(cfg({ ...ev, lightMode: 'purple' }, ctx).lightMode).toBe('light');
  });

  it('applies the layout couplings', () => {
    expect(cfg({ ...ev, trigger: 'hover' }, ctx).trigger).toBe('hover');
    expect(cfg({ ...ev, trigger: 'hover', buttonsList: true }, ctx).trigger).toBe('click');
    expect(cfg({ ...ev, trigger: 'hover', listStyle: 'modal' }, ctx).trigger).toBe('click');
    expect(cfg({ ...ev, trigger: 'hover', buttonStyle: 'round' }, ctx).trigger).toBe('click');
    expect(cfg({ ...ev, trigger: 'hover', buttonStyle: '3d' }, ctx).trigger).toBe('hover');
    expect(cfg({ ...ev, hideTextLabelButton: true, listStyle: 'dropup-static' }, ctx).listStyle).toBe('overlay');
    expect(cfg({ ...ev, hideTextLabelButton: true, buttonStyle: 'round' }, ctx).listStyle).toBe('dropdown');
    expect(cfg({ ...ev, buttonStyle: 'date', buttonsList: true }, ctx).flags.buttonsList).toBe(false);
  });

  it('falls back to text for a thank-you link without an http url and defaults the headline', () => {
    const n = cfg({ ...ev, ty: { type: 'link', url: 'javascript:alert(1)' } }, ctx);
    expect(n.ty).toMatchObject({ type: 'text', headline: 'thank you!' });
  });

  it('defaults rsvp maxpp to 1', () => {
    expect(cfg({ ...ev, rsvp: '{"key":"k","max":20}' }, ctx).rsvp).toMatchObject({ key: 'k', max: 20, maxpp: 1 });
  });
});
