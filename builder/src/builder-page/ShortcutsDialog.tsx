import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { X } from 'lucide-react';
import { create } from 'zustand';
import { SHORTCUT_KEYS } from 'contract/preview';

/** Whether the shortcuts dialog is open ("?" anywhere outside a text, on the page too). */
export const useShortcutsDialog = create<{ open: boolean; setOpen(open: boolean): void }>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

interface Row {
  keys: readonly string[];
  what: string;
}

/** Every shortcut of the builder, by where it works. The builder-wide ones come from the shared map (contract/preview). */
export const SHORTCUT_GROUPS: readonly { title: string; rows: readonly Row[] }[] = [
  {
    title: 'Anywhere',
    rows: [
      { keys: SHORTCUT_KEYS.undo, what: 'Undo' },
      { keys: SHORTCUT_KEYS.redo, what: 'Redo' },
      { keys: SHORTCUT_KEYS.save, what: 'Save now (changes are also saved by themselves)' },
      { keys: SHORTCUT_KEYS['next-region'], what: 'Next region: top bar, blocks, outline, page, fields' },
      { keys: SHORTCUT_KEYS['previous-region'], what: 'Previous region' },
      { keys: SHORTCUT_KEYS.shortcuts, what: 'This list of shortcuts' },
    ],
  },
  {
    title: 'On the page',
    rows: [
      { keys: ['Click'], what: 'Select a block and focus the field of the text under the pointer' },
      { keys: ['Double-click', 'Enter'], what: 'Write the text in place (Enter also right after a click, from its field)' },
      { keys: ['Escape'], what: 'Finish writing; outside a text, back to the builder' },
      { keys: ['Enter'], what: 'In a one-line text: finish writing' },
      { keys: ['Tab'], what: 'The selected block’s toolbar: move, duplicate, delete' },
    ],
  },
  {
    title: 'Blocks and outline',
    rows: [
      { keys: ['Space'], what: 'Pick up a block (palette or outline), then drop it' },
      { keys: ['↑', '↓'], what: 'While a block is picked up: move it one place' },
      { keys: ['→'], what: 'While a palette block is picked up: onto the page’s list' },
      { keys: ['Escape'], what: 'Cancel a move, or an insert at a chosen position' },
    ],
  },
];

/** The dialog listing every shortcut: opened by "?", closed by Escape, its close button or a click outside. */
export function ShortcutsDialog() {
  const open = useShortcutsDialog((state) => state.open);
  const setOpen = useShortcutsDialog((state) => state.setOpen);
  return (
    <ModalOverlay isOpen={open} onOpenChange={setOpen} isDismissable className="backdrop">
      <Modal className="dialog wide shortcuts-dialog">
        <Dialog aria-labelledby="shortcuts-title">
          <div className="dialog-head">
            <Heading slot="title" id="shortcuts-title">
              Keyboard shortcuts
            </Heading>
            <Button slot="close" className="icon-button" aria-label="Close">
              <X aria-hidden="true" size={18} />
            </Button>
          </div>
          {SHORTCUT_GROUPS.map((group) => (
            <section key={group.title} aria-labelledby={`shortcuts-${group.title}`}>
              <h3 id={`shortcuts-${group.title}`}>{group.title}</h3>
              <dl className="shortcut-list">
                {group.rows.map((row) => (
                  <div key={row.what}>
                    <dt>
                      {row.keys.map((key, index) => (
                        <span key={key}>
                          {index > 0 && <span className="hint"> or </span>}
                          <kbd>{key}</kbd>
                        </span>
                      ))}
                    </dt>
                    <dd>{row.what}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
