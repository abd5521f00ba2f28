import type { DateResult, GenerateResult, OptionResult } from '../core/generate';
import type { ElementConfig } from './config';
import type { StringKey, Translate } from '../i18n';
import { RTL_LANGUAGES } from '../i18n';
import { h } from './dom';
import { dayAndMonth, formatRange } from './format';
import { calendarIcon, checkIcon, providerIcon, warnIcon } from './icons';
import { ModalStack } from './modal';
import { openableUrl, type Environment } from './platform';
import { RsvpView } from '../rsvp/view';
import { openThankYou } from './thankyou';

export const DROPDOWN_DELAY_MS = 5;
export const THANK_YOU_DELAY_MS = 1000;
export const BRANDING_DELAY_MS = 500;

let listCounter = 0;

export interface ViewContext {
  root: ShadowRoot;
  host: HTMLElement;
  result: GenerateResult;
  /** result.config with the element's options. */
  config: ElementConfig;
  t: Translate;
  env: Environment;
  /** Saved marks survive re-renders: `${uid}|${option}`. */
  saved: Set<string>;
}

/** Builds and runs one rendering of the button: trigger, list, modals. */
export class ButtonView {
  readonly container: HTMLElement;
  readonly modals: ModalStack;
  private readonly n: ElementConfig;
  private readonly t: Translate;
  private trigger?: HTMLButtonElement;
  private list?: HTMLElement;
  private readonly timers: ReturnType<typeof setTimeout>[] = [];
  private readonly listId = `atcb-list-${++listCounter}`;
  private readonly cleanups: (() => void)[] = [];
  private hoverTimer?: ReturnType<typeof setTimeout>;
  private rsvp?: RsvpView;

  constructor(private readonly ctx: ViewContext) {
    this.n = ctx.config;
    this.t = ctx.t;
    const n = this.n;
    const dark =
      n.lightMode === 'dark' ||
      (n.lightMode === 'system' && typeof matchMedia !== 'undefined' && matchMedia('(prefers-color-scheme: dark)').matches) ||
      (n.lightMode === 'bodyScheme' && typeof document !== 'undefined' && /(^|\s)(atcb-)?dark(\s|$)/.test(document.body?.className ?? ''));
    this.container = h('div', {
      class: `atcb-root atcb-style-${n.buttonStyle}${dark ? ' atcb-dark' : ''}${n.flags.hideBackground ? ' atcb-hide-bg' : ''}`,
      dir: RTL_LANGUAGES.includes(n.language) ? 'rtl' : 'ltr',
      lang: n.language,
      style: `--sz-l:${n.size.l}px;--sz-m:${n.size.m}px;--sz-s:${n.size.s}px`,
    });
    this.modals = new ModalStack(ctx.root, () => this.container, this.t('label.close'), {
      hideIcon: n.flags.hideIconModal,
      hoverClose: n.trigger === 'hover',
    });
  }

  render(): void {
    const n = this.n;
    if (n.customCss) this.ctx.root.append(h('link', { rel: 'stylesheet', href: n.customCss, nonce: n.cspnonce }));
    this.ctx.root.append(this.container);
    if (n.rsvp) {
      this.rsvp = new RsvpView(this);
      this.container.append(this.rsvp.render());
    } else if (n.buttonStyle === 'none' || n.flags.hideButton) {
      /* no visible trigger: open() still works */
    } else if (n.flags.buttonsList) {
      this.container.append(this.buttonsRow());
    } else {
      this.container.append(this.buildTrigger());
    }
  }

  get config(): ElementConfig {
    return this.n;
  }

  get translate(): Translate {
    return this.t;
  }

  get result(): GenerateResult {
    return this.ctx.result;
  }

  get env(): Environment {
    return this.ctx.env;
  }

  get root(): ShadowRoot {
    return this.ctx.root;
  }

  later(fn: () => void, ms: number): void {
    this.timers.push(setTimeout(fn, ms));
  }

  destroy(): void {
    this.timers.forEach(clearTimeout);
    clearTimeout(this.hoverTimer);
    this.cleanups.forEach((c) => c());
    this.modals.closeAll();
  }

  private get inert(): boolean {
    return this.ctx.result.disabled || this.n.flags.blockInteraction || this.n.flags.disabled;
  }

  private label(): string {
    return this.n.label ?? this.t(this.n.flags.subscribe ? 'label.subscribe' : 'label.addtocalendar');
  }

