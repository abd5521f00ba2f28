/** What a save does: write the draft, or write it (when changed) and then ask the CMS to publish or unpublish. */
export type SaveMode = 'draft' | 'publish' | 'unpublish';

/** The alert's words for a save that went through, that is under way, or that had nothing to change. */
export const DONE: Record<SaveMode, string> = { draft: 'Draft saved', publish: 'Published', unpublish: 'Unpublished' };
export const DOING: Record<SaveMode, string> = { draft: 'Saving the draft', publish: 'Publishing', unpublish: 'Unpublishing' };
export const UNCHANGED: Record<Exclude<SaveMode, 'draft'>, string> = {
  publish: 'Already published: the published page matches this draft.',
  unpublish: 'Already unpublished.',
};
