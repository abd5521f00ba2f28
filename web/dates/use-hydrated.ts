'use client';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False during server rendering and hydration, true afterwards: lets a component render
 * server-safe text first (no hydration mismatch) and then the visitor's own time zone.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
