import { humanLabel } from 'contract/words';
import type { Version } from './api';
import { shown, type BlockChange, type FieldChange, type SnapshotDiff } from './diff';
import { when } from '../schedule/labels';

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

/** What changed from the older version to the newer: page fields, settings and blocks. */
export function VersionDiff({ older, newer, changes, blockName }: { older: Version; newer: Version; changes: SnapshotDiff; blockName(uid: string): string }) {
  return (
    <div className="diff" aria-live="polite">
      <p className="hint">
        From #{older.id} ({when(older.createdAt)}) to #{newer.id} ({when(newer.createdAt)})
      </p>
      <FieldTable caption="Page fields" changes={changes.fields} />
      <FieldTable caption="Page settings" changes={changes.settings} />
      {changes.blocks.length > 0 && (
        <>
          <h4>Blocks</h4>
          <ul className="diff-blocks">
            {changes.blocks.map((change, index) => (
              <BlockLine key={index} change={change} name={blockName(change.component)} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
