/**
 * A "Stay in the know" subscription as the site's route sends it to the CMS (POST /api/newsletter) and the
 * CMS stores it: the email (contract/rules' email rule) and where it was given, each context field within
 * SUBSCRIPTION_CONTEXT_MAX (null when not known).
 */
export interface NewsletterSubscription {
  email: string;
  locale: string | null;
  pageUri: string | null;
  pageName: string | null;
}

/** The ingest token (NEWSLETTER_INGEST_TOKEN) with which the site's server stores subscriptions. */
export const NEWSLETTER_TOKEN_HEADER = 'x-newsletter-token';
/**
 * The visitor's address as the site's server determined it (contract/security clientAddress): the CMS counts the
 * sign-up against it, and believes it only together with a valid ingest token.
 */
export const NEWSLETTER_CLIENT_HEADER = 'x-newsletter-client-address';
