import { api } from '../api/http';
import type { PageType } from 'contract/rules';
import type { Job as Schedule, ScheduledAction } from 'contract/wire';

export type { Job as Schedule, ScheduledAction } from 'contract/wire';

/** Pending schedules (and failures of the last week), soonest first; optionally of one page locale. */
export const listSchedules = async (filter: { type?: PageType; documentId?: string; locale?: string } = {}): Promise<Schedule[]> =>
  (await api<{ data: Schedule[] }>('/publishing/schedules', { query: filter })).data;

/** The CMS runs the action at `at` (an instant, ISO): it needs the publish permission. */
export const schedule = async (type: PageType, documentId: string, locale: string, action: ScheduledAction, at: string): Promise<Schedule> =>
  (
    await api<{ data: Schedule }>(`/publishing/pages/${type}/${encodeURIComponent(documentId)}/schedule`, {
      method: 'POST',
      query: { locale },
      body: { action, at },
    })
  ).data;

export const cancelSchedule = (id: number): Promise<unknown> => api<unknown>(`/publishing/schedules/${id}`, { method: 'DELETE' });
