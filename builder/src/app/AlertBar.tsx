import { useEffect } from 'react';
import { useBuilder } from '../store/store';
import type { AlertType } from '../store/slices/alert';

export const ALERT_DISMISS_MS = 6000;

/** Successes and notes fade; an error or a warning is still true after a few seconds, so it stays until dismissed or replaced. */
export const fades = (type: AlertType) => type === 'success' || type === 'info';

/**
 * The store's alert {show, type, message}, at the bottom of the window (never over the toolbar's
 * Save draft / Publish). A success or note is dismissed after a few seconds; errors and warnings stay
 * until dismissed, until the next alert replaces them, or (an alert naming the page's problems) until they are fixed.
 */
export function AlertBar() {
  const alert = useBuilder((state) => state.alert);
  const hideAlert = useBuilder((state) => state.hideAlert);
  useEffect(() => {
    if (!alert.show || !fades(alert.type)) return;
    const timer = setTimeout(hideAlert, ALERT_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [alert.show, alert.id, alert.type, hideAlert]);
  if (!alert.show) return null;
  return (
    <div className={`alert alert-${alert.type}`} role={alert.type === 'error' || alert.type === 'warning' ? 'alert' : 'status'} data-testid="alert">
      <span>{alert.message}</span>
      <button type="button" className="link" onClick={hideAlert} aria-label="Dismiss message">
        ×
      </button>
    </div>
  );
}
