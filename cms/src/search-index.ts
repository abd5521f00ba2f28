/**
 * The site search's indexing, for seed:bench (seeds/src/bench), which writes pages straight into the
 * tables and then has them indexed as the CMS's start-up repair indexes missing pages: a door of its
 * own, apart from `cms/seeding`, because the search's stemmers need cms/types (seeds' tsconfig has them).
 */
export { repairSearchIndex } from './search/index-pages';
