import { startSharedCms } from './helpers/shared';
import { searchScenario } from './helpers/search';

// Production's engine: PostgreSQL's full-text search (tsvector, english and spanish configurations).
searchScenario('PostgreSQL', (env) => startSharedCms(env));
