/**
 * A document's id as Strapi makes them (letters and digits): what the CMS's routes and the site's
 * `/Public/LandingPage/View?id=` accept before asking the database.
 */
export const DOCUMENT_ID = /^[A-Za-z0-9]{1,64}$/;

export const isDocumentId = (value: string): boolean => DOCUMENT_ID.test(value);
