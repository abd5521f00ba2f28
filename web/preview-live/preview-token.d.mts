export type PreviewPurpose = 'frame' | 'live';
export interface PreviewTarget {
  type: string;
  locale: string;
  slug: string;
}
export const PREVIEW_TOKEN_LIFETIME_MS: Record<PreviewPurpose, number>;
export function signPreviewToken(secret: string, purpose: PreviewPurpose, target: PreviewTarget, now?: number): string;
export function previewTokenProblem(secret: string | undefined, purpose: PreviewPurpose, token: unknown, target: PreviewTarget, now?: number): string | null;
export function previewPageUrl(siteUrl: string, secret: string, target: PreviewTarget, now?: number): string;
