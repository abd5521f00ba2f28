import { useSession } from '../publish/session-store';

/** The document changed on the server since it was opened: the editor decides, nothing is overwritten silently. */
export function ConflictDialog({ onOverwrite, onReload }: { onOverwrite(): void; onReload(): void }) {
  const conflict = useSession((state) => state.conflict);
  if (!conflict) return null;
  const when = new Date(conflict.remoteUpdatedAt).toLocaleString();
  return (
    <div className="backdrop">
      <div role="alertdialog" aria-modal="true" aria-labelledby="conflict-title" aria-describedby="conflict-message" className="dialog">
        <h2 id="conflict-title">This page changed in the CMS</h2>
        <p id="conflict-message">
          Someone{conflict.remoteBy ? ` (${conflict.remoteBy})` : ''} saved this page at {when}, after you opened it. Keep your version and overwrite theirs, or
          load theirs and drop your unsaved changes?
        </p>
        <div className="dialog-actions">
          <button type="button" onClick={() => useSession.getState().set({ conflict: null })}>
            Decide later
          </button>
          <button type="button" onClick={onReload}>
            Load their version
          </button>
          <button type="button" className="danger" onClick={onOverwrite}>
            Overwrite with mine
          </button>
        </div>
      </div>
    </div>
  );
}
