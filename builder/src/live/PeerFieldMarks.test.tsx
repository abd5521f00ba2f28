import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { testRoot } from '../test-root';
import { useBuilder } from '../store/store';
import { useLive } from './live-store';
import { PeerFieldMarks } from './PeerFieldMarks';

const ada = { id: 1, name: 'Ada Lovelace', initials: 'AL', colour: '#047857' };
const view = testRoot();

describe('PeerFieldMarks', () => {
  it('outlines the shown block’s fields other editors are writing in, and clears the mark when they stop', async () => {
    view.container.innerHTML = `
      <div class="field" id="f-k1-title"><input></div>
      <div class="field" id="f-k1-items-0-answer"><textarea></textarea></div>`;
    useBuilder.setState({ selectedKey: 'k1' });
    useLive.getState().setPeers([{ editor: ada, selected: ['k1'], fields: [{ key: 'k1', field: 'items.0.answer' }] }], {});
    // The marks' own root beside the panel's fields (as FieldsPanel renders it beside FieldList).
    const marks = document.createElement('div');
    document.body.append(marks);
    const root = createRoot(marks);
    await act(async () => root.render(<PeerFieldMarks />));
    const answer = document.getElementById('f-k1-items-0-answer')!;
    expect(answer.classList.contains('peer-editing')).toBe(true);
    expect(answer.dataset.peer).toBe('Ada Lovelace is writing here');
    expect(answer.style.getPropertyValue('--editor-colour')).toBe('#047857');
    expect(document.getElementById('f-k1-title')!.classList.contains('peer-editing')).toBe(false);

    await act(async () => useLive.getState().setPeers([{ editor: ada, selected: ['k1'], fields: [] }], {}));
    expect(answer.classList.contains('peer-editing')).toBe(false);
    expect(answer.dataset.peer).toBeUndefined();
    await act(async () => root.unmount());
    useLive.getState().reset();
  });
});
