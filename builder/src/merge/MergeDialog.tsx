import { useState } from 'react';
import { ModalDialog } from '../app/ui/ModalDialog';
import { useSession } from '../publish/session-store';
import { applyMerge, mergeOpenPage } from './with-server';
import type { Conflict, Side } from './merge-types';
import { describeValue } from './describe';

function Choice({ conflict, side, chosen, onChoose }: { conflict: Conflict; side: Side; chosen: boolean; onChoose(): void }) {
  const who = side === 'mine' ? 'Mine' : 'Theirs';
  let shown: string;
  if (conflict.kind === 'field') shown = describeValue(conflict[side]);
  else if (conflict.kind === 'order') shown = conflict[side].map((name, index) => `${index + 1}. ${name}`).join('\n');
  else shown = conflict.removedBy === side ? 'Removed' : `Kept, with ${side === 'mine' ? 'your' : 'their'} changes`;
  return (
    <label className={`merge-choice${chosen ? ' chosen' : ''}`}>
      <span className="merge-choice-head">
        <input type="radio" name={`merge-${conflict.id}`} checked={chosen} onChange={onChoose} /> Keep {who.toLowerCase()}
      </span>
      <span className="merge-value" data-side={side}>
        {shown}
      </span>
    </label>
  );
}

/**
 * The page changed on the server and both sides changed the same things: what merged by itself is
 * listed, and each field both changed (or block one removed and the other edited, or order both
 * changed) is shown with both values side by side; the editor keeps mine or theirs per item. The
 * merged page goes into the editor as one undoable change and is saved.
 */
export function MergeDialog({ onSave, onReload }: { onSave(mode: 'draft' | 'publish' | 'unpublish', incoming: string[]): void; onReload(): void }) {
  const conflict = useSession((state) => state.conflict);
  const [choices, setChoices] = useState<Record<string, Side>>({});
  if (!conflict) return null;
  const { merge } = conflict;
  const when = new Date(conflict.remoteUpdatedAt).toLocaleString();
  const open = merge.conflicts.filter((item) => !choices[item.id]).length;
  const chooseAll = (side: Side) => setChoices(Object.fromEntries(merge.conflicts.map((item) => [item.id, side])));
  const close = () => {
    setChoices({});
    useSession.getState().set({ conflict: null });
  };
  const apply = () => {
    // Merged again against the same version: the editor may have typed since the dialog opened.
    const fresh = mergeOpenPage(conflict.theirs.draft);
    applyMerge(fresh.resolve(choices), conflict.theirs);
    setChoices({});
    onSave(conflict.mode, fresh.incoming);
  };
  return (
    // Escape is "Decide later".
    <ModalDialog title="This page changed in the CMS" role="alertdialog" describedBy="conflict-message" onClose={close} className="wide merge-dialog">
      <p id="conflict-message">
        Someone{conflict.remoteBy ? ` (${conflict.remoteBy})` : ''} saved this page at {when}, after you opened it. Their changes to other fields and blocks are
        merged with yours. You both changed {merge.conflicts.length === 1 ? 'one thing' : `${merge.conflicts.length} things`}: choose which version to keep for
        each.
      </p>
      {merge.incoming.length > 0 && (
        <details className="merge-incoming" open={merge.incoming.length <= 6}>
          <summary>Merged without asking ({merge.incoming.length})</summary>
          <ul aria-label="Their changes merged in">
            {merge.incoming.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </details>
      )}
      <div className="merge-list">
        {merge.conflicts.map((item) => (
          <fieldset key={item.id} className="merge-conflict">
            <legend>
              {item.where}
              {item.kind === 'removed' &&
                (item.removedBy === 'theirs' ? ': they removed this block, you edited it' : ': you removed this block, they edited it')}
              {item.kind === 'order' && ': you both moved blocks'}
            </legend>
            <div className="merge-sides">
              {(['mine', 'theirs'] as const).map((side) => (
                <Choice
                  key={side}
                  conflict={item}
                  side={side}
                  chosen={choices[item.id] === side}
                  onChoose={() => setChoices((current) => ({ ...current, [item.id]: side }))}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="dialog-actions merge-actions">
        <button type="button" onClick={close}>
          Decide later
        </button>
        <button type="button" onClick={onReload}>
          Load their version
        </button>
        <button type="button" onClick={() => chooseAll('mine')}>
          Keep all mine
        </button>
        <button type="button" onClick={() => chooseAll('theirs')}>
          Keep all theirs
        </button>
        <button type="button" className="primary" disabled={open > 0} onClick={apply} aria-describedby="merge-open">
          Merge and save
        </button>
      </div>
      <p id="merge-open" className="hint" aria-live="polite">
        {open > 0 ? `${open} to choose before saving.` : 'Ready: the merged page is saved, and Undo takes the merge back.'}
      </p>
    </ModalDialog>
  );
}
