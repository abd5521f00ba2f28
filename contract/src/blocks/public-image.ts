/** An image as the public API answers it: the CMS's file with its formats (a media field of any component). */
export interface PublicImage {
  url: string;
  alternativeText: string | null;
  width: number | null;
  height: number | null;
  formats: Record<string, { url: string; width: number; height: number }> | null;
}
