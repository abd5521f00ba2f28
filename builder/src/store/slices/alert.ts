import type { StateCreator } from 'zustand';
import type { BuilderState } from '../store';

export type AlertType = 'success' | 'error' | 'warning' | 'info';

export interface AlertSlice {
  alert: { show: boolean; type: AlertType; message: string; id: number };
  showAlert(type: AlertType, message: string): void;
  hideAlert(): void;
}

export const createAlertSlice: StateCreator<BuilderState, [], [], AlertSlice> = (set) => ({
  alert: { show: false, type: 'info', message: '', id: 0 },
  showAlert: (type, message) => set((state) => ({ alert: { show: true, type, message, id: state.alert.id + 1 } })),
  hideAlert: () => set((state) => ({ alert: { ...state.alert, show: false } })),
});
