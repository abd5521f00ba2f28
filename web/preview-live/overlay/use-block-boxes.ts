import { useCallback, useEffect, useState } from 'react';
import { blockElements, boxOf, type Box } from './page-blocks';

/**
 * Where each block is on the page, measured in the frame after each new rendering of the draft
 * (`revision`) and whenever the page's size changes.
 */
export function useBlockBoxes(revision: number): Box[] {
  const [boxes, setBoxes] = useState<Box[]>([]);
  const measure = useCallback(() => setBoxes(blockElements().map(boxOf)), []);
  useEffect(() => {
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  }, [measure, revision]);
  useEffect(() => {
    const observer = new ResizeObserver(() => measure());
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure]);
  return boxes;
}
