import { create } from 'zustand';
import { createAlertSlice, type AlertSlice } from './slices/alert';
import { createComponentsSlice, type ComponentsSlice } from './slices/components';
import { createConfigurationSlice, type ConfigurationSlice } from './slices/configuration';
import { createImagesSlice, type ImagesSlice } from './slices/images';
import { createLandingPagesSlice, type LandingPagesSlice } from './slices/landing-pages';
import { createStructureSlice, type StructureSlice } from './slices/structure';

/** The spec's client store: landingPages, components, structure, configuration, images, alert. */
export type BuilderState = LandingPagesSlice & ComponentsSlice & StructureSlice & ConfigurationSlice & ImagesSlice & AlertSlice;

// Each slice is typed with its own state only (none reads or writes another's), so no slice imports
// this module: the store composes the slices, never the other way round.
export const createBuilderStore = () =>
  create<BuilderState>()((...a) => ({
    ...createLandingPagesSlice(...a),
    ...createComponentsSlice(...a),
    ...createStructureSlice(...a),
    ...createConfigurationSlice(...a),
    ...createImagesSlice(...a),
    ...createAlertSlice(...a),
  }));

export const useBuilder = createBuilderStore();
