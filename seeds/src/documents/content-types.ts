/** The content types the seed writes, and the locale of their translations. */
export const ARTICLE = 'api::article.article';
export const LANDING_PAGE = 'api::landing-page.landing-page';
export const TRANSLATION_LOCALE = 'es-US';
