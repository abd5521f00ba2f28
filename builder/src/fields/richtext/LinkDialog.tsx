import { useId, useState, type KeyboardEvent } from 'react';
import { completeHref, linkProblem } from './allowed';

/**
 * Asks for a link address (non-modal, under the toolbar). Addresses the builder's dangerous-URL
 * rule refuses, or that the CMS would strip from rich text, are refused with the reason.
 */
export function LinkDialog({ initial, fieldLabel, onApply, onCancel }: { initial: string; fieldLabel: string; onApply(href: string): void; onCancel(): void }) {
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const submit = () => {
    const complete = completeHref(href);
    const problem = linkProblem(complete);
    if (problem) setError(problem);
    else onApply(complete);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      submit();
    }
  };

  return (
    // Not a <form>: the field may itself sit in one. Enter in the address applies.
    <div className="rt-link-dialog" role="dialog" aria-label={`Link in ${fieldLabel}`} onKeyDown={onKeyDown}>
      <label htmlFor={inputId}>Link address</label>
      <input
        id={inputId}
        type="text"
        inputMode="url"
        autoFocus
        value={href}
        placeholder="https://…"
        onChange={(event) => { setHref(event.target.value); setError(null); }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <button type="button" className="primary" onClick={submit}>Apply link</button>
      <button type="button" onClick={onCancel}>Cancel</button>
      {error && <p id={errorId} className="field-error" role="alert">{error}</p>}
    </div>
  );
}
