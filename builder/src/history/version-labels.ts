import type { VersionSummary } from './api';

export const KIND_LABEL: Record<VersionSummary['kind'], string> = { publish: 'Published', draft: 'Saved draft', restore: 'Restored' };

/** Who made a version: a user, or the CMS itself (a scheduled publish). */
export const who = (version: VersionSummary) => version.createdBy.name ?? 'the CMS';
