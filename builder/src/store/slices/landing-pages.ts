import type { StateCreator } from 'zustand';
import type { DocumentSummary } from '../../dashboard/document-state';

/** The dashboard's list: articles and landing pages of the chosen locale. */
export interface LandingPagesSlice {
  landingPages: DocumentSummary[];
  setLandingPages(items: DocumentSummary[]): void;
}

export const createLandingPagesSlice: StateCreator<LandingPagesSlice> = (set) => ({
  landingPages: [],
  setLandingPages: (landingPages) => set({ landingPages }),
});
