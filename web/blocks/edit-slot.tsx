import type { ReactNode } from 'react';
import { BLOCK_ATTRIBUTE, BLOCK_UID_ATTRIBUTE } from 'contract/preview';

/**
 * The draft preview's wrapper of one block (contract/preview's edit marks): its position and type for the builder's
 * canvas. Used by the registry (a page rendered whole) and by the live preview's client, which places
 * blocks rendered one by one (web/preview-live/live-blocks.tsx), so both give the overlay the same
 * markup. Never on public pages.
 */
export function EditSlot({ index, uid, children }: { index: number; uid: string; children: ReactNode }) {
  return (
    <div {...{ [BLOCK_ATTRIBUTE]: index, [BLOCK_UID_ATTRIBUTE]: uid }} className="preview-block">
      {children}
    </div>
  );
}
