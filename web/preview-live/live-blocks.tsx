'use client';
/**
 * Where the live preview places its blocks: the page view the server renders for a live draft
 * (actions.tsx) has `<LiveBlocks />` in place of its blocks, and the live island (live-draft.tsx)
 * gives it the blocks through LiveBlocksContext, each rendered on the server once per content
 * (live-blocks-plan.ts). A slot whose block did not change is not rendered again. The preview page
 * places the saved draft's blocks here too (saved-blocks.tsx), so the same markup is there from the
 * first paint.
 */
import { createContext, memo, useContext, type ReactNode } from 'react';
import { EditSlot } from '../blocks/edit-slot';

export interface LiveSlot {
  /** The block's identity across moves and edits (and a new one after an edit in place, so React replaces the typed DOM). */
  reactKey: string;
  uid: string;
  node: ReactNode;
}

/** The live draft's blocks, once the builder has sent one (null until then). */
export const LiveBlocksContext = createContext<readonly LiveSlot[] | null>(null);

/** `initial`: the saved draft's blocks, rendered with the preview page, shown until a live draft arrives. */
export function LiveBlocks({ initial = [] }: { initial?: readonly LiveSlot[] }) {
  const slots = useContext(LiveBlocksContext) ?? initial;
  return (
    <>
      {slots.map((slot, index) => (
        <Slot key={slot.reactKey} index={index} uid={slot.uid} node={slot.node} />
      ))}
    </>
  );
}

const Slot = memo(function Slot({ index, uid, node }: { index: number; uid: string; node: ReactNode }) {
  return (
    <EditSlot index={index} uid={uid}>
      {node}
    </EditSlot>
  );
});
