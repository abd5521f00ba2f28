/**
 * Defines <add-to-calendar-button> (the widget workspace) in the browser only: a dynamic import, so
 * neither the server nor the first-load bundle carries the widget; pages without event dates never load it.
 */
let loading: Promise<void> | undefined;

export function loadCalendarWidget(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  loading ??= import('widget/element').then((m) => m.defineAddToCalendarButton());
  return loading;
}
