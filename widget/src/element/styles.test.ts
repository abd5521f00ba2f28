import { describe, expect, it } from 'vitest';
import { CSS } from './styles';

/** The rules of a style sheet in source order (those inside @media blocks as well): selectors and declarations. */
function readRules(css: string): { selectors: string[]; decls: Map<string, string> }[] {
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selectors, body]) => ({
    selectors: selectors.split(',').map((s) => s.trim()),
    decls: new Map(
      body
        .split(';')
        .map((d) => d.split(/:(.*)/s).map((s) => s.trim()))
        .filter(([prop, value]) => prop && value)
        .map(([prop, value]) => [prop, value.replace(/\s*!important$/, '')]),
    ),
  }));
}

/** WCAG 2 relative luminance of #rgb or #rrggbb. */
function luminance(hex: string): number {
  const h = hex.length === 4 ? hex.replace(/\w/g, (c) => c + c) : hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

type State = 'normal' | 'hover' | 'open' | 'focus';
const STATES: State[] = ['normal', 'hover', 'open', 'focus'];

/**
 * Where each text sits and the selectors that set its colour and its background, from the base rule to the state's
 * (later ones win: the order in which they override each other in the widget). `{s}` is the state's pseudo-class or
 * attribute on the element that reacts to the pointer, the keyboard or the open list.
 */
interface Surface {
  name: string;
  state: Record<State, string>;
  background: string[];
  texts: Record<string, string[]>;
}

const BUTTON_STATES: Record<State, string> = { normal: '', hover: ':hover', open: '[aria-expanded=true]', focus: ':focus-visible' };
const ITEM_STATES: Record<State, string> = { normal: '', hover: ':hover', open: '', focus: ':focus' };

const SURFACES: Surface[] = [
  {
    name: 'date-style card',
    state: BUTTON_STATES,
    background: ['.atcb-btn', '.atcb-datebtn', '.atcb-btn{s}', '.atcb-datebtn{s}'],
    texts: {
      title: ['.atcb-root', '.atcb-btn', '.atcb-btn{s}', '.atcb-datebtn-title'],
      'date, time and place': ['.atcb-root', '.atcb-btn', '.atcb-btn{s}', '.atcb-datebtn-note'],
      description: ['.atcb-root', '.atcb-btn', '.atcb-btn{s}', '.atcb-datebtn-desc'],
      'cancelled or expired': ['.atcb-root', '.atcb-btn', '.atcb-btn{s}', '.atcb-cancelled-text'],
      'plus sign': ['.atcb-root', '.atcb-btn', '.atcb-btn{s}', '.atcb-datebtn-plus'],
    },
  },
  {
    name: "date-style card's day",
    state: BUTTON_STATES,
    background: ['.atcb-datebtn-day', '.atcb-datebtn{s} .atcb-datebtn-day'],
    texts: { 'day and month': ['.atcb-datebtn-day', '.atcb-datebtn{s} .atcb-datebtn-day'] },
  },
  {
    name: 'menu button',
    state: BUTTON_STATES,
    background: ['.atcb-btn', '.atcb-btn{s}'],
    texts: { label: ['.atcb-root', '.atcb-btn', '.atcb-btn{s}'] },
  },
  {
    name: 'list item',
    state: ITEM_STATES,
    background: ['.atcb-list', '.atcb-item', '.atcb-item{s}'],
    texts: { label: ['.atcb-root', '.atcb-item', '.atcb-item{s}'] },
  },
  {
    name: 'list',
    state: { normal: '', hover: '', open: '', focus: '' },
    background: ['.atcb-list'],
    texts: { branding: ['.atcb-root', '.atcb-branding'] },
  },
  {
    name: 'dialog',
    state: ITEM_STATES,
    background: ['.atcb-modal'],
    texts: {
      text: ['.atcb-root', '.atcb-modal'],
      note: ['.atcb-root', '.atcb-modal', '.atcb-note'],
      error: ['.atcb-root', '.atcb-modal', '.atcb-error'],
      success: ['.atcb-root', '.atcb-modal', '.atcb-success'],
    },
  },
  {
    name: 'primary button',
    state: BUTTON_STATES,
    background: ['.atcb-btn', '.atcb-btn{s}', '.atcb-primary', '.atcb-primary{s}'],
    texts: { label: ['.atcb-btn', '.atcb-btn{s}', '.atcb-primary', '.atcb-primary{s}'] },
  },
];

const THEMES = { light: ['.atcb-root'], dark: ['.atcb-root', '.atcb-dark'] };

/** Every text of every surface, state and theme under 4.5:1 against its background, as read from the style sheet. */
function lowContrast(css: string): string[] {
  const rules = readRules(css);
  /**
   * The last value of the property set by any of the selectors (in the order given). A transparent background lets the
   * one below show (the list's under its items), and an inherited colour is the one before.
   */
  const valueOf = (selectors: string[], prop: string): string | undefined => {
    let found: string | undefined;
    for (const selector of selectors) {
      for (const rule of rules) {
        const value = rule.decls.get(prop);
        if (value && !/^(inherit|none|transparent)$/.test(value) && rule.selectors.includes(selector)) found = value;
      }
    }
    return found;
  };
  const failures: string[] = [];
  for (const [theme, themeSelectors] of Object.entries(THEMES)) {
    const resolve = (value: string): string => {
      const v = /^var\((--[\w-]+)\)$/.exec(value);
      if (!v) return value;
      const set = valueOf(themeSelectors, v[1]);
      if (!set) throw new Error(`${v[1]} is not set in the ${theme} theme`);
      return resolve(set);
    };
    for (const surface of SURFACES) {
      for (const state of STATES) {
        const at = (selectors: string[]): string[] => selectors.map((s) => s.replace('{s}', surface.state[state]));
        // a colour this check cannot read (rgba, a keyword) fails it rather than passing unmeasured
        const solid = (value: string | undefined, what: string): string => {
          const colour = resolve(value ?? 'none');
          if (!/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour)) throw new Error(`${surface.name} ${what} (${state}, ${theme}) is no solid colour: ${colour}`);
          return colour;
        };
        const background = solid(valueOf(at(surface.background), 'background'), 'background');
        for (const [text, selectors] of Object.entries(surface.texts)) {
          const colour = solid(valueOf(at(selectors), 'color'), text);
          const ratio = contrast(colour, background);
          if (ratio < 4.5) failures.push(`${surface.name} ${text} (${state}, ${theme}): ${colour} on ${background} is ${ratio.toFixed(2)}:1`);
        }
      }
    }
  }
  return failures;
}

