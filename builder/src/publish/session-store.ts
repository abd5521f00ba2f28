import { create } from 'zustand';
import type { SaveMode } from './save';

/** Save state of the open page: in flight, queued while offline, a conflict to resolve, preview version. */
interface SessionState {
  saving: SaveMode | null;
  pending: boolean;
  conflict: { mode: SaveMode; remoteUpdatedAt: string; remoteBy: string | null } | null;
  previewVersion: number;
  showErrors: boolean;
  set(partial: Partial<Omit<SessionState, 'set'>>): void;
}

export const useSession = create<SessionState>()((set) => ({
  saving: null,
  pending: false,
  conflict: null,
  previewVersion: 0,
  showErrors: false,
  set: (partial) => set(partial),
}));
