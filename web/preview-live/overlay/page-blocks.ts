import { BLOCK_ATTRIBUTE, FIELD_ATTRIBUTE } from 'contract/preview';

/**
 * The page's blocks and editable texts, found by the marks the site's block components render in the
 * preview (../../blocks/edit-marks.ts), never by the markup's shape.
 */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export const blockSelector = `[${BLOCK_ATTRIBUTE}]`;
export const fieldSelector = `[${FIELD_ATTRIBUTE}]`;

export function blockElements(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(blockSelector)];
}

/** The position of the block an element is in, or null outside blocks. */
export function blockIndexOf(element: Element | null): number | null {
  const block = element?.closest(blockSelector);
  const index = Number(block?.getAttribute(BLOCK_ATTRIBUTE));
  return block && Number.isInteger(index) ? index : null;
}

export const blockElementAt = (index: number): HTMLElement | undefined => blockElements().find((element) => blockIndexOf(element) === index);

/** Where an element is in the document (not the viewport): outlines stay put when the page scrolls. */
export function boxOf(element: Element): Box {
  const rect = element.getBoundingClientRect();
  return { top: rect.top + window.scrollY, left: rect.left + window.scrollX, width: rect.width, height: rect.height };
}

export const position = (box: Box) => ({ top: box.top, left: box.left, width: box.width, height: box.height });
