import { formatCardDate, formatDateRange } from '../dates/format';

/**
 * Newsroom card dates (dates/local-date.tsx) in the visitor's time zone (spec: en-US long format in
 * the visitor's zone; event cards a start-to-end range). The server wrote them in UTC.
 */
export function enhanceLocalDates(root: ParentNode, timeZone?: string): void {
  for (const time of root.querySelectorAll<HTMLTimeElement>('time[data-local-date]')) {
    const text = formatCardDate(time.dateTime, timeZone);
    if (text && time.textContent !== text) time.textContent = text;
  }
  for (const span of root.querySelectorAll<HTMLElement>('[data-local-range]')) {
    const text = formatDateRange(span.dataset.start || null, span.dataset.end || null, timeZone);
    if (span.textContent !== text) span.textContent = text;
  }
}
