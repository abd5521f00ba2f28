import { describe, expect, it } from 'vitest';
import { normalize } from '../core/normalize';
import { NOW } from '../core/test-helpers';
import type { ButtonConfig, GenerateContext } from '../core/types';
import { elementConfig } from './config';

const ctx = { now: NOW, userTimeZone: 'Europe/Berlin' };
const ev = { name: 'E', startDate: '2026-05-01' };
const cfg = (c: ButtonConfig, context: GenerateContext) => elementConfig(normalize(c, context));

describe('elementConfig: the element options on top of normalize', () => {
  it('keeps the core normalisation and adds trigger click and no label by default', () => {
    const n = cfg(ev, ctx);
    expect([n.listStyle, n.buttonStyle, n.size, n.lightMode, n.language, n.trigger, n.label]).toEqual([
      'dropdown',
      'default',
      { l: 16, m: 16, s: 16 },
      'light',
      'en',
      'click',
      undefined,
    ]);
    expect(cfg({ ...ev, label: ' Save it ' }, ctx).label).toBe('Save it');
  });

  it('sets the text direction from the language: right-to-left for ar, fa and he', () => {
    expect(['ar', 'fa', 'he', 'en', 'de', 'ur'].map((language) => cfg({ ...ev, language }, ctx).rtl)).toEqual([true, true, true, false, false, false]);
  });

  it('leaves the normalised flags untouched when a coupling changes its own copy', () => {
    const n = normalize({ ...ev, buttonStyle: 'date', buttonsList: true }, ctx);
    expect(elementConfig(n).flags.buttonsList).toBe(false);
    expect(n.flags.buttonsList).toBe(true);
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
