import { startSqliteCms } from 'testing/cms';
import { countsScenario } from './helpers/newsroom-counts';
import { LIMIT } from './fixtures/visibility-table';

// The embedded default: the same counts, the same exact totals on SQLite.
countsScenario('SQLite', () => startSqliteCms({ NEWSROOM_DATE_LIMIT: LIMIT, NEWSROOM_CACHE_TTL_MS: '0' }));
