import type { DateResult } from '../core/generate';
import { pageText } from './bidi';
import { h } from './dom';
import { formatRange } from './format';
import { providerIcon, warnIcon } from './icons';
import type { ViewHost } from './view-host';

/** A cancelled date: its name and time, and the file that removes it from a calendar where it was saved. */
export function openCancelled(view: ViewHost, dr: DateResult): void {
  const n = view.config;
  const t = view.translate;
  const file = dr.options.find((o) => o.kind === 'ics');
  view.modals.open({
    headline: t('date.status.cancelled'),
    icon: warnIcon(),
    content: [h('p', {}, h('b', {}, pageText(dr.date.name)), h('br'), formatRange(dr.date, n.language, n.userTimeZone))],
    buttons:
      file && file.kind === 'ics'
        ? [{ label: t('date.status.cancelled.cta'), primary: true, href: file.url, download: file.fileName }]
        : [{ label: t('label.close') }],
  });
}

/** Yahoo subscribes by a URL pasted into its settings: the URL to copy and a link there. */
export function openYahooSubscribe(view: ViewHost): void {
  const t = view.translate;
  const url = view.config.icsFile ?? '';
  view.modals.open({
    headline: t('modal.subscribe.yahoo.h'),
    icon: providerIcon('yahoo'),
    content: [
      h('p', {}, t('modal.subscribe.yahoo.text')),
      h('input', { type: 'text', readonly: true, value: url, 'aria-label': 'URL', dir: 'ltr', style: 'width:100%' }),
    ],
    buttons: [{ label: t('modal.subscribe.yahoo.button'), primary: true, href: 'https://calendar.yahoo.com/' }],
  });
}

/** In-app browsers and iOS browsers other than Safari cannot open calendar files: the page's address is copied instead. */
export function openNoFiles(view: ViewHost, ios: boolean): void {
  void navigator.clipboard?.writeText(location.href).catch(() => undefined);
  const t = view.translate;
  view.modals.open({
    headline: t(ios ? 'modal.ios.h' : 'modal.webview.h'),
    icon: warnIcon(),
    content: [h('p', {}, t(ios ? 'modal.ios.text' : 'modal.webview.text'))],
  });
}
