import { FOCUSABLE, h } from './dom';
import { closeIcon } from './icons';

export interface ModalButton {
  label: string;
  primary?: boolean;
  href?: string;
  download?: string;
  /** Return false to keep the modal open. */
  onClick?: (e: Event) => boolean | void;
}

export interface ModalOptions {
  headline: string;
  icon?: HTMLElement;
  content: (Node | string)[];
  buttons?: ModalButton[];
  wide?: boolean;
  onClose?: () => void;
}

interface OpenModal {
  bg: HTMLElement;
  dialog: HTMLElement;
  returnFocus: HTMLElement | null;
  onClose?: () => void;
}

let modalCounter = 0;

/**
 * Stacked dialogs (role=dialog, aria-modal): opening one hides the previous; closing the top one restores it and
 * returns focus to where it was. Focus is trapped inside the top dialog.
 */
export class ModalStack {
  private readonly stack: OpenModal[] = [];

  constructor(
    private readonly host: ShadowRoot,
    private readonly container: () => HTMLElement,
    private readonly closeLabel: string,
    private readonly opts: { hideIcon: boolean; hoverClose: boolean },
  ) {}

  get size(): number {
    return this.stack.length;
  }

  open(o: ModalOptions): HTMLElement {
    const id = `atcb-modal-${++modalCounter}`;
    const returnFocus = (this.host.activeElement as HTMLElement | null) ?? null;
    const close = (): void => this.close();
    const buttons = (o.buttons ?? []).map((b) => {
      const attrs = { class: `atcb-btn${b.primary ? ' atcb-primary' : ''}` };
      const onClick = (e: Event): void => {
        if (b.onClick?.(e) !== false) close();
      };
      return b.href
        ? h('a', { ...attrs, href: b.href, download: b.download, target: b.download ? undefined : '_blank', rel: 'noopener', onclick: onClick }, b.label)
        : h('button', { ...attrs, type: 'button', onclick: onClick }, b.label);
    });
    const dialog = h(
      'div',
      { class: `atcb-modal${o.wide ? ' atcb-modal-wide' : ''}`, role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': `${id}-h`, tabindex: '-1' },
      h('button', { class: 'atcb-modal-close', type: 'button', 'aria-label': this.closeLabel, onclick: close }, closeIcon()),
      h('h2', { id: `${id}-h` }, !this.opts.hideIcon && o.icon ? o.icon : null, o.headline),
      h('div', { class: 'atcb-modal-content' }, ...o.content),
      buttons.length ? h('div', { class: 'atcb-modal-buttons' }, ...buttons) : null,
    );
    const bg = h('div', { class: 'atcb-bg' }, dialog);
    bg.addEventListener('click', (e) => {
      if (e.target === bg) close();
    });
    if (this.opts.hoverClose) bg.addEventListener('mouseleave', close);
    dialog.addEventListener('keydown', (e) => this.onKey(e, dialog));
    const top = this.stack.at(-1);
    if (top) top.bg.hidden = true;
    this.stack.push({ bg, dialog, returnFocus, onClose: o.onClose });
    this.container().append(bg);
    const first = dialog.querySelector('.atcb-modal-content')?.querySelector<HTMLElement>(FOCUSABLE) ?? buttons[0] ?? dialog;
    first.focus();
    return dialog;
  }

  private onKey(e: KeyboardEvent, dialog: HTMLElement): void {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      this.close();
    } else if (e.key === 'Enter' && e.target === dialog) {
      e.preventDefault();
      this.close();
    } else if (e.key === 'Tab') {
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
      if (!items.length) return;
      const first = items[0];
      const last = items[items.length - 1];
      const active = this.host.activeElement;
      if (e.shiftKey && (active === first || active === dialog)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && active === last) {
        e.preventDefault();
        first.focus();
      }
    }
  }

  close(): void {
    const top = this.stack.pop();
    if (!top) return;
    top.bg.remove();
    const below = this.stack.at(-1);
    if (below) below.bg.hidden = false;
    top.onClose?.();
    if (top.returnFocus?.isConnected) top.returnFocus.focus();
    else below?.dialog.focus();
  }

  closeAll(): void {
    while (this.stack.length) this.close();
  }
}
