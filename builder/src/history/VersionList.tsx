import type { VersionSummary } from './api';
import { when } from '../schedule/labels';
import { KIND_LABEL, who } from './version-labels';

/** The page's versions, newest first: what each is, when and by whom; the picked one pressed. */
export function VersionList({ versions, selected, onPick }: { versions: VersionSummary[]; selected: number | null; onPick(id: number): void }) {
  return (
    <ol className="version-list" aria-label="Versions, newest first">
      {versions.map((version) => (
        <li key={version.id}>
          <button type="button" aria-pressed={version.id === selected} onClick={() => onPick(version.id)} className={`version version-${version.kind}`}>
            <strong>{KIND_LABEL[version.kind]}</strong>
            {version.restoredFrom !== null && <span className="hint"> from #{version.restoredFrom}</span>} <span>{when(version.createdAt)}</span>{' '}
            <span className="hint">by {who(version)}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
