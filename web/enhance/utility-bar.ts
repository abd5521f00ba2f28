/** Spec: the utility bar gets its scrolled look after 100px. */
export const SCROLL_THRESHOLD_PX = 100;

let scrollListening = false;

function applyScroll(): void {
  const scrolled = window.scrollY > SCROLL_THRESHOLD_PX;
  for (const bar of document.querySelectorAll('.utility-bar')) bar.classList.toggle('utility-bar--scrolled', scrolled);
}

/**
 * The newsroom's utility bar (newsroom/utility-bar.tsx): the scrolled look after 100px, and under
 * 991px the toggle that shows or hides its links.
 */
export function enhanceUtilityBars(root: ParentNode): void {
  if (!scrollListening) {
    scrollListening = true;
    window.addEventListener('scroll', applyScroll, { passive: true });
  }
  applyScroll();
  for (const toggle of root.querySelectorAll<HTMLButtonElement>('.utility-bar__toggle:not([data-enhanced])')) {
    toggle.dataset.enhanced = '';
    toggle.addEventListener('click', () => {
      const links = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      toggle.setAttribute('aria-expanded', String(open));
      links?.classList.toggle('utility-bar__links--open', open);
      const verb = toggle.querySelector('.utility-bar__verb');
      if (verb) verb.textContent = open ? 'Hide' : 'Show';
    });
  }
}
