import type { DateResult, GenerateResult, OptionResult } from '../core/generate';
import type { ElementConfig } from './config';
import type { Translate } from '../i18n';
import { calendarItems, markSaved } from './calendar-items';
import { h } from './dom';
import { ModalStack } from './modal';
import { Dropdown } from './dropdown';
import { calendarIcon } from './icons';
import { openCancelled, openNoFiles, openYahooSubscribe } from './notice-dialogs';
import type { Environment } from './platform';
import { RsvpView } from '../rsvp/view';
import { openThankYou } from './thankyou';
import { triggerButton } from './trigger';
import type { ViewHost } from './view-host';

export const THANK_YOU_DELAY_MS = 1000;
export const BRANDING_DELAY_MS = 500;

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
export class ButtonView implements ViewHost {
  readonly container: HTMLElement;
  readonly modals: ModalStack;
  private readonly n: ElementConfig;
  private readonly t: Translate;
  private trigger?: HTMLButtonElement;
  private readonly dropdown: Dropdown;
  private readonly timers: ReturnType<typeof setTimeout>[] = [];
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
      dir: n.rtl ? 'rtl' : 'ltr',
      lang: n.language,
      style: `--sz-l:${n.size.l}px;--sz-m:${n.size.m}px;--sz-s:${n.size.s}px`,
    });
    this.modals = new ModalStack(ctx.root, () => this.container, this.t('label.close'), {
      hideIcon: n.flags.hideIconModal,
      hoverClose: n.trigger === 'hover',
    });
    this.dropdown = new Dropdown(this);
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

  get saved(): Set<string> {
    return this.ctx.saved;
  }

  later(fn: () => void, ms: number): void {
    this.timers.push(setTimeout(fn, ms));
  }

  destroy(): void {
    this.timers.forEach(clearTimeout);
    clearTimeout(this.hoverTimer);
    this.dropdown.dispose();
    this.modals.closeAll();
  }

  private get inert(): boolean {
    return this.ctx.result.disabled || this.n.flags.blockInteraction || this.n.flags.disabled;
  }

  private label(): string {
    return this.n.label ?? this.t(this.n.flags.subscribe ? 'label.subscribe' : 'label.addtocalendar');
  }

  /** The menu button (or date-style button) and how it opens the list: click, keys, or hover. */
  buildTrigger(): HTMLElement {
    const btn = triggerButton(this.n, this.t, this.ctx.result.dates, this.label(), this.inert, this.dropdown.id);
    this.trigger = btn;
    this.updateSavedState();
    btn.addEventListener('click', () => (this.dropdown.isOpen ? this.closeList(true) : this.open(0)));
    btn.addEventListener('keydown', (e) => {
      if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(e.key)) {
        e.preventDefault();
        if (this.dropdown.isOpen && e.key !== 'ArrowDown' && e.key !== 'ArrowUp') this.closeList(true);
        else this.open(e.key === 'ArrowUp' ? -1 : 0);
      }
    });
    if (this.n.trigger === 'hover') {
      this.container.addEventListener('mouseenter', () => {
        clearTimeout(this.hoverTimer);
        if (!this.dropdown.isOpen) this.open(null);
      });
      this.container.addEventListener('mouseleave', () => {
        this.hoverTimer = setTimeout(() => this.closeList(false), 200);
      });
    }
    return btn;
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
      openCancelled(this, dates[0]);
      return;
    }
    if (this.n.listStyle === 'modal' || this.n.buttonStyle === 'none' || this.n.flags.hideButton) {
      this.modals.open({ headline: this.label(), icon: calendarIcon(), content: [h('div', { class: 'atcb-dates' }, ...calendarItems(this, false))] });
      return;
    }
    if (this.dropdown.isOpen) return;
    const style = this.n.listStyle === 'overlay' || this.n.flags.forceOverlay ? 'overlay' : this.n.listStyle;
    const list = this.dropdown.open(style, calendarItems(this, true), focusIndex, this.trigger);
    if (this.n.flags.hideBranding) return;
    this.later(() => {
      if (this.ctx.env.platform === 'desktop' && window.innerWidth <= 1000) return;
      list.append(h('span', { class: 'atcb-branding' }, this.t('branding')));
    }, BRANDING_DELAY_MS);
  }

  closeList(returnFocus: boolean): void {
    this.dropdown.close(returnFocus);
  }

  activate(dr: DateResult | null, o: OptionResult, e: Event, el?: HTMLElement): void {
    if (o.kind === 'none') {
      e.preventDefault();
      if (o.reason === 'cancelled' && dr) openCancelled(this, dr);
      else if (o.reason === 'yahoo-subscribe') openYahooSubscribe(this);
      return;
    }
    if (o.kind === 'ics' && !this.n.flags.bypassWebViewCheck && (this.ctx.env.inApp || this.ctx.env.iosNonSafari)) {
      e.preventDefault();
      this.closeList(false);
      openNoFiles(this, this.ctx.env.iosNonSafari);
      return;
    }
    const dates = dr ? [dr] : this.ctx.result.dates.filter((d) => !d.disabled && d.date.status !== 'CANCELLED');
    for (const d of dates) this.ctx.saved.add(`${d.date.uid}|${o.option}`);
    if (el) markSaved(this, el);
    this.updateSavedState();
    this.closeList(false);
    if (this.n.ty) this.later(() => openThankYou(this), THANK_YOU_DELAY_MS);
  }

  /** The overall saved state: every date saved to at least one calendar. */
  private updateSavedState(): void {
    const all = this.ctx.result.dates.every((d) => this.n.options.some((o) => this.ctx.saved.has(`${d.date.uid}|${o}`)));
    this.ctx.host.toggleAttribute('atcb-saved', all && this.ctx.saved.size > 0);
    if (all && this.ctx.saved.size > 0 && this.trigger) this.trigger.classList.add('atcb-saved');
  }

  buttonsRow(): HTMLElement {
    return h('div', { class: 'atcb-buttons' }, ...calendarItems(this, false));
  }
}
