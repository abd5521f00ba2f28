/**
 * The upload bucket's public address (S3_PUBLIC_URL, the CMS's setting), or null when uploads are on
 * the CMS's disk. Not a secret: block components (media/image.tsx), which also render in the draft
 * preview's browser, read it from here rather than from config/site.ts, which holds the secrets. In a
 * browser bundle the variable is not set (Next inlines only NEXT_PUBLIC_ ones), so bucket URLs stay as
 * they are there.
 */
import { publicUploadsUrl } from 'contract/uploads';

export const uploadsPublicUrl = (): string | null => publicUploadsUrl(typeof process === 'undefined' ? undefined : process.env.S3_PUBLIC_URL);
