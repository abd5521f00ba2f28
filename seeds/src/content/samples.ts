/**
 * One sample of every block type, taken from the published sample content (the first use of each
 * type): tests of other workspaces render these instead of keeping a sample per block of their own.
 */
import type { BlockInput } from '../types';
import { articleSeeds } from './articles';
import { LANDING_PAGES } from './landing-pages';

/** The published blocks of the sample content, landing pages first. The content does not depend on the clock but for event dates. */
export function publishedSampleBlocks(now: Date = new Date(0)): BlockInput[] {
  return [...LANDING_PAGES.flatMap((page) => page.published?.blocks ?? []), ...articleSeeds(now).flatMap((article) => article.published?.blocks ?? [])];
}

/** The first published sample of each block type, by uid. */
export function blockSamples(now?: Date): ReadonlyMap<BlockInput['__component'], BlockInput> {
  const samples = new Map<BlockInput['__component'], BlockInput>();
  for (const block of publishedSampleBlocks(now)) if (!samples.has(block.__component)) samples.set(block.__component, block);
  return samples;
}
