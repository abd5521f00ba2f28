let documentListening = false;

/** A click closes every open dropdown it is not on the summary of; after a choice, the keyboard stays on the dropdown. */
function onDocumentClick(event: MouseEvent): void {
  const target = event.target instanceof Node ? event.target : null;
  for (const details of document.querySelectorAll<HTMLDetailsElement>('details.filter-dropdown[open]')) {
    const summary = details.querySelector('summary');
    if (target && summary?.contains(target)) continue;
    details.open = false;
    if (target && details.contains(target)) summary?.focus();
  }
}

function onKeyDown(event: KeyboardEvent): void {
  const details = event.currentTarget as HTMLDetailsElement;
  if (event.key !== 'Escape' || !details.open) return;
  details.open = false;
  details.querySelector('summary')?.focus();
}

/**
 * The newsroom's filter dropdowns (newsroom/dropdown.tsx, <details> menus that open without
 * JavaScript): a choice or a click elsewhere closes them, Escape closes one and returns to its summary.
 */
export function enhanceDropdowns(root: ParentNode): void {
  if (!documentListening) {
    documentListening = true;
    document.addEventListener('click', onDocumentClick);
  }
  for (const details of root.querySelectorAll<HTMLDetailsElement>('details.filter-dropdown:not([data-enhanced])')) {
    details.dataset.enhanced = '';
    details.addEventListener('keydown', onKeyDown);
  }
}
