import { useState } from 'react';
import { reportError } from '../app/report-error';
import { ModalDialog } from '../app/ui/ModalDialog';
import { ConfirmDialog } from '../dashboard/ConfirmDialog';
import { useBuilder } from '../store/store';
import type { PageType } from 'contract/rules';
import { isSame } from './diff';
import { restoreVersion } from './api';
import { when } from '../schedule/labels';
import { blockName } from '../schema/readable';
import { useVersionHistory } from './use-version-history';
import { KIND_LABEL, who } from './version-labels';
import { VersionDiff } from './VersionDiff';
import { VersionList } from './VersionList';
import './history.css';
import { SelectField } from '../app/ui/SelectField';

interface Props {
  type: PageType;
  documentId: string;
  locale: string;
  onClose(): void;
  /** After a restore: the page reloads the document (the restored draft). */
  onRestored(): void;
}

/**
 * The page's version history (the CMS's, per locale): every publish and the saved drafts the CMS
 * keeps, with who and when; what changed between any two; restore one as the draft (never published
 * by the restore: Publish afterwards puts it on the site).
 */
export function HistoryPanel({ type, documentId, locale, onClose, onRestored }: Props) {
  const components = useBuilder((state) => state.components);
  const dirty = useBuilder((state) => state.dirty);
  const { versions, selected, compareWith, setCompareWith, pick, diff } = useVersionHistory(type, documentId, locale);
  const [confirming, setConfirming] = useState(false);

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
    <ModalDialog title={`History (${locale})`} onClose={onClose} className="wide history">
      {versions === null ? (
        <p>Loading the history…</p>
      ) : !versions.length ? (
        <p>No versions yet: the CMS records one at each save and publish.</p>
      ) : (
        <div className="history-body">
          <VersionList versions={versions} selected={selected} onPick={pick} />
          <section className="version-detail" aria-labelledby="version-title">
            {chosen && (
              <>
                <h3 id="version-title">
                  #{chosen.id} {KIND_LABEL[chosen.kind]}, {when(chosen.createdAt)} by {who(chosen)}
                </h3>
                <SelectField
                  className="compare-with"
                  label="Compare with"
                  value={compareWith === null ? '' : String(compareWith)}
                  onChange={(next) => setCompareWith(next ? Number(next) : null)}
                  options={[
                    { id: '', label: '(nothing)' },
                    ...versions
                      .filter((v) => v.id !== chosen.id)
                      .map((v) => ({ id: String(v.id), label: `#${v.id} ${KIND_LABEL[v.kind]}, ${when(v.createdAt)}` })),
                  ]}
                />
                {compareWith === null ? (
                  <p>The first version: nothing to compare with.</p>
                ) : !diff ? (
                  <p>Loading…</p>
                ) : isSame(diff.changes) ? (
                  <p>No differences.</p>
                ) : (
                  <VersionDiff older={diff.older} newer={diff.newer} changes={diff.changes} blockName={name} />
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
      {confirming && chosen && (
        <ConfirmDialog
          title="Restore this version?"
          message={`The draft becomes the version of ${when(chosen.createdAt)}${dirty ? '; your unsaved changes are discarded' : ''}. Nothing is published until you publish. The current draft stays in the history.`}
          confirmLabel="Restore as draft"
          onConfirm={() => void restore()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </ModalDialog>
  );
}
