import type { StateCreator } from 'zustand';
import type { ComponentMap, ContentTypeSchema } from '../../schema/types';

/** Component and content-type schemas, read at run time from the content-type-builder API. */
export interface ComponentsSlice {
  components: ComponentMap;
  contentTypes: Record<string, ContentTypeSchema>;
  setSchemas(components: ComponentMap, contentTypes: Record<string, ContentTypeSchema>): void;
}

export const createComponentsSlice: StateCreator<ComponentsSlice> = (set) => ({
  components: {},
  contentTypes: {},
  setSchemas: (components, contentTypes) => set({ components, contentTypes }),
});
