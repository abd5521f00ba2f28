import { PREVIEW_SECRET_HEADER } from 'contract/preview';
import { secretMatches } from 'contract/security';

export { PREVIEW_SECRET_HEADER };

/** True when the request's header holds PREVIEW_SECRET; false when preview is off (no secret set). */
export function previewSecretMatches(given: unknown): boolean {
  return secretMatches(given, process.env.PREVIEW_SECRET);
}
