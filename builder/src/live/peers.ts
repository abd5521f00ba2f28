import type { LiveEditor, LivePresence, LiveSelection } from 'contract/wire';
import type { Block } from '../store/types';

/** Another editor, with every tab of theirs on the page (an editor with two tabs shows once). */
export interface Peer {
  editor: LiveEditor;
  /** The blocks their tabs have selected, as this tab's keys. */
  selected: string[];
  /** The fields they are writing in (in the panel or on the page): the block's key here and the field's path. */
  fields: { key: string; field: string }[];
}

/**
 * This tab's selection as the others are told it: the block's place, its component id once saved, its component,
 * and the field being written in (a path such as `items.0.answer`), if any.
 */
export function selectionOf(blocks: readonly Block[], selectedKey: string | null, field: string | null = null): LiveSelection | null {
  const index = selectedKey === null ? -1 : blocks.findIndex((block) => block.__key === selectedKey);
  if (index < 0) return null;
  const block = blocks[index];
  return { index, id: typeof block.id === 'number' ? block.id : null, key: block.__key, component: block.__component, field };
}

/**
 * The block of this tab's page another tab's selection names: the one with its key (tabs that share the page's
 * changes share its keys), else the one with its component id, else the one at its place if it is the same component
 * (their page may be ordered differently for a moment), else none.
 */
export function blockOf(blocks: readonly Block[], selection: LiveSelection | null): Block | null {
  if (!selection) return null;
  const byKey = selection.key ? blocks.find((block) => block.__key === selection.key && block.__component === selection.component) : undefined;
  if (byKey) return byKey;
  if (selection.id !== null) {
    const byId = blocks.find((block) => block.id === selection.id && block.__component === selection.component);
    if (byId) return byId;
  }
  const at = blocks[selection.index];
  return at && at.__component === selection.component && (selection.id === null || typeof at.id !== 'number') ? at : null;
}

/** The other editors on the page, in the order they arrived, each with the blocks they have selected here. */
export function peersOf(present: readonly LivePresence[], session: string | null, blocks: readonly Block[]): Peer[] {
  const peers = new Map<number, Peer>();
  for (const tab of present) {
    if (tab.session === session) continue;
    const peer = peers.get(tab.editor.id) ?? { editor: tab.editor, selected: [], fields: [] };
    peers.set(tab.editor.id, peer);
    const block = blockOf(blocks, tab.selection);
    if (!block) continue;
    if (!peer.selected.includes(block.__key)) peer.selected.push(block.__key);
    const field = tab.selection?.field;
    if (field && !peer.fields.some((at) => at.key === block.__key && at.field === field)) peer.fields.push({ key: block.__key, field });
  }
  return [...peers.values()];
}

/** Who has each block selected (block key → editors), for the outline's rows. */
export function selectorsByBlock(peers: readonly Peer[]): Map<string, LiveEditor[]> {
  const byBlock = new Map<string, LiveEditor[]>();
  for (const peer of peers) for (const key of peer.selected) byBlock.set(key, [...(byBlock.get(key) ?? []), peer.editor]);
  return byBlock;
}
