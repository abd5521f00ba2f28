import { h, svg } from './dom';

const CAL =
  '<svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="2"><rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/></svg>';
const CLOSE = '<svg viewBox="0 0 24 24" width="1em" height="1em" stroke="currentColor" stroke-width="2.5"><path d="M6 6l12 12M18 6L6 18"/></svg>';
const CHECK = '<svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="3"><path d="M4 12l5 5L20 6"/></svg>';
const WARN =
  '<svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="2"><path d="M12 3l10 18H2z"/><path d="M12 10v5M12 17.5v.5"/></svg>';

export const calendarIcon = (): HTMLElement => svg(CAL);
export const closeIcon = (): HTMLElement => svg(CLOSE);
export const checkIcon = (): HTMLElement => svg(CHECK);
export const warnIcon = (): HTMLElement => svg(WARN);

const BADGES: Record<string, string> = { apple: 'A', google: 'G', ical: '.ics', ms365: 'M', outlookcom: 'O', msteams: 'T', yahoo: 'Y!' };

/** A small brand-coloured badge per calendar (no third-party logos shipped). */
export function providerIcon(option: string): HTMLElement {
  return h('span', { class: `atcb-icon atcb-badge atcb-badge-${option}`, 'aria-hidden': 'true' }, BADGES[option] ?? '');
}
