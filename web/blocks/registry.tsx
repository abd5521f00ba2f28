/**
 * Renders a page's blocks. The map from block type to renderer is generated from the CMS's block
 * catalogue (registry.generated.ts, see generate-registry.ts); its type requires a renderer with the
 * right props for every uid of the CMS's component schemas, so a missing or misspelt block fails to compile.
 */
import type { ReactNode } from 'react';
import type { Block, BlockByUid, BlockUid } from 'cms/blocks';
import type { BlockRenderer } from './props';
import { blockRenderers } from './registry.generated';

export { blockRenderers };

function renderBlock<U extends BlockUid>(block: BlockByUid[U] & { __component: U }, first: boolean): ReactNode {
  const Renderer = blockRenderers[block.__component] as BlockRenderer<U> | undefined;
  if (!Renderer) {
    // A block type newer than this build of the site: skip it rather than fail the page.
    console.warn(`[blocks] no renderer for "${String(block.__component)}"`);
    return null;
  }
  return <Renderer block={block} first={first} />;
}

/** The blocks in order; the first one is flagged `first` (it changes padding and image priority). */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockSlot key={index} block={block} first={index === 0} />
      ))}
    </>
  );
}

function BlockSlot({ block, first }: { block: Block; first: boolean }) {
  return <>{renderBlock(block as BlockByUid[BlockUid] & { __component: BlockUid }, first)}</>;
}
