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
