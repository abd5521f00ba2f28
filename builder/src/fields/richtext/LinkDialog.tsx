import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { completeHref, linkProblem } from './allowed';

/**
 * Asks for a link address (non-modal, under the toolbar). Addresses the builder's dangerous-URL
 * rule refuses, or that the CMS would strip from rich text, are refused with the reason. Opened by
 * the editor's Link button or Ctrl+K, it takes the focus; Escape in it cancels.
 */
export function LinkDialog({ initial, fieldLabel, onApply, onCancel }: { initial: string; fieldLabel: string; onApply(href: string): void; onCancel(): void }) {
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = () => {
    const complete = completeHref(href);
    const problem = linkProblem(complete);
    if (problem) setError(problem);
    else onApply(complete);
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return false;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
    return true;
  };
  const onAddressKeyDown = (event: KeyboardEvent) => {
    if (cancelOnEscape(event) || event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  return (
    // Not a <form>: the field may itself sit in one. Enter in the address applies.
    <div className="rt-link-dialog" role="dialog" aria-label={`Link in ${fieldLabel}`}>
      <label htmlFor={inputId}>Link address</label>
      <input
        id={inputId}
        ref={input}
        type="text"
        inputMode="url"
        onKeyDown={onAddressKeyDown}
        value={href}
        placeholder="https://…"
        onChange={(event) => {
          setHref(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <button type="button" className="primary" onClick={submit} onKeyDown={cancelOnEscape}>
        Apply link
      </button>
      <button type="button" onClick={onCancel} onKeyDown={cancelOnEscape}>
        Cancel
      </button>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
