import { factories } from '@strapi/strapi';
import { guardedQueries } from '../../../hardening/core-routes';

// The generic routes need an API token or admin: the public role has no permission on them, so
// drafts can never leave through them (the public reads the slug and newsroom routes instead).
export default factories.createCoreRouter('api::landing-page.landing-page', { config: guardedQueries('api::landing-page.landing-page') });
