import type { DateResult } from '../core/generate';
import type { Translate } from '../i18n';
import type { ElementConfig } from './config';
import { bidiText, pageText } from './bidi';
import { h } from './dom';
import { dayAndMonth, formatRange } from './format';
import { calendarIcon } from './icons';

/** The menu button, or the date-style button (a card of the first date); the view adds its behaviour. */
export function triggerButton(n: ElementConfig, t: Translate, dates: DateResult[], label: string, inert: boolean, listId: string): HTMLButtonElement {
  const modalList = n.listStyle === 'modal' || n.buttonStyle === 'none';
  const dateStyle = n.buttonStyle === 'date';
  return h(
    'button',
    {
      class: `atcb-btn atcb-trigger${dateStyle ? ' atcb-datebtn' : ''}`,
      type: 'button',
      'aria-haspopup': modalList ? 'dialog' : 'menu',
      'aria-expanded': 'false',
      'aria-controls': modalList ? undefined : listId,
      'aria-label': dateStyle ? `${label}: ${n.name}` : n.flags.hideTextLabelButton ? label : undefined,
      disabled: inert,
      'aria-disabled': inert ? 'true' : undefined,
    },
    ...(dateStyle
      ? dateButtonContent(n, t, dates)
      : [n.flags.hideIconButton ? null : calendarIcon(), n.flags.hideTextLabelButton ? null : h('span', {}, ...bidiText(label, n.rtl))]),
  );
}

function dateButtonContent(n: ElementConfig, t: Translate, dates: DateResult[]): (HTMLElement | null)[] {
  const d = dates[0]?.date;
  if (!d) return [];
  const lang = n.language;
  const { day, month } = dayAndMonth(d, lang, n.userTimeZone);
  const more = dates.length > 1 ? ` (+${dates.length - 1})` : '';
  const status = n.allCancelled ? t('date.status.cancelled') : n.allOverdue ? t('date.expired') : '';
  return [
    h('span', { class: 'atcb-datebtn-day' }, h('b', {}, day), h('span', {}, month)),
    h(
      'span',
      { class: 'atcb-datebtn-body' },
      h('span', { class: 'atcb-datebtn-title' }, pageText(n.name), ...bidiText(more, n.rtl)),
      n.flags.hideDate ? null : h('span', { class: 'atcb-datebtn-note' }, formatRange(d, lang, n.userTimeZone)),
      n.flags.hideLocation || !d.location ? null : h('span', { class: 'atcb-datebtn-note' }, pageText(d.location)),
      d.descriptionHtmlFree ? h('span', { class: 'atcb-datebtn-desc' }, pageText(d.descriptionHtmlFree)) : null,
      d.recurrence ? h('span', { class: 'atcb-datebtn-note' }, t('date.recurring')) : null,
      status ? h('span', { class: 'atcb-cancelled-text' }, status) : null,
    ),
    h('span', { class: 'atcb-datebtn-plus', 'aria-hidden': 'true' }, '+'),
  ];
}
