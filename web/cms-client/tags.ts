/** Cache tags of CMS data; the revalidation route expires them when the CMS reports a change. */
export const cacheTags = {
  all: 'cms',
  newsroom: 'newsroom',
  article: (locale: string, slug: string) => `article:${locale}:${slug}`,
  landingPage: (locale: string, slug: string) => `landing-page:${locale}:${slug}`,
};
