import type { StateCreator } from 'zustand';

export interface UploadFile {
  id: number;
  documentId?: string;
  name: string;
  alternativeText: string | null;
  url: string;
  mime: string;
  width?: number | null;
  height?: number | null;
  formats?: Record<string, { url: string }> | null;
}

export interface ImagesSlice {
  images: UploadFile[];
  setImages(images: UploadFile[]): void;
  addImages(images: UploadFile[]): void;
  removeImage(id: number): void;
}

export const createImagesSlice: StateCreator<ImagesSlice> = (set) => ({
  images: [],
  setImages: (images) => set({ images }),
  addImages: (added) => set((state) => ({ images: [...added, ...state.images.filter((image) => !added.some((a) => a.id === image.id))] })),
  removeImage: (id) => set((state) => ({ images: state.images.filter((image) => image.id !== id) })),
});
