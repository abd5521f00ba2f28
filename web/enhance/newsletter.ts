import { emailMessage, emailState } from 'cms/newsletter/email';

const enhanced = new WeakSet<HTMLFormElement>();

/**
 * "Stay in the know" (spec section 5) on the server-rendered form (newsletter/newsletter-form.tsx):
 * the floating label's filled state, the email rule on each input with its message, Subscribe
 * disabled while the address is empty or invalid (or being sent), 'Thanks for submitting the form'
 * on success, and on failure the form stays as it was (the error is logged). Without JavaScript the
 * form posts to the same route, which answers with a redirect to the thanks page.
 */
export function enhanceNewsletter(form: HTMLFormElement): void {
  if (enhanced.has(form)) return;
  const parts = {
    input: form.querySelector<HTMLInputElement>('input[name="email"]'),
    button: form.querySelector<HTMLButtonElement>('button[type="submit"]'),
    error: form.querySelector<HTMLElement>('.field-error'),
    field: form.querySelector<HTMLElement>('.floating-field'),
    status: form.parentElement?.querySelector<HTMLElement>('.newsletter__status') ?? null,
  };
  const missing = Object.entries(parts).filter(([, element]) => !element);
  if (missing.length) {
    console.error(`[newsletter] the form has no ${missing.map(([name]) => name).join(', ')} element: not enhanced`);
    return;
  }
  const { input, button, error, field, status } = parts as { [K in keyof typeof parts]: NonNullable<(typeof parts)[K]> };
  enhanced.add(form);
  const locale = form.querySelector<HTMLInputElement>('input[name="locale"]')?.value ?? '';
  let sending = false;

  const isDisabled = () => emailState(input.value) !== 'valid' || sending;
  function update() {
    const message = emailMessage(input.value);
    field.classList.toggle('floating-field--filled', input.value !== '');
    field.classList.toggle('floating-field--invalid', message !== null);
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', error.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
    if (error.textContent !== (message ?? '')) error.textContent = message ?? '';
    const disabled = isDisabled();
    button.disabled = disabled;
    button.setAttribute('aria-disabled', String(disabled));
  }

  input.addEventListener('input', update);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (isDisabled()) return;
    sending = true;
    update();
    try {
      const response = await fetch(form.action || '/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: input.value.trim(), locale, pageUri: window.location.href, pageName: document.title }),
      });
      if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
      form.hidden = true;
      const thanks = document.createElement('p');
      thanks.className = 'newsletter__thanks';
      thanks.textContent = 'Thanks for submitting the form';
      status.replaceChildren(thanks);
    } catch (failure) {
      console.error('[newsletter] subscription failed', failure);
    } finally {
      sending = false;
      update();
    }
  });
  update();
}

/** Every newsletter form under `root`. */
export function enhanceNewsletters(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-newsletter]')) enhanceNewsletter(form);
}
