import type { StateCreator } from 'zustand';

export interface Locale {
  code: string;
  name: string;
  isDefault: boolean;
}

/** The content-manager configuration of the open type and the CMS's locales. */
export interface ConfigurationSlice {
  configuration: { locales: Locale[]; contentManager: Record<string, unknown> };
  setLocales(locales: Locale[]): void;
  setContentManagerConfiguration(uid: string, configuration: unknown): void;
}

export const createConfigurationSlice: StateCreator<ConfigurationSlice> = (set) => ({
  configuration: { locales: [], contentManager: {} },
  setLocales: (locales) => set((state) => ({ configuration: { ...state.configuration, locales } })),
  setContentManagerConfiguration: (uid, value) =>
    set((state) => ({ configuration: { ...state.configuration, contentManager: { ...state.configuration.contentManager, [uid]: value } } })),
});
