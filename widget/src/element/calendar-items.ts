import type { DateResult, OptionResult } from '../core/generate';
import type { StringKey } from '../i18n';
import { bidiText, pageText } from './bidi';
import { h } from './dom';
import { formatRange } from './format';
import { calendarIcon, checkIcon, providerIcon } from './icons';
import { openableUrl } from './platform';
import type { ViewHost } from './view-host';

/** One item per calendar: direct links for one date, the date chooser (or one combined file) for several. */
export function calendarItems(view: ViewHost, menu: boolean): HTMLElement[] {
  const dates = view.result.dates;
  return view.config.options.map((option) => {
    if (dates.length === 1)
      return calendarItem(
        view,
        dates[0],
        dates[0].options.find((o) => o.option === option)!,
        menu,
      );
    const combined = view.result.combined;
    if ((option === 'apple' || option === 'ical') && combined) {
      return calendarItem(view, null, { option, kind: 'ics', ics: combined.ics, fileName: combined.fileName, url: combined.url }, menu);
    }
    const el = itemShell(view, 'button', option, menu, null);
    el.addEventListener('click', () => {
      view.closeList(true);
      openChooser(view, option);
    });
    return el;
  });
}

function itemShell(view: ViewHost, tag: 'a' | 'button', option: string, menu: boolean, key: string | null): HTMLElement {
  const n = view.config;
  const text = view.translate(`label.${option}` as StringKey);
  const el = h(
    tag,
    {
      class: `atcb-item${menu ? '' : ' atcb-btn'}`,
      role: menu ? 'menuitem' : undefined,
      tabindex: menu ? '-1' : undefined,
      type: tag === 'button' ? 'button' : undefined,
      'data-option': option,
      'data-key': key ?? undefined,
      'aria-label': n.flags.hideTextLabelList ? text : undefined,
    },
    n.flags.hideIconList ? null : providerIcon(option),
    n.flags.hideTextLabelList ? null : h('span', {}, ...bidiText(text, n.rtl)),
  );
  if (key && view.saved.has(key)) markSaved(view, el);
  return el;
}

function calendarItem(view: ViewHost, dr: DateResult | null, o: OptionResult, menu: boolean): HTMLElement {
  const key = dr ? `${dr.date.uid}|${o.option}` : null;
  const el = o.kind === 'none' ? itemShell(view, 'button', o.option, menu, key) : itemShell(view, 'a', o.option, menu, key);
  if (o.kind === 'url') {
    el.setAttribute('href', openableUrl(o.option, o.url, view.env));
    el.setAttribute('target', '_blank');
    el.setAttribute('rel', 'noopener');
  } else if (o.kind === 'ics') {
    el.setAttribute('href', o.url);
    el.setAttribute('download', o.fileName);
  } else if (o.reason === 'past') el.setAttribute('aria-disabled', 'true');
  el.addEventListener('click', (e) => view.activate(dr, o, e, el));
  return el;
}

/** The saved mark: a class, and a check mark unless hidden. */
export function markSaved(view: ViewHost, el: HTMLElement): void {
  el.classList.add('atcb-saved');
  if (!view.config.flags.hideCheckmark && !el.querySelector('.atcb-saved-mark')) {
    el.append(h('span', { class: 'atcb-saved-mark', title: view.translate('label.saved') }, checkIcon()));
  }
}

/** Multi-date chooser: one button per date, saved marks, past dates disabled with pastDateHandling disable. */
function openChooser(view: ViewHost, option: string): void {
  const n = view.config;
  const t = view.translate;
  const rows = view.result.dates.map((dr) => {
    const o = dr.options.find((x) => x.option === option)!;
    const el = calendarItem(view, dr, o, false);
    el.classList.add('atcb-date-item');
    el.replaceChildren(
      h(
        'span',
        {},
        h('b', {}, pageText(dr.date.name)),
        h('br'),
        formatRange(dr.date, n.language, n.userTimeZone),
        dr.date.status === 'CANCELLED' ? h('span', { class: 'atcb-cancelled-text' }, ` · ${t('date.status.cancelled')}`) : null,
      ),
    );
    if (view.saved.has(`${dr.date.uid}|${option}`)) markSaved(view, el);
    if (dr.disabled) {
      el.setAttribute('aria-disabled', 'true');
      if (el instanceof HTMLButtonElement) el.disabled = true;
      else el.removeAttribute('href');
    }
    return h('li', {}, el);
  });
  view.modals.open({
    headline: t('modal.multidate.h'),
    icon: calendarIcon(),
    wide: true,
    content: [h('p', {}, t('modal.multidate.text')), h('ul', { class: 'atcb-dates' }, ...rows)],
  });
}
