import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface Props {
  title: ReactNode;
  /** Escape, the close button or (when dismissable) a click outside. */
  onClose(): void;
  children: ReactNode;
  /** `alertdialog` for a question that needs an answer: no close button, no closing by a click outside. */
  role?: 'dialog' | 'alertdialog';
  /** The id of the text that says what the dialog is about (an alert dialog's question). */
  describedBy?: string;
  /** Extra classes of the dialog's box: `wide`, or the dialog's own. */
  className?: string;
}

/**
 * Every modal dialog of the builder, on React Aria's: the focus moves in (to an element with
 * `autoFocus`, or the dialog), stays inside while it is open and goes back where it was when it
 * closes; Escape closes it, and a dialog opened over another closes first. The title is its name.
 */
export function ModalDialog({ title, onClose, children, role = 'dialog', describedBy, className = '' }: Props) {
  const question = role === 'alertdialog';
  return (
    <ModalOverlay isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!question} className="backdrop">
      <Modal className={`dialog ${className}`.trim()}>
        <Dialog role={role} aria-describedby={describedBy}>
          <div className="dialog-head">
            <Heading slot="title">{title}</Heading>
            {!question && (
              <Button slot="close" className="icon-button" aria-label="Close">
                <X aria-hidden="true" size={18} />
              </Button>
            )}
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
