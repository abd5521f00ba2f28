import type { ScheduledAction } from './api';

export const ACTION_LABEL: Record<ScheduledAction, string> = { publish: 'Publish', unpublish: 'Unpublish' };

/** An instant in the editor's zone, e.g. "May 1, 2026, 9:30 AM". */
export const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The editor's time zone as the browser knows it ("Europe/Madrid"). */
export const zoneName = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
