/** What the CMS's own routes answer with and the apps read: document states, history and scheduling, the site search, live editing. */
export * from './document-state.js';
export type * from './history.js';
export * from './newsletter.js';
export type * from './search.js';
export * from './live.js';
export * from './live-changes.js';
