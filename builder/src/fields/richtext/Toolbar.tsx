import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface ToolbarItem {
  key: string;
  label: string;
  /** What the button shows; the label is its accessible name. */
  face: ReactNode;
  onActivate(): void;
  /** A toggle's state (aria-pressed); undefined for a plain button. */
  pressed?: boolean;
  disabled?: boolean;
  /** aria-keyshortcuts, e.g. "Control+B". */
  shortcut?: string;
  /** Starts a new visual group. */
  group?: boolean;
}

/**
 * The WAI-ARIA toolbar pattern: one tab stop (roving tabindex), Left/Right (wrapping), Home/End
 * move between the buttons. Disabled buttons stay focusable (aria-disabled) so that they can be found.
 * Buttons do not take the focus on mouse down, so the editor's selection stays where it was.
 */
export function Toolbar({
  label,
  controls,
  items,
  onEscape,
  toolbarRef,
}: {
  label: string;
  controls: string;
  items: ToolbarItem[];
  onEscape?(): void;
  toolbarRef?: React.Ref<HTMLDivElement>;
}) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(active, items.length - 1);

  const move = (index: number) => {
    const next = (index + items.length) % items.length;
    setActive(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = buttons.current.findIndex((button) => button === document.activeElement);
    if (index < 0) return;
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(index + 1),
      ArrowLeft: () => move(index - 1),
      Home: () => move(0),
      End: () => move(items.length - 1),
      Escape: () => onEscape?.(),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <div className="rt-toolbar" role="toolbar" aria-label={label} aria-controls={controls} onKeyDown={onKeyDown} ref={toolbarRef}>
      {items.map((item, index) => (
        <button
          key={item.key}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          className={item.group ? 'rt-group-start' : undefined}
          tabIndex={index === current ? 0 : -1}
          aria-label={item.label}
          title={item.shortcut ? `${item.label} (${item.shortcut.replace('Control', 'Ctrl')})` : item.label}
          aria-pressed={item.pressed}
          aria-disabled={item.disabled || undefined}
          aria-keyshortcuts={item.shortcut}
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setActive(index)}
          onClick={() => {
            if (!item.disabled) item.onActivate();
          }}
        >
          {item.face}
        </button>
      ))}
    </div>
  );
}
