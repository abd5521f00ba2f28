let counter = 0;

/** A client-only block key; unique within the page, stable across renders. */
export function newKey(): string {
  counter += 1;
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID().slice(0, 8) : Math.random().toString(36).slice(2, 10);
  return `b${counter.toString(36)}-${random}`;
}
