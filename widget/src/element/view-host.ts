import type { DateResult, GenerateResult, OptionResult } from '../core/generate';
import type { Translate } from '../i18n';
import type { ElementConfig } from './config';
import type { ModalStack } from './modal';
import type { Environment } from './platform';

/**
 * What the parts of a button (its calendar items, dialogs, RSVP form and thank-you dialog) use of the button's view:
 * an interface of its own, so that they import nothing of the view that builds them.
 */
export interface ViewHost {
  readonly root: ShadowRoot;
  readonly container: HTMLElement;
  readonly modals: ModalStack;
  readonly config: ElementConfig;
  readonly translate: Translate;
  readonly result: GenerateResult;
  readonly env: Environment;
  /** Saved marks survive re-renders: `${uid}|${option}`. */
  readonly saved: Set<string>;
  later(fn: () => void, ms: number): void;
  closeList(returnFocus: boolean): void;
  /** What happens when a calendar is chosen. */
  activate(dr: DateResult | null, o: OptionResult, e: Event, el?: HTMLElement): void;
  /** buttonsList: one button per calendar. */
  buttonsRow(): HTMLElement;
}
