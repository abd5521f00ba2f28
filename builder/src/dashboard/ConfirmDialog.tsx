import { useEffect, useRef } from 'react';
import { useEscapeKey } from '../app/use-escape-key';

interface Props {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
  children?: React.ReactNode;
}

/** A modal question; Escape cancels, focus starts on the safe choice. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel, children }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  useEscapeKey(onCancel);
  return (
    <div className="backdrop">
      <div role="alertdialog" aria-modal="true" aria-labelledby="dialog-title" aria-describedby="dialog-message" className="dialog">
        <h2 id="dialog-title">{title}</h2>
        <p id="dialog-message">{message}</p>
        {children}
        <div className="dialog-actions">
          <button type="button" ref={cancel} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
