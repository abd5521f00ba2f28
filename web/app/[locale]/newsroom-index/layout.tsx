import type { ReactNode } from 'react';
import { NewsroomNavigation } from '../../../newsroom/newsroom-navigation';

/**
 * Every newsroom state is a page of its own ([state], see proxy.ts); this layout stays mounted across
 * them, so the in-place navigation (its pending state, the scroll to the grid header, the focus) spans
 * the change of page.
 */
export default function NewsroomLayout({ children }: { children: ReactNode }) {
  return <NewsroomNavigation>{children}</NewsroomNavigation>;
}
