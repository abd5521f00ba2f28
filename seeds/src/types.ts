/**
 * Write shapes of the sample content, derived from the CMS's generated block types so that a schema
 * change (a renamed field, a new required field, a removed block) breaks this package's build.
 */
import type { BlockByUid, PublicImage, SharedArticleSettings, SharedLandingSettings } from 'contract/blocks';
import type { ImageName } from './images/catalogue';

/** A sample image in content definitions; the seed swaps it for the uploaded file's id. */
export interface ImageRef {
  readonly sampleImage: ImageName;
}

type OptionalKey<T, K extends keyof T> = null extends T[K] ? K : T[K] extends boolean ? K : T[K] extends readonly unknown[] ? K : never;
type OptionalKeys<T> = { [K in keyof T]-?: OptionalKey<T, K> }[keyof T];
type Flatten<T> = { [K in keyof T]: T[K] };

/**
 * A generated read shape as a write payload: media become M (an image reference or a file id),
 * nullable, boolean and list fields become optional, everything else stays required.
 */
export type WriteShape<T, M> = T extends PublicImage
  ? M
  : T extends readonly (infer U)[]
    ? WriteShape<U, M>[]
    : T extends object
      ? Flatten<{ [K in Exclude<keyof T, OptionalKeys<T>>]: WriteShape<T[K], M> } & { [K in OptionalKeys<T>]?: WriteShape<T[K], M> }>
      : T;

export type BlockUid = keyof BlockByUid;

/** One block of a dynamic zone, discriminated by __component. */
export type BlockInput<M = ImageRef> = { [U in BlockUid]: WriteShape<BlockByUid[U], M> }[BlockUid];
export type BlockOf<U extends BlockUid, M = ImageRef> = WriteShape<BlockByUid[U], M>;

export type ArticleSettingsInput<M = ImageRef> = WriteShape<SharedArticleSettings, M>;
export type LandingSettingsInput<M = ImageRef> = WriteShape<SharedLandingSettings, M>;
export type EventDateInput = WriteShape<SharedArticleSettings['eventDates'][number], never>;

export type LocalizedFields<S> = {
  slug: string;
  settings: S;
  blocks: BlockInput[];
};

/** A sample article. `published` absent means draft only. */
export interface ArticleSeed {
  slug: string;
  /** Category keys (cms/taxonomy). The first one is the card's label. */
  categories: string[];
  /** Industry keys (cms/taxonomy). */
  industries: string[];
  dateScheduled: string | null;
  draft: { settings: ArticleSettingsInput; blocks: BlockInput[] };
  published: { settings: ArticleSettingsInput; blocks: BlockInput[] } | null;
  /** An es-US localization of the same document (published as well as draft). */
  translation?: LocalizedFields<ArticleSettingsInput>;
}

export interface LandingPageSeed {
  slug: string;
  title: string;
  datePublished: string | null;
  draft: { settings: LandingSettingsInput; blocks: BlockInput[] };
  published: { settings: LandingSettingsInput; blocks: BlockInput[] } | null;
  translation?: LocalizedFields<LandingSettingsInput> & { title: string };
}
