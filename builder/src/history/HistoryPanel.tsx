import { useEffect, useMemo, useRef, useState } from 'react';
import { useEscapeKey } from '../app/use-escape-key';
import { reportError } from '../app/report-error';
import { ConfirmDialog } from '../dashboard/ConfirmDialog';
import { humanLabel } from 'contract/words';
import { useBuilder } from '../store/store';
import type { DocType } from '../store/types';
import { diffSnapshots, isSame, shown, type BlockChange, type FieldChange } from './diff';
import { listVersions, readVersion, restoreVersion, type Version, type VersionSummary } from './api';
import { when } from '../schedule/labels';
import { blockName } from '../schema/readable';
import './history.css';

interface Props {
  type: DocType;
  documentId: string;
  locale: string;
  onClose(): void;
  /** After a restore: the page reloads the document (the restored draft). */
  onRestored(): void;
}

const KIND_LABEL: Record<VersionSummary['kind'], string> = { publish: 'Published', draft: 'Saved draft', restore: 'Restored' };

const who = (version: VersionSummary) => version.createdBy.name ?? 'the CMS';

/** A field path as words: "items.1.question" → "Items 1 › Question". */
const pathLabel = (path: string) =>
  path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? part : humanLabel(part)))
    .join(' › ');

function FieldTable({ caption, changes }: { caption: string; changes: FieldChange[] }) {
  if (!changes.length) return null;
  return (
    <table className="diff-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.path}>
            <th scope="row">{pathLabel(change.path)}</th>
            <td className="diff-before">{shown(change.before)}</td>
            <td className="diff-after">{shown(change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BlockLine({ change, name }: { change: BlockChange; name: string }) {
  switch (change.kind) {
    case 'added':
      return (
        <li className="diff-added">
          Added {name} at position {change.index + 1}
        </li>
      );
    case 'removed':
      return (
        <li className="diff-removed">
          Removed {name} from position {change.index + 1}
        </li>
      );
    case 'moved':
      return (
        <li className="diff-moved">
          Moved {name} from position {change.from + 1} to {change.to + 1}
        </li>
      );
    case 'changed':
      return (
        <li className="diff-changed">
          Changed {name} at position {change.to + 1}
          {change.moved ? ` (moved from ${change.from + 1})` : ''}
          <FieldTable caption={`${name}: changed fields`} changes={change.fields} />
        </li>
      );
  }
}

/**
 * The page's version history (the CMS's, per locale): every publish and the saved drafts the CMS
 * keeps, with who and when; what changed between any two; restore one as the draft (never published
 * by the restore: Publish afterwards puts it on the site).
 */
export function HistoryPanel({ type, documentId, locale, onClose, onRestored }: Props) {
  const components = useBuilder((state) => state.components);
  const dirty = useBuilder((state) => state.dirty);
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [compareWith, setCompareWith] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<Record<number, Version>>({});
  const [confirming, setConfirming] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  useEscapeKey(() => {
    if (!confirming) onClose();
  });

  useEffect(() => {
    let current = true;
    listVersions(type, documentId, locale).then(
      (list) => {
        if (!current) return;
        setVersions(list);
        if (list.length) {
          setSelected(list[0]!.id);
          setCompareWith(list[1]?.id ?? null);
        }
      },
      (error) => current && reportError('Loading the history', error),
    );
    return () => {
      current = false;
    };
  }, [type, documentId, locale]);

  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('h2 + button, button')?.focus();
  }, []);

  useEffect(() => {
    for (const id of [selected, compareWith]) {
      if (id === null || loaded[id]) continue;
      readVersion(type, documentId, locale, id).then(
        (version) => setLoaded((all) => ({ ...all, [id]: version })),
        (error) => reportError('Loading a version', error),
      );
    }
  }, [selected, compareWith, loaded, type, documentId, locale]);

  const pick = (id: number) => {
    setSelected(id);
    const index = versions?.findIndex((v) => v.id === id) ?? -1;
    setCompareWith(versions?.[index + 1]?.id ?? null);
  };

  const diff = useMemo(() => {
    if (selected === null || compareWith === null || !loaded[selected] || !loaded[compareWith]) return null;
    const [older, newer] = [loaded[selected]!, loaded[compareWith]!].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
    return { older: older!, newer: newer!, changes: diffSnapshots(older!.snapshot, newer!.snapshot) };
  }, [selected, compareWith, loaded]);

  const name = (uid: string) => blockName(uid, components);
  const chosen = versions?.find((v) => v.id === selected);

  const restore = async () => {
    setConfirming(false);
    if (!chosen) return;
    try {
      await restoreVersion(type, documentId, locale, chosen.id);
      useBuilder.getState().showAlert('success', `Restored the version of ${when(chosen.createdAt)} as the draft. Publish to put it on the site.`);
      onRestored();
      onClose();
    } catch (error) {
      reportError('Restoring the version', error);
    }
  };

  return (
    <div className="backdrop">
      <div className="dialog wide history" role="dialog" aria-modal="true" aria-labelledby="history-title" ref={dialog}>
        <div className="dialog-head">
          <h2 id="history-title">History ({locale})</h2>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
        {versions === null ? (
          <p>Loading the history…</p>
        ) : !versions.length ? (
          <p>No versions yet: the CMS records one at each save and publish.</p>
        ) : (
          <div className="history-body">
            <ol className="version-list" aria-label="Versions, newest first">
              {versions.map((version) => (
                <li key={version.id}>
                  <button type="button" aria-pressed={version.id === selected} onClick={() => pick(version.id)} className={`version version-${version.kind}`}>
                    <strong>{KIND_LABEL[version.kind]}</strong>
                    {version.restoredFrom !== null && <span className="hint"> from #{version.restoredFrom}</span>} <span>{when(version.createdAt)}</span>{' '}
                    <span className="hint">by {who(version)}</span>
                  </button>
                </li>
              ))}
            </ol>
            <section className="version-detail" aria-labelledby="version-title">
              {chosen && (
                <>
                  <h3 id="version-title">
                    #{chosen.id} {KIND_LABEL[chosen.kind]}, {when(chosen.createdAt)} by {who(chosen)}
                  </h3>
                  <label>
                    Compare with{' '}
                    <select value={compareWith ?? ''} onChange={(event) => setCompareWith(event.target.value ? Number(event.target.value) : null)}>
                      <option value="">(nothing)</option>
                      {versions
                        .filter((v) => v.id !== chosen.id)
                        .map((v) => (
                          <option key={v.id} value={v.id}>
                            #{v.id} {KIND_LABEL[v.kind]}, {when(v.createdAt)}
                          </option>
                        ))}
                    </select>
                  </label>
                  {compareWith === null ? (
                    <p>The first version: nothing to compare with.</p>
                  ) : !diff ? (
                    <p>Loading…</p>
                  ) : isSame(diff.changes) ? (
                    <p>No differences.</p>
                  ) : (
                    <div className="diff" aria-live="polite">
                      <p className="hint">
                        From #{diff.older.id} ({when(diff.older.createdAt)}) to #{diff.newer.id} ({when(diff.newer.createdAt)})
                      </p>
                      <FieldTable caption="Page fields" changes={diff.changes.fields} />
                      <FieldTable caption="Page settings" changes={diff.changes.settings} />
                      {diff.changes.blocks.length > 0 && (
                        <>
                          <h4>Blocks</h4>
                          <ul className="diff-blocks">
                            {diff.changes.blocks.map((change, index) => (
                              <BlockLine key={index} change={change} name={name(change.component)} />
                            ))}
                          </ul>
                        </>
                      )}
                    </div>
                  )}
                  <div className="dialog-actions">
                    <button type="button" className="primary" onClick={() => setConfirming(true)}>
                      Restore this version
                    </button>
                  </div>
                </>
              )}
            </section>
          </div>
        )}
      </div>
      {confirming && chosen && (
        <ConfirmDialog
          title="Restore this version?"
          message={`The draft becomes the version of ${when(chosen.createdAt)}${dirty ? '; your unsaved changes are discarded' : ''}. Nothing is published until you publish. The current draft stays in the history.`}
          confirmLabel="Restore as draft"
          onConfirm={() => void restore()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
