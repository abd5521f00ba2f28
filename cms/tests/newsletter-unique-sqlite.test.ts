import { startSqliteCms } from 'testing/cms';
import { describeNewsletterUniqueness } from './helpers/newsletter-uniqueness';

describeNewsletterUniqueness('SQLite', () => startSqliteCms());
