import type { Block, BlockByUid, BlockUid } from 'contract/blocks';
import { renderBlock } from '../blocks/registry';
import { LiveBlocks } from './live-blocks';

/**
 * The saved draft's blocks for the builder's canvas (the preview page, when a builder may talk to it):
 * each rendered on the server with the preview's marks and placed by LiveBlocks, the component the
 * live drafts' blocks are placed by (live-blocks.tsx), until the builder sends a draft.
 */
export function SavedBlocks({ blocks, locale }: { blocks: readonly Block[]; locale: string }) {
  const initial = blocks.map((block, index) => ({
    reactKey: `saved-${index}`,
    uid: block.__component,
    node: renderBlock(block as BlockByUid[BlockUid] & { __component: BlockUid }, index === 0, true, locale),
  }));
  return <LiveBlocks initial={initial} />;
}
