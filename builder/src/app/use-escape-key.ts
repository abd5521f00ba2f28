import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onEscape` when Escape is pressed while the component is mounted, wherever the focus is: how
 * a modal dialog closes. A handler that stops the key's propagation (an open link dialog) keeps it.
 */
export function useEscapeKey(onEscape: () => void): void {
  const escape = useEffectEvent(onEscape);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
