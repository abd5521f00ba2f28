/**
 * Defines <add-to-calendar-button> (the widget workspace) in the browser only: a dynamic import, so
 * neither the server nor the first-load bundle carries the widget; pages without event dates never load it.
 * It waits until the page has loaded and the browser is idle: until then each date shows its fallback
 * link (an .ics file), and the widget's code does not compete with the page's first paint.
 */
let loading: Promise<void> | undefined;

function afterLoadWhenIdle(): Promise<void> {
  const idle = (resolve: () => void) =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200);
  return new Promise((resolve) => {
    if (document.readyState === 'complete') idle(resolve);
    else window.addEventListener('load', () => idle(resolve), { once: true });
  });
}

export function loadCalendarWidget(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  loading ??= afterLoadWhenIdle()
    .then(() => import('widget/element'))
    .then((m) => m.defineAddToCalendarButton());
  return loading;
}
