import { startSqliteCms } from 'testing/cms';
import { searchScenario } from './helpers/search';

// The embedded default: SQLite's FTS5 with the same words (search/lexemes.ts), the same answers.
searchScenario('SQLite', (env) => startSqliteCms(env));
