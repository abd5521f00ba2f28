import { useEffect } from 'react';
import { useBuilder } from '../store/store';

export const ALERT_DISMISS_MS = 6000;

/** The store's alert {show, type, message}: dismissed after a few seconds or by hand. */
export function AlertBar() {
  const alert = useBuilder((state) => state.alert);
  const hideAlert = useBuilder((state) => state.hideAlert);
  useEffect(() => {
    if (!alert.show) return;
    const timer = setTimeout(hideAlert, ALERT_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [alert.show, alert.id, hideAlert]);
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
