import { startSqliteCms } from './helpers/strapi';
import { describeNewsletterUniqueness } from './helpers/newsletter-uniqueness';

describeNewsletterUniqueness('SQLite', () => startSqliteCms());
