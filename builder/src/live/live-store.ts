import { create } from 'zustand';
import type { LiveEditor, LiveEvent, LivePresence } from 'contract/wire';
import type { Peer } from './peers';

/**
 * Who else has the open page in the builder (contract/wire live.ts), as the CMS's live stream tells this tab.
 * `present` holds every tab, this one included (`session`); the views show the others.
 */
export interface LiveState {
  /** This tab's session on the stream; null while not connected. */
  session: string | null;
  present: LivePresence[];
  /** 'connecting' until the stream's hello, 'live' after it, 'down' while it is being connected again. */
  status: 'off' | 'connecting' | 'live' | 'down';
  /** The other editors, with what they have selected on this tab's page (use-live.ts derives it). */
  peers: Peer[];
  /** Block key → the other editors who have it selected, for the outline's rows (an entry keeps its array while unchanged). */
  marks: Record<string, LiveEditor[]>;
  /** The field this tab is writing in (panel or page), told to the others with its selection. */
  field: string | null;
  setField(field: string | null): void;
  hear(event: LiveEvent): void;
  setPeers(peers: Peer[], marks: Record<string, LiveEditor[]>): void;
  setStatus(status: LiveState['status']): void;
  reset(): void;
}

export const useLive = create<LiveState>()((set) => ({
  session: null,
  present: [],
  status: 'off',
  peers: [],
  marks: {},
  field: null,
  setField: (field) => set({ field }),
  hear: (event) =>
    set((state) => {
      if (event.type === 'hello') return { session: event.session, present: event.present, status: 'live' };
      if (event.type === 'leave') return { present: state.present.filter((tab) => tab.session !== event.session) };
      const at = state.present.findIndex((tab) => tab.session === event.presence.session);
      const present = at < 0 ? [...state.present, event.presence] : state.present.map((tab, i) => (i === at ? event.presence : tab));
      return { present };
    }),
  setPeers: (peers, marks) => set({ peers, marks }),
  setStatus: (status) => set(status === 'live' ? { status } : { status, session: null, present: [] }),
  reset: () => set({ session: null, present: [], status: 'off', peers: [], marks: {}, field: null }),
}));
