import type { NormalizedConfig } from '../core/normalize';
import { toFlag } from '../core/parse';
import { isSafeHttpUrl } from '../core/text';
import type { LightMode, ListStyle, RsvpConfig, ThankYouConfig } from '../core/types';
import { LANGUAGES, type Language } from '../i18n';

/**
 * The element's appearance and behaviour options on top of the core's normalisation (spec §4-5): flags, layout
 * couplings, size, light mode, language, and the defaults of the RSVP form and thank-you dialog. The core (normalize,
 * validate, generate) needs none of them, so they live here and stay out of the headless bundle.
 */

export const FLAG_NAMES = [
  'buttonsList', 'hideBranding', 'hideIconButton', 'hideIconList', 'hideIconModal', 'hideTextLabelButton', 'hideTextLabelList',
  'hideBackground', 'hideCheckmark', 'hideRichData', 'hideLocation', 'hideDate', 'hideButton', 'disabled', 'hidden', 'inline',
  'inlineRsvp', 'forceOverlay', 'blockInteraction', 'bypassWebViewCheck', 'fakeMobile', 'fakeIOS', 'fakeAndroid', 'debug', 'subscribe', 'useUserTZ',
] as const;
export type FlagName = (typeof FLAG_NAMES)[number];

export const LIST_STYLES: readonly ListStyle[] = ['dropdown', 'dropdown-static', 'dropup-static', 'overlay', 'modal'];

export interface ElementConfig extends NormalizedConfig {
  flags: Record<FlagName, boolean>;
  listStyle: ListStyle | string;
  trigger: 'click' | 'hover';
  label?: string;
  size: { l: number; m: number; s: number };
  lightMode: LightMode;
  language: Language;
  rsvp?: RsvpConfig & { maxpp: number };
  ty?: ThankYouConfig & { type: NonNullable<ThankYouConfig['type']>; headline: string };
}

const text = (v: unknown): string | undefined => (v == null ? undefined : String(v).trim() || undefined);

/** size 'l|m|s', each 0 to 10, gives 10 plus the value in px; m defaults to l and s to m; the default is 16. */
export function parseSize(v: unknown): { l: number; m: number; s: number } {
  const px = (x: string | undefined): number | undefined => {
    if (x === undefined || !/^\s*\d+\s*$/.test(x)) return undefined;
    return 10 + Math.min(10, Math.max(0, Number(x)));
  };
  const parts = v === undefined || v === null ? [] : String(v).split('|');
  const l = px(parts[0]) ?? 16;
  const m = px(parts[1]) ?? l;
  const s = px(parts[2]) ?? m;
  return { l, m, s };
}

/** Adds the element's options to a normalised configuration (from its raw configuration). */
export function elementConfig(n: NormalizedConfig): ElementConfig {
  const c = n.raw;
  const flags = Object.fromEntries(FLAG_NAMES.map((f) => [f, toFlag(c[f])])) as Record<FlagName, boolean>;
  const buttonStyle = n.buttonStyle;
  let listStyle = (text(c.listStyle) ?? 'dropdown').toLowerCase();
  let trigger: 'click' | 'hover' = text(c.trigger)?.toLowerCase() === 'hover' ? 'hover' : 'click';
  // the date style turns off the buttons list; the single-button layout, the modal list and non-basic styles force
  // click; a hidden text label with a basic style turns the dropdowns into an overlay
  if (buttonStyle === 'date') flags.buttonsList = false;
  const basicStyle = ['default', '3d', 'flat'].includes(buttonStyle);
  if (flags.buttonsList || listStyle === 'modal' || !basicStyle) trigger = 'click';
  if (flags.hideTextLabelButton && basicStyle && listStyle.startsWith('drop')) listStyle = 'overlay';

  const rsvp = n.rsvp && { ...n.rsvp, maxpp: Math.max(1, Number.isInteger(Number(n.rsvp.maxpp)) ? Number(n.rsvp.maxpp) : 1) };
  let ty: ElementConfig['ty'];
  if (n.ty) {
    let type = (['text', 'link', 'share', 'form'] as const).find((t) => t === n.ty!.type) ?? 'text';
    if ((type === 'link' || type === 'form') && !isSafeHttpUrl(n.ty.url)) type = 'text';
    ty = { ...n.ty, type, headline: n.ty.headline ?? 'thank you!' };
  }
  const language = (text(c.language) ?? 'en').toLowerCase().slice(0, 2);
  const lightMode = text(c.lightMode)?.toLowerCase();
  return {
    ...n,
    flags,
    listStyle,
    trigger,
    label: text(c.label),
    size: parseSize(c.size),
    lightMode: (['system', 'bodyScheme', 'dark'] as const).find((m) => m.toLowerCase() === lightMode) ?? 'light',
    language: (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en',
    rsvp,
    ty,
  };
}