describe('text contrast of the widget styles', () => {
  it('measures contrast as WCAG 2 does', () => {
    expect(contrast('#000', '#fff')).toBe(21);
    expect(contrast('#777777', '#ffffff').toFixed(2)).toBe('4.48');
    expect(contrast('#fff', '#2563eb').toFixed(2)).toBe('5.17');
  });

  it('every text is at least 4.5:1 on its background, in every state (normal, hover, open, focus) and both themes', () => {
    expect(lowContrast(CSS)).toEqual([]);
  });

  it('would catch a colour that drops under 4.5:1: the earlier grey on the hovered or open card', () => {
    const earlier = CSS.replace(/--muted:#[0-9a-f]+/, '--muted:#6b7280');
    expect(lowContrast(earlier)).toEqual(
      expect.arrayContaining([
        'date-style card date, time and place (hover, light): #6b7280 on #f3f4f6 is 4.39:1',
        'date-style card date, time and place (open, light): #6b7280 on #f3f4f6 is 4.39:1',
      ]),
    );
    // and in the dark theme: the earlier grey on the hovered card, and white on the lighter accent
    const dark = CSS.replace(/(\.atcb-dark\{[^}]*)--muted:#[0-9a-f]+/, '$1--muted:#9ca3af').replace(/--on-accent:#111827/, '--on-accent:#fff');
    expect(lowContrast(dark)).toEqual(
      expect.arrayContaining([
        'date-style card date, time and place (hover, dark): #9ca3af on #374151 is 4.06:1',
        "date-style card's day day and month (normal, dark): #fff on #93c5fd is 1.80:1",
      ]),
    );
  });
});
