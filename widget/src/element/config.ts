import type { NormalizedConfig } from '../core/normalized';
import { isSafeHttpUrl } from '../core/text';
import type { ListStyle, RsvpConfig, ThankYouConfig } from '../core/types';
import { RTL_LANGUAGES } from '../i18n';

/**
 * The element's behaviour on top of the core's normalisation (which already gives the flags, listStyle, buttonStyle,
 * size, lightMode and language): the layout couplings of spec §4, the trigger and label, the text direction, and the
 * defaults of the RSVP form and thank-you dialog. The core (normalize, validate, generate) needs none of them.
 */

export const LIST_STYLES: readonly ListStyle[] = ['dropdown', 'dropdown-static', 'dropup-static', 'overlay', 'modal'];

export interface ElementConfig extends NormalizedConfig {
  trigger: 'click' | 'hover';
  label?: string;
  /** A right-to-left language (ar, fa, he). */
  rtl: boolean;
  rsvp?: RsvpConfig & { maxpp: number };
  ty?: ThankYouConfig & { type: NonNullable<ThankYouConfig['type']>; headline: string };
}

const text = (v: unknown): string | undefined => (v == null ? undefined : String(v).trim() || undefined);

/** Adds the element's options to a normalised configuration (from its raw configuration). */
export function elementConfig(n: NormalizedConfig): ElementConfig {
  const c = n.raw;
  const flags = { ...n.flags };
  const buttonStyle = n.buttonStyle;
  let listStyle = n.listStyle;
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
  return { ...n, flags, listStyle, trigger, label: text(c.label), rtl: RTL_LANGUAGES.includes(n.language), rsvp, ty };
}
