/** What the CMS's own routes answer with and the builder reads: document states, history and scheduling. */
export * from './document-state.js';
export type * from './history.js';
export * from './newsletter.js';
