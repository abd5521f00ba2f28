import { startCms } from 'testing/cms';
import { describeNewsletterUniqueness } from './helpers/newsletter-uniqueness';

describeNewsletterUniqueness('PostgreSQL', () => startCms('newsletter_unique'));
