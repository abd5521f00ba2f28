import type { PublicImage } from 'contract/blocks';
import { mediaUrl } from '../media/image';

export interface BackdropSource {
  url: string;
  /** The viewport widths this file is for (the <source> that the <picture> picks); undefined: all. */
  media?: string;
}

/**
 * The header backdrop's files by breakpoint (spec: small under 768px, medium 768–1199px, large from
 * 1200px), with the exact range each one covers, for the <picture> and for preloading the right one.
 */
export function backdropSources(image: PublicImage): BackdropSource[] {
  const f = image.formats ?? {};
  const small = mediaUrl(f.small?.url);
  const medium = mediaUrl(f.medium?.url);
  const large = mediaUrl(f.large?.url ?? image.url);
  const sources: BackdropSource[] = [];
  if (small) sources.push({ url: small, media: '(max-width: 767px)' });
  if (medium) sources.push({ url: medium, media: small ? '(min-width: 768px) and (max-width: 1199px)' : '(max-width: 1199px)' });
  if (large) sources.push({ url: large, media: medium ? '(min-width: 1200px)' : small ? '(min-width: 768px)' : undefined });
  return sources;
}
