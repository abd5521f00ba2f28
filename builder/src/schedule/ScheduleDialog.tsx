import { useState } from 'react';
import useSWR from 'swr';
import { reportError } from '../app/report-error';
import { ModalDialog } from '../app/ui/ModalDialog';
import { isoToLocalInput, localInputToIso } from '../fields/datetime';
import { useBuilder } from '../store/store';
import type { PageType } from 'contract/rules';
import { cancelSchedule, listSchedules, schedule, type ScheduledAction } from './api';
import { ACTION_LABEL, when, zoneName } from './labels';
import '../history/history.css';
import { SelectField } from '../app/ui/SelectField';

const ACTIONS: readonly { id: ScheduledAction; label: string }[] = [
  { id: 'publish', label: 'Publish' },
  { id: 'unpublish', label: 'Unpublish' },
];

interface Props {
  type: PageType;
  documentId: string;
  locale: string;
  onClose(): void;
}

/**
 * Schedules a publish or unpublish of this page locale: the editor picks a date and time in their
 * zone, the CMS stores the instant (UTC) and runs its publish action then, on the draft saved at that
 * time. Lists what is scheduled for the page, with Cancel.
 */
export function ScheduleDialog({ type, documentId, locale, onClose }: Props) {
  const dirty = useBuilder((state) => state.dirty);
  const [action, setAction] = useState<ScheduledAction>('publish');
  const [at, setAt] = useState(() => isoToLocalInput(new Date(Date.now() + 3_600_000).toISOString()));
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const { data, mutate } = useSWR(['schedules', type, documentId, locale], () => listSchedules({ type, documentId, locale }), { revalidateOnFocus: false });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const iso = localInputToIso(at);
    if (!iso) return setProblem('Pick a date and time.');
    if (Date.parse(iso) <= Date.now()) return setProblem('Pick a time in the future.');
    setProblem('');
    setBusy(true);
    try {
      const job = await schedule(type, documentId, locale, action, iso);
      useBuilder.getState().showAlert('success', `${ACTION_LABEL[job.action]} scheduled for ${when(job.runAt)}.`);
      await mutate();
    } catch (error) {
      reportError(`Scheduling the ${action}`, error);
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (id: number) => {
    try {
      await cancelSchedule(id);
      useBuilder.getState().showAlert('success', 'Schedule cancelled.');
    } catch (error) {
      reportError('Cancelling the schedule', error);
    }
    await mutate();
  };

  return (
    <ModalDialog title={`Schedule (${locale})`} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} className="schedule-form" noValidate>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's first control takes the focus when it opens */}
        <SelectField label="Action" value={action} onChange={setAction} options={ACTIONS} autoFocus />
        <label>
          Date and time <span className="hint">({zoneName()})</span>
          <input
            type="datetime-local"
            value={at}
            min={isoToLocalInput(new Date().toISOString())}
            step={1}
            onChange={(event) => setAt(event.target.value)}
            aria-invalid={!!problem}
            aria-describedby={problem ? 'schedule-problem' : undefined}
            required
          />
        </label>
        {problem && (
          <p id="schedule-problem" className="field-error" role="alert">
            {problem}
          </p>
        )}
        <p className="hint">
          At that time the CMS publishes the draft as it is saved then{dirty ? ': save your changes first' : ''}. The newsroom&apos;s “Scheduled for” date is a
          different thing: it only dates an article.
        </p>
        <div className="dialog-actions">
          <button type="submit" className="primary" disabled={busy}>
            Schedule
          </button>
        </div>
      </form>
      <h3>Scheduled for this page</h3>
      {!data?.length ? (
        <p>Nothing scheduled.</p>
      ) : (
        <ul className="schedule-list">
          {data.map((job) => (
            <li key={job.id}>
              <strong>{ACTION_LABEL[job.action]}</strong> <time dateTime={job.runAt}>{when(job.runAt)}</time>{' '}
              <span className="hint">by {job.createdBy.name ?? '—'}</span>
              {job.status === 'failed' ? (
                <span className="state state-failed"> failed: {job.error}</span>
              ) : (
                <button type="button" onClick={() => void cancel(job.id)}>
                  Cancel
                  <span className="sr-only">
                    {' '}
                    the {job.action} of {when(job.runAt)}
                  </span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}
