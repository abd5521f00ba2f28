/**
 * Renders a page's blocks. The map from block type to renderer is generated from the CMS's block
 * catalogue (registry.generated.ts, see generate-registry.ts); its type requires a renderer with the
 * right props for every uid of the CMS's component schemas, so a missing or misspelt block fails to compile.
 */
import type { ReactNode } from 'react';
import type { Block, BlockByUid, BlockUid } from 'contract/blocks';
import type { BlockRenderer } from './props';
import { blockRenderers } from './registry.generated';
import { EditSlot } from './edit-slot';

export { blockRenderers };

/** One block's rendering, without the preview's wrapper (the live preview renders blocks one by one: preview-live/actions.tsx). */
export function renderBlock<U extends BlockUid>(block: BlockByUid[U] & { __component: U }, first: boolean, edit: boolean, locale: string): ReactNode {
  const Renderer = blockRenderers[block.__component] as BlockRenderer<U> | undefined;
  if (!Renderer) {
    // A block type newer than this build of the site: skip it rather than fail the page.
    console.warn(`[blocks] no renderer for "${String(block.__component)}"`);
    return null;
  }
  return edit ? <Renderer block={block} first={first} locale={locale} edit /> : <Renderer block={block} first={first} locale={locale} />;
}

/**
 * The blocks in order, with the texts around their content in `locale`; the first one is flagged
 * `first` (it changes padding and image priority).
 * `edit` (the draft preview only): each block is wrapped in an element that carries its position
 * (`data-block-index`) and its texts carry their fields (edit-marks.ts), for the builder's visual canvas.
 */
export function Blocks({ blocks, locale, edit = false }: { blocks: readonly Block[]; locale: string; edit?: boolean }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockSlot key={index} block={block} first={index === 0} index={index} edit={edit} locale={locale} />
      ))}
    </>
  );
}

function BlockSlot({ block, first, index, edit, locale }: { block: Block; first: boolean; index: number; edit: boolean; locale: string }) {
  const rendered = renderBlock(block as BlockByUid[BlockUid] & { __component: BlockUid }, first, edit, locale);
  if (!edit) return <>{rendered}</>;
  return (
    <EditSlot index={index} uid={block.__component}>
      {rendered}
    </EditSlot>
  );
}
