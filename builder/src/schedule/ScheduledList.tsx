import { useEffect } from 'react';
import useSWR from 'swr';
import { builderHref, onLinkClick } from '../app/router';
import { reportError } from '../app/report-error';
import { useBuilder } from '../store/store';
import { cancelSchedule, listSchedules, type Schedule } from './api';
import { ACTION_LABEL, when } from './labels';
import '../history/history.css';

/** The dashboard's list of what the CMS will publish or unpublish, soonest first, with Cancel (and recent failures). */
export function ScheduledList() {
  const { data, error, mutate } = useSWR('schedules', () => listSchedules(), { refreshInterval: 30_000, revalidateOnFocus: false });
  useEffect(() => {
    if (error) reportError('Loading the schedule', error);
  }, [error]);
  if (!data?.length) return null;

  const cancel = async (item: Schedule) => {
    try {
      await cancelSchedule(item.id);
      useBuilder.getState().showAlert('success', `Cancelled the ${item.action} of "${item.title ?? item.slug ?? item.documentId}" (${item.locale}).`);
    } catch (err) {
      reportError('Cancelling the schedule', err);
    }
    await mutate();
  };

  return (
    <section className="scheduled" aria-labelledby="scheduled-title">
      <h2 id="scheduled-title">Scheduled</h2>
      <table className="documents">
        <thead>
          <tr>
            <th>When</th>
            <th>Action</th>
            <th>Page</th>
            <th className="wide-only">Locale</th>
            <th className="wide-only">By</th>
            <th>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((item) => (
            <tr key={item.id} className={item.status === 'failed' ? 'schedule-failed' : undefined}>
              <td>
                <time dateTime={item.runAt}>{when(item.runAt)}</time>
              </td>
              <td>
                {ACTION_LABEL[item.action]}
                {item.status === 'failed' && <span className="state state-failed"> failed: {item.error}</span>}
              </td>
              <td>
                <a href={builderHref(item.type, item.documentId, item.locale)} onClick={onLinkClick}>
                  {item.title ?? item.slug ?? item.documentId}
                </a>
              </td>
              <td className="wide-only">{item.locale}</td>
              <td className="wide-only">{item.createdBy.name ?? '—'}</td>
              <td className="doc-actions">
                {item.status === 'pending' && (
                  <button type="button" className="ghost" onClick={() => void cancel(item)}>
                    Cancel
                    <span className="sr-only">
                      {' '}
                      the {item.action} of {item.title ?? item.slug}
                    </span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
