const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the value of <input type="datetime-local"> in the editor's zone. */
export function isoToLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The editor's local date and time back to an ISO instant; empty stays empty (null). */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Strapi times are "HH:mm:ss.SSS"; the input wants "HH:mm". */
export const timeToInput = (value: unknown) => (typeof value === 'string' ? value.slice(0, 5) : '');
export const inputToTime = (value: string) => (value ? `${value}:00.000` : null);
