import { blockName } from '../schema/readable';
import { initialData } from '../schema/defaults';
import { insertBlock } from '../store/actions/insert-block';
import { newKey } from '../store/keys';
import { useBuilder } from '../store/store';
import { requestFocus } from './focus-request';

/**
 * Adds a new block of component `uid` at `index` (by default after the selected block, else at the
 * end), selected, with its outline row to take the keyboard focus. Returns what a screen reader is told.
 */
export function addBlock(uid: string, index?: number): string {
  const state = useBuilder.getState();
  const block = { ...initialData(uid, state.components), __key: newKey(), __component: uid };
  const selected = state.structure.blocks.findIndex((b) => b.__key === state.selectedKey);
  const at = index ?? (selected >= 0 ? selected + 1 : state.structure.blocks.length);
  requestFocus(block.__key);
  state.change((draft) => insertBlock(draft, block, at));
  state.select(block.__key);
  return `Added ${blockName(uid, state.components)} at position ${at + 1} of ${state.structure.blocks.length + 1}.`;
}
