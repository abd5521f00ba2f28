import { h } from '../element/dom';
import { collectFields, renderFields } from '../element/form';
import { calendarIcon } from '../element/icons';
import type { ViewHost } from '../element/view-host';
import { fetchRsvpCount, rsvpErrorKey, submitRsvp, type RsvpStatus } from './api';

interface Stored {
  status: RsvpStatus;
  amount: number;
  email: string;
}

const storageKey = (key: string): string => `atcb-rsvp-${key}`;

function readStored(key: string | undefined): Stored | null {
  if (!key) return null;
  try {
    const raw = localStorage.getItem(storageKey(key));
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

/** RSVP: state-dependent trigger (or inline form), the form, already-sent, expired and booked-out views. */
export class RsvpView {
  private seatsLeft: number | null = null;
  private bookedOut = false;
  private expired: boolean;
  private button?: HTMLButtonElement;
  private inlineHost?: HTMLElement;

  constructor(private readonly view: ViewHost) {
    const expires = view.config.rsvp?.expires;
    this.expired = !!expires && Date.parse(expires) < view.config.now;
  }

  private get rsvp() {
    return this.view.config.rsvp!;
  }

  render(): HTMLElement {
    const inline = this.view.config.flags.inline || this.view.config.flags.inlineRsvp;
    const wrapper = h('div', { class: 'atcb-rsvp' });
    if (inline) {
      this.inlineHost = h('div', { class: 'atcb-rsvp-inline' }, this.panel());
      wrapper.append(this.inlineHost);
    } else {
      this.button = h('button', { class: 'atcb-btn atcb-trigger', type: 'button', 'aria-haspopup': 'dialog', onclick: () => this.open() });
      wrapper.append(this.button);
      this.updateButton();
    }
    if (this.rsvp.key) void this.loadCount();
    return wrapper;
  }

  private async loadCount(): Promise<void> {
    const count = await fetchRsvpCount(this.rsvp.api, this.rsvp.key!);
    const max = typeof this.rsvp.max === 'number' ? this.rsvp.max : count.max;
    this.seatsLeft = count.seatsLeft ?? (max !== null && max !== undefined ? max - count.total : null);
    this.bookedOut = this.seatsLeft !== null && this.seatsLeft < 1;
    if (count.expires && Date.parse(count.expires) < Date.now()) this.expired = true;
    this.updateButton();
    this.inlineHost?.replaceChildren(this.panel());
    this.view.container.setAttribute('data-rsvp-loaded', '');
  }

  private updateButton(): void {
    if (!this.button) return;
    const t = this.view.translate;
    const blocked = this.expired || this.bookedOut;
    const label = this.expired
      ? t('label.rsvp.expired')
      : this.bookedOut
        ? t('label.rsvp.bookedout')
        : readStored(this.rsvp.key)
          ? t('label.rsvp.sent')
          : (this.view.config.label ?? t('label.rsvp'));
    this.button.replaceChildren(calendarIcon(), h('span', {}, label));
    this.button.disabled = blocked;
    this.button.toggleAttribute('aria-disabled', blocked);
  }

  open(): void {
    if (this.expired || this.bookedOut) return;
    const host = h('div', {}, this.panel());
    this.view.modals.open({
      headline: this.rsvp.headline ?? this.view.translate('label.rsvp'),
      icon: calendarIcon(),
      content: [host],
      wide: true,
      onClose: () => this.updateButton(),
    });
  }

  /** The current view: expired, booked out, already sent, or the form. */
  private panel(): HTMLElement {
    const t = this.view.translate;
    const panel = h('div', { class: 'atcb-rsvp-panel' });
    if (this.expired) panel.append(h('p', { class: 'atcb-error' }, t('label.rsvp.expired')));
    else if (this.bookedOut) panel.append(h('p', { class: 'atcb-error' }, t('label.rsvp.bookedout')));
    else if (readStored(this.rsvp.key)) {
      panel.append(
        h('p', {}, t('rsvp.already')),
        h(
          'button',
          {
            class: 'atcb-btn',
            type: 'button',
            onclick: () => {
              localStorage.removeItem(storageKey(this.rsvp.key!));
              panel.replaceWith(this.panel());
              this.updateButton();
            },
          },
          t('rsvp.restart'),
        ),
      );
    } else panel.append(this.form(panel));
    return panel;
  }

  private form(panel: HTMLElement): HTMLElement {
    const t = this.view.translate;
    const r = this.rsvp;
    const statuses: RsvpStatus[] = r.maybe_option ? ['confirmed', 'undecided', 'declined'] : ['confirmed', 'declined'];
    const error = h('p', { class: 'atcb-error', role: 'alert' });
    const submit = h('button', { class: 'atcb-btn atcb-primary', type: 'submit' }, t('form.submit'));
    const form = h(
      'form',
      { class: 'atcb-form', novalidate: true },
      r.text ? h('p', {}, r.text) : null,
      h(
        'fieldset',
        { 'data-name': 'status', 'data-required': true },
        h('legend', {}, t('rsvp.status')),
        ...statuses.map((s) =>
          h(
            'label',
            { class: 'atcb-check' },
            h('input', { type: 'radio', name: 'status', value: s, checked: r.initial_confirmation && s === 'confirmed' }),
            t(`rsvp.${s}`),
          ),
        ),
      ),
      r.maxpp > 1
        ? h(
            'label',
            {},
            t('rsvp.amount'),
            h('input', { type: 'number', name: 'amount', min: 1, max: r.maxpp, value: 1, required: true, 'data-kind': 'number', inputmode: 'numeric' }),
          )
        : null,
      ...renderFields([{ type: 'email', name: 'email', label: t('form.email'), required: true }, ...(r.fields ?? [])]),
      this.seatsLeft !== null ? h('p', { class: 'atcb-note' }, t('label.rsvp.seatsleft', { n: this.seatsLeft })) : null,
      error,
      submit,
    );
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const { values, error: problem } = collectFields(form);
      const amount = r.maxpp > 1 ? Number(values.amount) : 1;
      if (problem || !values.status) {
        error.textContent = t(problem === 'email' ? 'form.error.email' : 'form.error.required');
        return;
      }
      if (!(amount >= 1 && amount <= r.maxpp)) {
        form.querySelector('input[name=amount]')?.classList.add('atcb-invalid');
        error.textContent = t('form.error.required');
        return;
      }
      const { status, email, amount: _amount, ...payload } = values;
      void this.send({ status: status as RsvpStatus, email: String(email), amount, payload }, form, submit, error, panel);
    });
    return form;
  }

  private async send(
    data: { status: RsvpStatus; email: string; amount: number; payload: Record<string, unknown> },
    form: HTMLElement,
    submit: HTMLElement,
    error: HTMLElement,
    panel: HTMLElement,
  ): Promise<void> {
    const t = this.view.translate;
    const spinner = h('div', { class: 'atcb-spinner', role: 'progressbar', 'aria-label': t('form.sending') });
    submit.replaceWith(spinner);
    error.textContent = '';
    const key = this.rsvp.key;
    let doi = false;
    if (key) {
      const outcome = await submitRsvp(this.rsvp.api, key, {
        email: data.email,
        status: data.status,
        amount: data.amount,
        language: this.view.config.language,
        payload: Object.keys(data.payload).length ? data.payload : undefined,
      });
      if (!outcome.ok) {
        spinner.replaceWith(submit);
        error.textContent = t(rsvpErrorKey(outcome.code, data.amount));
        if (outcome.code === 5) this.expired = true;
        if (outcome.code === 6 && data.amount <= 1) this.bookedOut = true;
        return;
      }
      doi = outcome.status === 'doi';
      localStorage.setItem(`atcb-rsvp-${key}`, JSON.stringify({ status: data.status, amount: data.amount, email: data.email }));
    }
    const success = h(
      'div',
      { class: 'atcb-rsvp-success', tabindex: '-1' },
      h('p', { class: 'atcb-success', role: 'status' }, doi ? t('form.success.doi') : t('form.success')),
      key ? null : h('p', { class: 'atcb-note' }, t('form.demo')),
      data.status !== 'declined' ? this.view.buttonsRow() : null,
    );
    form.replaceWith(success);
    success.focus();
    void panel;
    this.updateButton();
  }
}
