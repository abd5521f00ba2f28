const MAX = 2000;

/** An error for the terminal: the stack, with huge messages (a failed bulk insert quotes its SQL) cut short. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return text.length > MAX ? `${text.slice(0, MAX)}… (${text.length - MAX} more characters)` : text;
}
