import { h } from './dom';
import { collectFields, renderFields } from './form';
import { checkIcon } from './icons';
import type { ViewHost } from './view-host';

export const COPY_CONFIRMATION_MS = 3000;

/** Posts the thank-you form: JSON when a hidden "header" field carries JSON headers, form data otherwise. */
async function sendTyForm(url: string, values: Record<string, string | boolean>): Promise<boolean> {
  const { header, ...rest } = values;
  let headers: Record<string, string> | undefined;
  if (typeof header === 'string') {
    try {
      headers = JSON.parse(header) as Record<string, string>;
    } catch {
      headers = undefined;
    }
  }
  const init: RequestInit = headers
    ? { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(rest) }
    : { method: 'POST', body: new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)])) };
  try {
    return (await fetch(url, init)).ok;
  } catch (error) {
    console.error('add-to-calendar-button: thank-you form could not be sent', error);
    return false;
  }
}

/** The thank-you dialog: text, link, share or form. */
export function openThankYou(view: ViewHost): void {
  const ty = view.config.ty;
  if (!ty) return;
  const t = view.translate;
  const text = ty.text ? h('p', {}, ty.text) : null;
  const content: Node[] = text ? [text] : [];
  const modal = { headline: ty.headline, icon: checkIcon(), content };
  if (ty.type === 'link' && ty.url) {
    view.modals.open({ ...modal, buttons: [{ label: ty.button_label ?? t('ty.open'), primary: true, href: ty.url }] });
  } else if (ty.type === 'share') {
    const url = ty.url ?? location.href;
    const status = h('p', { class: 'atcb-note', role: 'status', 'aria-live': 'polite' });
    content.push(status);
    view.modals.open({
      ...modal,
      buttons: [
        { label: t('ty.share'), href: `mailto:?subject=${encodeURIComponent(view.config.name)}&body=${encodeURIComponent(url)}` },
        {
          label: t('ty.copy'),
          primary: true,
          onClick: () => {
            void navigator.clipboard?.writeText(url).catch(() => undefined);
            status.textContent = t('ty.copied');
            view.later(() => (status.textContent = ''), COPY_CONFIRMATION_MS);
            return false;
          },
        },
      ],
    });
  } else if (ty.type === 'form' && ty.url) {
    const error = h('p', { class: 'atcb-error', role: 'alert' });
    const submit = h('button', { class: 'atcb-btn atcb-primary', type: 'submit' }, ty.button_label ?? t('form.submit'));
    const form = h('form', { class: 'atcb-form', novalidate: true }, ...renderFields(ty.fields ?? []), error, submit);
    const url = ty.url;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const { values, error: problem } = collectFields(form);
      if (problem) {
        error.textContent = t(problem === 'email' ? 'form.error.email' : 'form.error.required');
        return;
      }
      submit.replaceWith(h('div', { class: 'atcb-spinner', role: 'progressbar', 'aria-label': t('form.sending') }));
      void sendTyForm(url, values).then((ok) => {
        const message = ok
          ? h('p', { class: 'atcb-success', role: 'status', tabindex: '-1' }, t('form.success'))
          : h('p', { class: 'atcb-error', role: 'alert', tabindex: '-1' }, t('form.error.sending'));
        form.replaceChildren(message);
        message.focus();
      });
    });
    content.push(form);
    view.modals.open({ ...modal, wide: true });
  } else {
    view.modals.open({ ...modal, buttons: [{ label: t('label.close') }] });
  }
}
