import type { StateCreator } from 'zustand';

export type AlertType = 'success' | 'error' | 'warning' | 'info';

export interface AlertSlice {
  /** `untilFixed`: the alert names problems of the page (a required field, a refused slug) and goes once they are fixed. */
  alert: { show: boolean; type: AlertType; message: string; id: number; untilFixed: boolean };
  showAlert(type: AlertType, message: string, options?: { untilFixed?: boolean }): void;
  hideAlert(): void;
  /** The page has no problems left: an alert about them has nothing more to say. */
  problemsFixed(): void;
}

export const createAlertSlice: StateCreator<AlertSlice> = (set) => ({
  alert: { show: false, type: 'info', message: '', id: 0, untilFixed: false },
  showAlert: (type, message, options) =>
    set((state) => ({ alert: { show: true, type, message, id: state.alert.id + 1, untilFixed: options?.untilFixed ?? false } })),
  hideAlert: () => set((state) => ({ alert: { ...state.alert, show: false } })),
  problemsFixed: () => set((state) => (state.alert.show && state.alert.untilFixed ? { alert: { ...state.alert, show: false } } : {})),
});
