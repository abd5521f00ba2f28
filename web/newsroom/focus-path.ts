/**
 * Where the keyboard focus is inside the newsroom's region, as a path that survives a change of state:
 * the closest element with an id or a test id inside the region, and the child indexes from there. The
 * markup of every state has the same structure, so the path finds the same control in the new state's
 * markup (newsroom/newsroom-navigation.tsx).
 */
export interface FocusPath {
  anchor: { attribute: 'id' | 'data-testid'; value: string } | null;
  path: number[];
}

/** The path of `element` inside `region`, or null when it is not inside (or is the region itself). */
export function focusPath(region: Element, element: Element | null): FocusPath | null {
  if (!element || element === region || !region.contains(element)) return null;
  const path: number[] = [];
  let node: Element = element;
  while (node !== region && !node.id && !node.hasAttribute('data-testid')) {
    const parent = node.parentElement!;
    path.unshift([...parent.children].indexOf(node));
    node = parent;
  }
  if (node === region) return { anchor: null, path };
  return { anchor: node.id ? { attribute: 'id', value: node.id } : { attribute: 'data-testid', value: node.getAttribute('data-testid')! }, path };
}

/** Focuses the focusable element at `where` inside `region`; false when there is none (or it cannot take the focus). */
export function restoreFocus(region: Element, where: FocusPath): boolean {
  const { anchor } = where;
  let node: Element | null = anchor
    ? ([...region.querySelectorAll(`[${anchor.attribute}]`)].find((el) => el.getAttribute(anchor.attribute) === anchor.value) ?? null)
    : region;
  for (const index of where.path) node = node?.children[index] ?? null;
  if (!(node instanceof HTMLElement) || !node.matches('a[href], button, summary, input, select, textarea, [tabindex]')) return false;
  node.focus({ preventScroll: true });
  return document.activeElement === node;
}
