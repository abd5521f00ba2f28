import { useId } from 'react';
import { ModalDialog } from '../app/ui/ModalDialog';

interface Props {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
  children?: React.ReactNode;
}

/** A modal question (React Aria's alert dialog): Escape cancels, the focus starts on the safe choice. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel, children }: Props) {
  const messageId = useId();
  return (
    <ModalDialog title={title} role="alertdialog" describedBy={messageId} onClose={onCancel}>
      <p id={messageId}>{message}</p>
      {children}
      <div className="dialog-actions">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice of a modal question takes the focus (the dialog's, not the page's) */}
        <button type="button" autoFocus onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