  /** The menu button (or date-style button). */
  buildTrigger(): HTMLElement {
    const n = this.n;
    const modalList = n.listStyle === 'modal' || n.buttonStyle === 'none';
    const label = this.label();
    const dateStyle = n.buttonStyle === 'date';
    const btn = h(
      'button',
      {
        class: `atcb-btn atcb-trigger${dateStyle ? ' atcb-datebtn' : ''}`,
        type: 'button',
        'aria-haspopup': modalList ? 'dialog' : 'menu',
        'aria-expanded': 'false',
        'aria-controls': modalList ? undefined : this.listId,
        'aria-label': dateStyle ? `${label}: ${n.name}` : n.flags.hideTextLabelButton ? label : undefined,
        disabled: this.inert,
        'aria-disabled': this.inert ? 'true' : undefined,
      },
      ...(dateStyle ? this.dateButtonContent() : [n.flags.hideIconButton ? null : calendarIcon(), n.flags.hideTextLabelButton ? null : h('span', {}, label)]),
    );
    this.trigger = btn;
    this.updateSavedState();
    btn.addEventListener('click', () => (this.list ? this.closeList(true) : this.open(0)));
    btn.addEventListener('keydown', (e) => {
      if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(e.key)) {
        e.preventDefault();
        if (this.list && e.key !== 'ArrowDown' && e.key !== 'ArrowUp') this.closeList(true);
        else this.open(e.key === 'ArrowUp' ? -1 : 0);
      }
    });
    if (n.trigger === 'hover') {
      this.container.addEventListener('mouseenter', () => {
        clearTimeout(this.hoverTimer);
        if (!this.list) this.open(null);
      });
      this.container.addEventListener('mouseleave', () => {
        this.hoverTimer = setTimeout(() => this.closeList(false), 200);
      });
    }
    return btn;
  }

  private dateButtonContent(): (HTMLElement | null)[] {
    const d = this.ctx.result.dates[0]?.date;
    if (!d) return [];
    const lang = this.n.language;
    const { day, month } = dayAndMonth(d, lang, this.n.userTimeZone);
    const more = this.ctx.result.dates.length > 1 ? ` (+${this.ctx.result.dates.length - 1})` : '';
    const status = this.n.allCancelled ? this.t('date.status.cancelled') : this.n.allOverdue ? this.t('date.expired') : '';
    return [
      h('span', { class: 'atcb-datebtn-day' }, h('b', {}, day), h('span', {}, month)),
      h(
        'span',
        { class: 'atcb-datebtn-body' },
        h('span', { class: 'atcb-datebtn-title' }, this.n.name + more),
        this.n.flags.hideDate ? null : h('span', { class: 'atcb-datebtn-note' }, formatRange(d, lang, this.n.userTimeZone)),
        this.n.flags.hideLocation || !d.location ? null : h('span', { class: 'atcb-datebtn-note' }, d.location),
        d.descriptionHtmlFree ? h('span', { class: 'atcb-datebtn-desc' }, d.descriptionHtmlFree) : null,
        d.recurrence ? h('span', { class: 'atcb-datebtn-note' }, this.t('date.recurring')) : null,
        status ? h('span', { class: 'atcb-cancelled-text' }, status) : null,
      ),
      h('span', { class: 'atcb-datebtn-plus', 'aria-hidden': 'true' }, '+'),
    ];
  }

  /** Opens the list; focusIndex 0 = first item, -1 = last, null = keep focus (hover). */
  open(focusIndex: number | null = 0): void {
    if (this.inert) return;
    if (this.n.rsvp && this.rsvp) {
      this.rsvp.open();
      return;
    }
    const dates = this.ctx.result.dates;
    if (dates.length === 1 && dates[0].date.status === 'CANCELLED') {
      this.cancelledModal(dates[0]);
      return;
    }
    if (this.n.listStyle === 'modal' || this.n.buttonStyle === 'none' || this.n.flags.hideButton) {
      this.modals.open({ headline: this.label(), icon: calendarIcon(), content: [h('div', { class: 'atcb-dates' }, ...this.items(false))] });
      return;
    }
    if (this.list) return;
    const style = this.n.listStyle === 'overlay' || this.n.flags.forceOverlay ? 'overlay' : this.n.listStyle;
    const list = h('div', { class: `atcb-list atcb-list-${style}`, role: 'menu', id: this.listId, 'aria-labelledby': undefined }, ...this.items(true));
    if (this.trigger) {
      this.trigger.id ||= `${this.listId}-trigger`;
      list.setAttribute('aria-labelledby', this.trigger.id);
      this.trigger.setAttribute('aria-expanded', 'true');
    }
    list.addEventListener('keydown', (e) => this.onListKey(e));
    this.list = list;
    this.container.append(list);
    this.keepOnScreen(list);
    this.later(() => list.classList.add('atcb-shown'), DROPDOWN_DELAY_MS);
    this.addBranding(list);
    const items = this.menuItems();
    if (focusIndex !== null && items.length) items[focusIndex < 0 ? items.length - 1 : 0].focus();
    const outside = (e: Event): void => {
      if (!e.composedPath().includes(this.container)) this.closeList(false);
    };
    document.addEventListener('click', outside, true);
    this.cleanups.push(() => document.removeEventListener('click', outside, true));
  }

  /**
   * A list wider than its trigger hangs over the trigger's end side; when that runs past the viewport (a right-to-left
   * list near the left edge, a left-to-right one near the right edge) it is aligned to the trigger's other side instead,
   * and when neither side fits (a narrow screen) moved in as far as needed.
   */
  private keepOnScreen(list: HTMLElement): void {
    const width = document.documentElement.clientWidth;
    const overflow = (): number => {
      const r = list.getBoundingClientRect();
      return Math.max(0, -r.left) + Math.max(0, r.right - width);
    };
    const before = overflow();
    if (!before) return;
    list.classList.add('atcb-list-flip');
    if (overflow() > before) list.classList.remove('atcb-list-flip');
    const r = list.getBoundingClientRect();
    const shift = r.left < 0 ? -r.left : Math.min(0, width - r.right);
    if (shift) list.style.translate = `${shift}px`;
  }

  closeList(returnFocus: boolean): void {
    if (!this.list) return;
    this.list.remove();
    this.list = undefined;
    this.trigger?.setAttribute('aria-expanded', 'false');
    this.cleanups.splice(0).forEach((c) => c());
    if (returnFocus) this.trigger?.focus();
  }

  private menuItems(): HTMLElement[] {
    return [...(this.list?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
  }

  private onListKey(e: KeyboardEvent): void {
    const items = this.menuItems();
    const i = items.indexOf(this.ctx.root.activeElement as HTMLElement);
    const go = (k: number): void => {
      e.preventDefault();
      items[(k + items.length) % items.length]?.focus();
    };
    switch (e.key) {
      case 'ArrowDown':
        return go(i + 1);
      case 'ArrowUp':
        return go(i - 1);
      case 'Home':
        return go(0);
      case 'End':
        return go(items.length - 1);
      case 'Escape':
        e.preventDefault();
        return this.closeList(true);
      case 'Tab':
        return this.closeList(false);
      case ' ':
        e.preventDefault();
        (e.target as HTMLElement).click();
    }
  }

  private addBranding(parent: HTMLElement): void {
    if (this.n.flags.hideBranding) return;
    this.later(() => {
      if (this.ctx.env.platform === 'desktop' && window.innerWidth <= 1000) return;
      parent.append(h('span', { class: 'atcb-branding' }, this.t('branding')));
    }, BRANDING_DELAY_MS);
  }

  /** One item per calendar: direct links for one date, the date chooser (or one combined file) for several. */
  private items(menu: boolean): HTMLElement[] {
    const dates = this.ctx.result.dates;
    return this.n.options.map((option) => {
      if (dates.length === 1)
        return this.item(
          dates[0],
          dates[0].options.find((o) => o.option === option)!,
          menu,
        );
      const combined = this.ctx.result.combined;
      if ((option === 'apple' || option === 'ical') && combined) {
        return this.item(null, { option, kind: 'ics', ics: combined.ics, fileName: combined.fileName, url: combined.url }, menu);
      }
      const el = this.itemShell('button', option, menu, null);
      el.addEventListener('click', () => {
        this.closeList(true);
        this.chooser(option);
      });
      return el;
    });
  }

  private itemShell(tag: 'a' | 'button', option: string, menu: boolean, key: string | null): HTMLElement {
    const text = this.t(`label.${option}` as StringKey);
    const el = h(
      tag,
      {
        class: `atcb-item${menu ? '' : ' atcb-btn'}`,
        role: menu ? 'menuitem' : undefined,
        tabindex: menu ? '-1' : undefined,
        type: tag === 'button' ? 'button' : undefined,
        'data-option': option,
        'data-key': key ?? undefined,
        'aria-label': this.n.flags.hideTextLabelList ? text : undefined,
      },
      this.n.flags.hideIconList ? null : providerIcon(option),
      this.n.flags.hideTextLabelList ? null : h('span', {}, text),
    );
    if (key && this.ctx.saved.has(key)) this.mark(el);
    return el;
  }

  private item(dr: DateResult | null, o: OptionResult, menu: boolean): HTMLElement {
    const key = dr ? `${dr.date.uid}|${o.option}` : null;
    const el = o.kind === 'none' ? this.itemShell('button', o.option, menu, key) : this.itemShell('a', o.option, menu, key);
    if (o.kind === 'url') {
      el.setAttribute('href', openableUrl(o.option, o.url, this.ctx.env));
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener');
    } else if (o.kind === 'ics') {
      el.setAttribute('href', o.url);
      el.setAttribute('download', o.fileName);
    } else if (o.reason === 'past') el.setAttribute('aria-disabled', 'true');
    el.addEventListener('click', (e) => this.activate(dr, o, e, el));
    return el;
  }

  /** What happens when a calendar is chosen. */
  activate(dr: DateResult | null, o: OptionResult, e: Event, el?: HTMLElement): void {
    if (o.kind === 'none') {
      e.preventDefault();
      if (o.reason === 'cancelled' && dr) this.cancelledModal(dr);
      else if (o.reason === 'yahoo-subscribe') this.yahooModal();
      return;
    }
    if (o.kind === 'ics' && !this.n.flags.bypassWebViewCheck && (this.ctx.env.inApp || this.ctx.env.iosNonSafari)) {
      e.preventDefault();
      void navigator.clipboard?.writeText(location.href).catch(() => undefined);
      const ios = this.ctx.env.iosNonSafari;
      this.closeList(false);
      this.modals.open({
        headline: this.t(ios ? 'modal.ios.h' : 'modal.webview.h'),
        icon: warnIcon(),
        content: [h('p', {}, this.t(ios ? 'modal.ios.text' : 'modal.webview.text'))],
      });
      return;
    }
    const dates = dr ? [dr] : this.ctx.result.dates.filter((d) => !d.disabled && d.date.status !== 'CANCELLED');
    for (const d of dates) this.ctx.saved.add(`${d.date.uid}|${o.option}`);
    if (el) this.mark(el);
    this.updateSavedState();
    this.closeList(false);
    if (this.n.ty) this.later(() => openThankYou(this), THANK_YOU_DELAY_MS);
  }

  private mark(el: HTMLElement): void {
    el.classList.add('atcb-saved');
    if (!this.n.flags.hideCheckmark && !el.querySelector('.atcb-saved-mark')) {
      el.append(h('span', { class: 'atcb-saved-mark', title: this.t('label.saved') }, checkIcon()));
    }
  }

  /** The overall saved state: every date saved to at least one calendar. */
  private updateSavedState(): void {
    const all = this.ctx.result.dates.every((d) => this.n.options.some((o) => this.ctx.saved.has(`${d.date.uid}|${o}`)));
    this.ctx.host.toggleAttribute('atcb-saved', all && this.ctx.saved.size > 0);
    if (all && this.ctx.saved.size > 0 && this.trigger) this.trigger.classList.add('atcb-saved');
  }

  /** Multi-date chooser: one button per date, saved marks, past dates disabled with pastDateHandling disable. */
  chooser(option: string): void {
    const rows = this.ctx.result.dates.map((dr) => {
      const o = dr.options.find((x) => x.option === option)!;
      const el = this.item(dr, o, false);
      el.classList.add('atcb-date-item');
      el.replaceChildren(
        h(
          'span',
          {},
          h('b', {}, dr.date.name),
          h('br'),
          formatRange(dr.date, this.n.language, this.n.userTimeZone),
          dr.date.status === 'CANCELLED' ? h('span', { class: 'atcb-cancelled-text' }, ` · ${this.t('date.status.cancelled')}`) : null,
        ),
      );
      if (this.ctx.saved.has(`${dr.date.uid}|${option}`)) this.mark(el);
      if (dr.disabled) {
        el.setAttribute('aria-disabled', 'true');
        if (el instanceof HTMLButtonElement) el.disabled = true;
        else el.removeAttribute('href');
      }
      return h('li', {}, el);
    });
    this.modals.open({
      headline: this.t('modal.multidate.h'),
      icon: calendarIcon(),
      wide: true,
      content: [h('p', {}, this.t('modal.multidate.text')), h('ul', { class: 'atcb-dates' }, ...rows)],
    });
  }

  cancelledModal(dr: DateResult): void {
    const file = dr.options.find((o) => o.kind === 'ics');
    this.modals.open({
      headline: this.t('date.status.cancelled'),
      icon: warnIcon(),
      content: [h('p', {}, h('b', {}, dr.date.name), h('br'), formatRange(dr.date, this.n.language, this.n.userTimeZone))],
      buttons:
        file && file.kind === 'ics'
          ? [{ label: this.t('date.status.cancelled.cta'), primary: true, href: file.url, download: file.fileName }]
          : [{ label: this.t('label.close') }],
    });
  }

  private yahooModal(): void {
    const url = this.n.icsFile ?? '';
    this.modals.open({
      headline: this.t('modal.subscribe.yahoo.h'),
      icon: providerIcon('yahoo'),
      content: [
        h('p', {}, this.t('modal.subscribe.yahoo.text')),
        h('input', { type: 'text', readonly: true, value: url, 'aria-label': 'URL', style: 'width:100%' }),
      ],
      buttons: [{ label: this.t('modal.subscribe.yahoo.button'), primary: true, href: 'https://calendar.yahoo.com/' }],
    });
  }

  /** buttonsList: one button per calendar. */
  buttonsRow(): HTMLElement {
    return h('div', { class: 'atcb-buttons' }, ...this.items(false));
  }
}
