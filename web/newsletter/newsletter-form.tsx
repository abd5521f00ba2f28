'use client';
import { useId, useState, type FormEvent } from 'react';
import { emailMessage, emailState } from './email';

type Status = 'idle' | 'sending' | 'done';

/**
 * "Stay in the know": floating label, the spec's email rule on each input, Subscribe disabled while
 * empty or invalid, 'Thanks for submitting the form' on success; on failure the form stays (logged only).
 * Without JavaScript the form posts to the same route, which answers with a redirect.
 */
export function NewsletterForm({ locale }: { locale: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const message = emailMessage(email);
  const disabled = emailState(email) !== 'valid' || status === 'sending';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    setStatus('sending');
    try {
      const response = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: email.trim(), locale, pageUri: window.location.href, pageName: document.title }),
      });
      if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
      setStatus('done');
    } catch (error) {
      console.error('[newsletter] subscription failed', error);
      setStatus('idle');
    }
  }

  if (status === 'done') {
    return (
      <p className="newsletter__thanks" role="status">
        Thanks for submitting the form
      </p>
    );
  }
  return (
    <form className="newsletter__form" action="/api/newsletter" method="post" onSubmit={submit} noValidate>
      <input type="hidden" name="locale" value={locale} />
      <div className={`floating-field${email ? ' floating-field--filled' : ''}${message ? ' floating-field--invalid' : ''}`}>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          placeholder=" "
        />
        <label htmlFor={`${id}-email`}>Email address</label>
      </div>
      <button type="submit" className="button" disabled={disabled} aria-disabled={disabled}>
        Subscribe
      </button>
      <p id={`${id}-error`} className="field-error" aria-live="polite">
        {message}
      </p>
    </form>
  );
}
