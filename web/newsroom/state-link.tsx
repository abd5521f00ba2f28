import type { ReactNode } from 'react';
import { toSearch, type NewsroomState } from './query-state';

/**
 * A real link to a newsroom state. `nav` marks it for NewsroomNavigation (newsroom-navigation.tsx),
 * which turns the click into an in-place navigation when JavaScript runs ('page' also scrolls to the
 * grid header).
 */
export function StateLink({
  state,
  base,
  nav,
  className,
  children,
  ...rest
}: {
  state: NewsroomState;
  base: string;
  nav: 'filter' | 'page';
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page' | 'true';
}) {
  return (
    <a href={`${base}${toSearch(state)}`} className={className} data-nav={nav} {...rest}>
      {children}
    </a>
  );
}
