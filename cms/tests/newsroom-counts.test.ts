import { startCms } from 'testing/cms';
import { countsScenario } from './helpers/newsroom-counts';
import { LIMIT } from './fixtures/visibility-table';

// Cold: every answer is computed (the result cache is off).
countsScenario('PostgreSQL', () => startCms('newsroom_cold_counts', { NEWSROOM_DATE_LIMIT: LIMIT, NEWSROOM_CACHE_TTL_MS: '0' }));
