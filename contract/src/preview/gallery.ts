/**
 * The block gallery: every block type as the site renders it, with the content of the published pages
 * (`/preview/gallery/{locale}?mode=light|dark` on the site), shown by the builder at /App/Test at the
 * three canvas widths. The address is made here so that the site's route and the builder agree.
 */
export const GALLERY_MODES = ['light', 'dark'] as const;
export type GalleryMode = (typeof GALLERY_MODES)[number];

export const isGalleryMode = (value: unknown): value is GalleryMode => (GALLERY_MODES as readonly unknown[]).includes(value);

/** The gallery's path on the site (relative: the caller puts the site's origin in front). */
export function galleryPath(locale: string, mode: GalleryMode): string {
  return `/preview/gallery/${encodeURIComponent(locale)}?mode=${mode}`;
}
