/**
 * The newsroom's filters panel (newsroom/filters-panel.tsx): at 768px and under, the Filters toggle
 * opens and closes it and its close icon closes it (the CSS hides the panel only when JavaScript runs).
 */
export function enhanceFiltersPanels(root: ParentNode): void {
  for (const toggle of root.querySelectorAll<HTMLButtonElement>('.filters__toggle:not([data-enhanced])')) {
    toggle.dataset.enhanced = '';
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!panel) continue;
    const setOpen = (open: boolean) => {
      toggle.setAttribute('aria-expanded', String(open));
      panel.classList.toggle('filters__panel--open', open);
    };
    toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
    panel.querySelector('.filters__close')?.addEventListener('click', () => {
      setOpen(false);
      toggle.focus();
    });
  }
}
