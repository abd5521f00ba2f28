/**
 * The builder's regions, in the order F6 visits them (Shift+F6 backwards): the top bar, the blocks
 * palette, the outline, the page and the fields. Each names its container and where the keyboard
 * lands in it: the first of its targets that is on screen (the palette's search, the outline's
 * selected block, the page's frame, the first field of the selected block…), else the container.
 * The skip links use the same targets.
 */
export interface Region {
  name: string;
  container: string;
  targets: readonly string[];
}

const FIELD = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"]';

export const REGIONS: readonly Region[] = [
  { name: 'Top bar', container: '#top-bar', targets: ['#top-bar button:not([disabled]), #top-bar a[href]'] },
  { name: 'Blocks palette', container: '#palette', targets: ['#palette input[type="search"]', '#palette-toggle'] },
  { name: 'Outline', container: '#outline', targets: ['#outline .selected .block-title', '#outline .block-title', '#outline .canvas-end'] },
  { name: 'Page', container: '#page-canvas', targets: ['#page-canvas iframe', '#page-canvas button:not([disabled])'] },
  { name: 'Fields', container: '#fields', targets: [`#fields .inspector :is(${FIELD})`, '#fields [role="tab"][aria-selected="true"]'] },
];

/** Where the keyboard lands in a region: its first target on screen, or null. */
export function regionTarget(region: Region, root: ParentNode = document): HTMLElement | null {
  for (const selector of region.targets) {
    const found = [...root.querySelectorAll<HTMLElement>(selector)].find(isShown);
    if (found) return found;
  }
  return null;
}

/** The region holding `element`, as an index of REGIONS, or -1. */
export function regionOf(element: Element | null, root: ParentNode = document): number {
  if (!element) return -1;
  return REGIONS.findIndex((region) => root.querySelector(region.container)?.contains(element));
}

/**
 * Moves the keyboard to the next region (`step` 1) or the previous one (-1) from the one holding the
 * focus (from outside every region: the first, or the last), skipping a region with nothing to focus.
 * Returns the region's name, for the screen reader, or null when none could take the focus.
 */
export function cycleRegion(step: 1 | -1, root: Document = document): string | null {
  const from = regionOf(root.activeElement, root);
  const count = REGIONS.length;
  let at = from < 0 ? (step === 1 ? -1 : count) : from;
  for (let tries = 0; tries < count; tries += 1) {
    at = (at + step + count) % count;
    const region = REGIONS[at];
    const target = regionTarget(region, root);
    if (!target) continue;
    target.focus();
    return region.name;
  }
  return null;
}

/** On screen: rendered and not hidden (checkVisibility where the browser has it). */
const isShown = (element: HTMLElement) =>
  typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : !element.closest('[hidden]');
