import type { ReactNode } from 'react';
import type { BlockByUid, BlockUid } from 'contract/blocks';

/** What the registry gives the renderer of block type U: the block as the public API answers it. */
export interface BlockProps<U extends BlockUid> {
  block: BlockByUid[U];
  /** The page's first block (less top padding, eager images). */
  first: boolean;
  /** The page's locale: the texts a block adds around its content (i18n/messages.ts `blocks`) are in its language. */
  locale: string;
  /** Draft preview only: mark the editable texts for the builder's visual canvas (edit-marks.ts). */
  edit?: boolean;
}

export type BlockRenderer<U extends BlockUid> = (props: BlockProps<U>) => ReactNode;
