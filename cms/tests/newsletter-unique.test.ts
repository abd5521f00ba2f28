import { startCms } from './helpers/strapi';
import { describeNewsletterUniqueness } from './helpers/newsletter-uniqueness';

describeNewsletterUniqueness('PostgreSQL', () => startCms('newsletter_unique'));
