import type { Block, Draft } from '../store/types';
import { alignBlocks, removedBy, type Item } from './align-blocks';
import { mergeOrder } from './block-order';
import { mergeRecord, readable, type FieldMerge } from './merge-fields';
import type { Conflict, MergeOptions, MergeResult, Side } from './merge-types';

/**
 * Three-way merge of a page: the base (the version this tab loaded or last saved), mine (the editor's
 * unsaved work) and theirs (what the CMS has now). Changes made on one side only are taken without
 * asking and those from the other side are listed; a field both sides changed to different values,
 * a block one side removed while the other edited it, and a block order both sides changed
 * differently are conflicts the editor decides. Nothing is dropped without being listed or asked.
 *
 * Blocks are matched across versions: mine to base by client key (`__key`, kept from loading), theirs
 * to base by component id when it is unchanged, else by content — an identical block first, then
 * the most similar block of the same component (at least half of its fields equal). The builder
 * strips component ids when it saves (the CMS recreates the components), so after another tab's save
 * its blocks carry new ids and only their content identifies them: a block whose fields the other
 * side changed for the most part counts as removed and added.
 */
export function threeWayMerge(base: Draft, mine: Draft, theirs: Draft, options: MergeOptions = {}): MergeResult {
  const blockName = options.blockName ?? ((uid: string) => uid);
  const label = (model: string, field: string) => options.fieldLabel?.(model, field) ?? readable(field);
  const items = alignBlocks(base.blocks, mine.blocks, theirs.blocks);

  const resolve = (choices: Readonly<Record<string, Side>>, collect?: { conflicts: Conflict[]; incoming: string[] }) => {
    const merge: FieldMerge = { choices, label, conflict: (entry) => collect?.conflicts.push(entry), came: (text) => collect?.incoming.push(text) };

    // Which blocks stay.
    const kept = items.filter((item) => {
      const by = removedBy(item);
      if (by) return choices[`removed:${item.baseIndex}`] !== by;
      if (item.base) return !!item.mine && !!item.theirs;
      return true;
    });

    const order = mergeOrder(kept, choices);
    const nameOf = (item: Item) => blockName((item.mine ?? item.theirs ?? item.base)!.__component);
    const where = (item: Item) => `Block ${order.blocks.indexOf(item) + 1} (${nameOf(item)})`;
    if (order.asked)
      merge.conflict({ id: 'order', kind: 'order', where: 'Block order', mine: order.asked.mine.map(nameOf), theirs: order.asked.theirs.map(nameOf) });
    else if (order.theirOrder) merge.came('Block order');

    // Field by field, recursively through nested and repeatable components.
    const blocks: Block[] = order.blocks.map((item) => {
      const at = where(item);
      const by = removedBy(item);
      if (by) {
        merge.conflict({ id: `removed:${item.baseIndex}`, kind: 'removed', where: at, removedBy: by });
        return (item.mine ?? item.theirs)!;
      }
      if (item.mine && item.theirs) {
        if (!item.base) return item.mine;
        return mergeRecord(merge, item.base, item.mine, item.theirs, `block:${item.baseIndex}`, at, item.mine.__component) as Block;
      }
      if (item.theirs) {
        merge.came(`${at}: added`);
        return item.theirs;
      }
      return item.mine!;
    });
    for (const item of items) {
      if (item.base && item.mine && !item.theirs && !removedBy(item))
        merge.came(`${blockName(item.base.__component)} (block ${item.baseIndex + 1} when you opened the page): removed`);
    }

    const page = mergeRecord(merge, base.page, mine.page, theirs.page, 'page', 'Page', options.pageModel ?? null);
    const settings = mergeRecord(merge, base.settings, mine.settings, theirs.settings, 'settings', 'Page settings', options.settingsModel ?? null);
    return { blocks, page, settings };
  };

  const collect = { conflicts: [] as Conflict[], incoming: [] as string[] };
  resolve({}, collect);
  return { conflicts: collect.conflicts, incoming: collect.incoming, resolve: (choices) => resolve(choices) };
}
