/**
 * The block that should take the keyboard focus when its outline row next renders: one just added
 * from the palette, by "+" or duplicated. Set before the store change; the row takes (and clears) it
 * in its layout effect, so the focus lands on the new row, not 60 Tab presses away.
 */
let requested: string | null = null;

export function requestFocus(key: string | null): void {
  requested = key;
}

/** Whether `key` was asked for; the request is used up. */
export function takeFocusRequest(key: string): boolean {
  if (requested !== key) return false;
  requested = null;
  return true;
}
