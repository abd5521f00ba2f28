/** The newsroom's fixed taxonomy and the site's locales. */
export * from './taxonomy.js';
