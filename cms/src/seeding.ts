/**
 * What the seeds workspace, which boots this CMS to write sample content (and the test tooling that boots
 * it), needs of it beyond Strapi's own API: the one door the CMS opens to another workspace (`cms/seeding`).
 */
export { waitForIdleDatabase } from './database/idle';
export { rebuildReadModel } from './newsroom/read-model';
