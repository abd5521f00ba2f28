import type { CalendarOption } from '../core/types';
import { svg } from './dom';

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

/**
 * Each calendar's mark, drawn for this widget in a few simple shapes on a 24 px grid (no text, so nothing in it can
 * read backwards in right-to-left languages): an apple; a ring in Google's four colours; a file with a calendar; four
 * coloured squares for Microsoft; an envelope behind an O tile for Outlook; a T tile and a person for Teams; "Y!" in
 * Yahoo's purple. The marks in currentColor (Apple, the file, Yahoo's through its class) follow the text colour and
 * theme.
 */
export const PROVIDER_MARKS: Record<CalendarOption, string> = {
  apple:
    '<path fill="currentColor" d="M12 7.6c1.2-1 2.6-1.3 4-1.1 1 .1 1.9.6 2.5 1.3a3.2 3.2 0 0 0 .4 6.2c-.6 3.3-2.1 6.8-3.7 7-1.2.1-2-.7-3.2-.7s-2 .8-3.2.7c-2.2-.2-4.2-4.6-4.2-8.4 0-4 2-6.2 4.2-6.2 1.2 0 2.2.6 3.2 1.2zm.3-1.4c0-2 1.5-3.6 3.5-3.8 0 2-1.5 3.6-3.5 3.8z"/>',
  google:
    '<g fill="none" stroke-width="3.4"><path stroke="#4285f4" d="M12 12h7.5a7.5 7.5 0 0 1-2.2 5.3"/><path stroke="#34a853" d="M17.3 17.3a7.5 7.5 0 0 1-10.6 0"/><path stroke="#fbbc05" d="M6.7 17.3a7.5 7.5 0 0 1-1.2-9"/><path stroke="#ea4335" d="M5.5 8.3a7.5 7.5 0 0 1 11.8-1.6"/></g>',
  ical: '<path fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round" d="M5 2.5h9.5L19 7v14.5H5zm9.5 0V7H19M8.5 11.5h7v6.5h-7zm0 2.5h7"/>',
  ms365:
    '<path fill="#f25022" d="M3 3h8.5v8.5H3z"/><path fill="#7fba00" d="M12.5 3H21v8.5h-8.5z"/><path fill="#00a4ef" d="M3 12.5h8.5V21H3z"/><path fill="#ffb900" d="M12.5 12.5H21V21h-8.5z"/>',
  outlookcom:
    '<rect x="9" y="5" width="13" height="14" rx="1.5" fill="#28a8ea"/><path d="M9 8l6.5 5L22 8" fill="none" stroke="#fff" stroke-width="1.4"/><rect x="2" y="7" width="11" height="11" rx="1.5" fill="#0078d4"/><circle cx="7.5" cy="12.5" r="2.8" fill="none" stroke="#fff" stroke-width="1.8"/>',
  msteams:
    '<circle cx="17.5" cy="6.5" r="2.5" fill="#7b83eb"/><path d="M14 10h6.5a1.5 1.5 0 0 1 1.5 1.5V16a4 4 0 0 1-8 0z" fill="#7b83eb"/><rect x="2" y="6" width="13" height="13" rx="1.5" fill="#5059c9"/><path d="M5 9.5h7m-3.5 0V16" stroke="#fff" stroke-width="2"/>',
  yahoo:
    '<path fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round" d="M3 6l5 7 5-7m-5 7v6m11-14v9"/><circle cx="19" cy="18.5" r="1.6" fill="currentColor"/>',
};

/** A calendar's mark (hidden from assistive technology: the item's text names the calendar). */
export function providerIcon(option: string): HTMLElement {
  const icon = svg(`<svg viewBox="0 0 24 24" width="1.25em" height="1.25em">${PROVIDER_MARKS[option as CalendarOption] ?? ''}</svg>`);
  icon.classList.add(`atcb-icon-${option}`);
  return icon;
}
