import { h } from './dom';
import type { ViewHost } from './view-host';

export const DROPDOWN_DELAY_MS = 5;

let listCounter = 0;

/**
 * A list wider than its trigger hangs over the trigger's end side; when that runs past the viewport (a right-to-left
 * list near the left edge, a left-to-right one near the right edge) it is aligned to the trigger's other side instead,
 * and when neither side fits (a narrow screen) moved in as far as needed.
 */
function keepOnScreen(list: HTMLElement): void {
  const width = document.documentElement.clientWidth;
  const overflow = (): number => {
    const r = list.getBoundingClientRect();
    return Math.max(0, -r.left) + Math.max(0, r.right - width);
  };
  const before = overflow();
  if (!before) return;
  list.classList.add('atcb-list-flip');
  if (overflow() > before) list.classList.remove('atcb-list-flip');
  const r = list.getBoundingClientRect();
  const shift = r.left < 0 ? -r.left : Math.min(0, width - r.right);
  if (shift) list.style.translate = `${shift}px`;
}

/** The list of calendars beside the trigger (a menu): kept on screen, walked with the keys, closed by a click outside. */
export class Dropdown {
  readonly id = `atcb-list-${++listCounter}`;
  private list?: HTMLElement;
  private trigger?: HTMLElement;
  private readonly cleanups: (() => void)[] = [];

  constructor(private readonly view: Pick<ViewHost, 'container' | 'root' | 'later'>) {}

  get isOpen(): boolean {
    return !!this.list;
  }

  /** Shows the items as the list, labelled by the trigger; focusIndex 0 = first item, -1 = last, null = keep focus (hover). */
  open(style: string, items: HTMLElement[], focusIndex: number | null, trigger: HTMLElement | undefined): HTMLElement {
    const list = h('div', { class: `atcb-list atcb-list-${style}`, role: 'menu', id: this.id }, ...items);
    this.trigger = trigger;
    if (trigger) {
      trigger.id ||= `${this.id}-trigger`;
      list.setAttribute('aria-labelledby', trigger.id);
      trigger.setAttribute('aria-expanded', 'true');
    }
    list.addEventListener('keydown', (e) => this.onKey(e));
    this.list = list;
    this.view.container.append(list);
    keepOnScreen(list);
    this.view.later(() => list.classList.add('atcb-shown'), DROPDOWN_DELAY_MS);
    const menuItems = this.menuItems();
    if (focusIndex !== null && menuItems.length) menuItems[focusIndex < 0 ? menuItems.length - 1 : 0].focus();
    const outside = (e: Event): void => {
      if (!e.composedPath().includes(this.view.container)) this.close(false);
    };
    document.addEventListener('click', outside, true);
    this.cleanups.push(() => document.removeEventListener('click', outside, true));
    return list;
  }

  close(returnFocus: boolean): void {
    if (!this.list) return;
    this.list.remove();
    this.list = undefined;
    this.trigger?.setAttribute('aria-expanded', 'false');
    this.dispose();
    if (returnFocus) this.trigger?.focus();
  }

  /** Stops listening for clicks outside. */
  dispose(): void {
    this.cleanups.splice(0).forEach((c) => c());
  }

  private menuItems(): HTMLElement[] {
    return [...(this.list?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
  }

  private onKey(e: KeyboardEvent): void {
    const items = this.menuItems();
    const i = items.indexOf(this.view.root.activeElement as HTMLElement);
    const go = (k: number): void => {
      e.preventDefault();
      items[(k + items.length) % items.length]?.focus();
    };
    switch (e.key) {
      case 'ArrowDown':
        return go(i + 1);
      case 'ArrowUp':
        return go(i - 1);
      case 'Home':
        return go(0);
      case 'End':
        return go(items.length - 1);
      case 'Escape':
        e.preventDefault();
        return this.close(true);
      case 'Tab':
        return this.close(false);
      case ' ':
        e.preventDefault();
        (e.target as HTMLElement).click();
    }
  }
}
