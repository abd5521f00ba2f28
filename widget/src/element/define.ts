import { AddToCalendarButtonElement, TAG } from './element';

export { AddToCalendarButtonElement, TAG };

/** Registers <add-to-calendar-button> once; a no-op on the server. */
export function defineAddToCalendarButton(): void {
  if (typeof customElements === 'undefined' || customElements.get(TAG)) return;
  customElements.define(TAG, AddToCalendarButtonElement);
}

defineAddToCalendarButton();
