import { describe, expect, it } from 'vitest';
import { emptyHistory, HISTORY_LIMIT, record, redo, undo } from './history';
import { draftOf } from './test-helpers';

describe('history', () => {
  it('undoes and redoes a change', () => {
    const a = draftOf('a');
    const b = draftOf('a', 'b');
    const history = record(emptyHistory(), a);
    const undone = undo(history, b)!;
    expect(undone.present).toBe(a);
    const redone = redo(undone.history, undone.present)!;
    expect(redone.present).toBe(b);
  });
  it('returns null with nothing to undo or redo', () => {
    expect(undo(emptyHistory(), draftOf())).toBeNull();
    expect(redo(emptyHistory(), draftOf())).toBeNull();
  });
  it('coalesces keystrokes in one field into one step', () => {
    let history = record(emptyHistory(), draftOf('0'), 'field:a:title');
    history = record(history, draftOf('1'), 'field:a:title');
    history = record(history, draftOf('2'), 'field:a:title');
    expect(history.past).toHaveLength(1);
    history = record(history, draftOf('3'), 'field:a:subtitle');
    expect(history.past).toHaveLength(2);
  });
  it('drops the redo branch after a new change', () => {
    const history = record(emptyHistory(), draftOf('a'));
    const undone = undo(history, draftOf('b'))!;
    expect(record(undone.history, undone.present).future).toEqual([]);
  });
  it('keeps at most HISTORY_LIMIT steps', () => {
    let history = emptyHistory();
    for (let i = 0; i < HISTORY_LIMIT + 10; i += 1) history = record(history, draftOf(String(i)));
    expect(history.past).toHaveLength(HISTORY_LIMIT);
  });
});
