'use client';
import type { MouseEvent, ReactNode } from 'react';
import { toSearch, type NewsroomState } from './query-state';

export type Navigate = (state: NewsroomState, options?: { scrollToGrid?: boolean }) => void;

/** A real link to a newsroom state; with JavaScript the change happens in place, without a reload. */
export function StateLink({ state, base, navigate, scrollToGrid, className, children, ...rest }: { state: NewsroomState; base: string; navigate: Navigate; scrollToGrid?: boolean; className?: string; children: ReactNode; 'aria-label'?: string; 'aria-current'?: 'page' | 'true' }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(state, { scrollToGrid });
  }
  return (
    <a href={`${base}${toSearch(state)}`} className={className} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
