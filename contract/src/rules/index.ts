/** The content rules every app applies the same way (HTML sanitising is `contract/html`: it needs sanitize-html). */
export { LINK_SCHEMES, urlProblem, urlRefusal, type UrlRefusal } from './url.js';
export {
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  SUBSCRIPTION_CONTEXT_MAX,
  emailMessage,
  emailState,
  normaliseEmail,
  type EmailState,
} from './email.js';
export { SLUG_MAX_LENGTH, SLUG_PATTERN, isSlug } from './slug.js';
export { DOCUMENT_ID, isDocumentId } from './document-id.js';
export {
  DRAFT_PAIR,
  PAGE_TYPES,
  PAGE_UID,
  PAGE_UIDS,
  PUBLISHED_PAIR,
  isPageType,
  isPageUid,
  pageTypeOf,
  pageUidOf,
  type PageType,
  type PageUid,
} from './page-types.js';
export { derivedAttributes, derivedFrom, deriveValue, withDerived, type DerivedOption } from './derived.js';
