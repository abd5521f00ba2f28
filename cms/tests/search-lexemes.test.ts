/**
 * The SQLite engine finds what PostgreSQL finds only if search/lexemes.ts makes the words PostgreSQL's
 * `english` and `spanish` configurations make. Checked word by word against a live server's own
 * dictionaries (ts_lexize on english_stem and spanish_stem: Snowball with its stop words), over every
 * word of the sample content, in both languages, and sentence by sentence against to_tsvector.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase, PG } from 'testing/cms';
import { lexeme, lexemes, words, type SearchConfig } from '../src/search/lexemes';
import { similarity, vocabularyOf } from '../src/search/vocabulary';

const CONTENT = path.resolve(__dirname, '../../seeds/src/content');

/** Every word of the sample content's string literals (English and Spanish pages alike). */
function sampleWords(): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(CONTENT).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const source = readFileSync(path.join(CONTENT, file), 'utf8');
    for (const word of words(source)) if (!/\d/.test(word)) found.add(word);
  }
  return [...found].sort();
}

const SENTENCES: Array<[SearchConfig, string]> = [
  ['english', 'The architects’ buildings were designed quickly, and they are running late.'],
  ['english', 'Customer Stories: how a BIM workflow saved 30 hours a week.'],
  ['spanish', 'Los edificios más altos del puerto fueron diseñados por arquitectas.'],
  ['spanish', '¿Cómo construimos una ciudad más sostenible? Historias de clientes.'],
];

let client: Client;
beforeAll(async () => {
  client = new Client({ ...PG, database: 'postgres' });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
});

describe('search lexemes against PostgreSQL', () => {
  const vocabulary = sampleWords();

  it('reads a vocabulary worth comparing', () => {
    expect(vocabulary.length).toBeGreaterThan(500);
  });

  for (const config of ['english', 'spanish'] as const) {
    it(`stems and drops stop words as the ${config} configuration does, for every word of the sample content`, async () => {
      const { rows } = await client.query<{ word: string; lexemes: string[] | null }>(
        `SELECT word, ts_lexize('${config}_stem', word) AS lexemes FROM unnest($1::text[]) AS word`,
        [vocabulary],
      );
      const differ = rows
        .map((row) => ({ word: row.word, postgres: row.lexemes?.[0] ?? null, ours: lexeme(row.word, config) }))
        .filter((row) => row.postgres !== row.ours);
      expect(differ).toEqual([]);
    });
  }

  it('makes the same lexemes as to_tsvector for whole sentences', async () => {
    for (const [config, sentence] of SENTENCES) {
      const { rows } = await client.query<{ lexeme: string }>(`SELECT lexeme FROM unnest(to_tsvector($1::regconfig, $2)) ORDER BY lexeme`, [config, sentence]);
      expect([...new Set(lexemes(sentence, config))].sort(), sentence).toEqual(rows.map((r) => r.lexeme).sort());
    }
  });
});

describe('trigram similarity against pg_trgm', () => {
  it("is pg_trgm's similarity for misspellings in both languages", async () => {
    const database = await createDatabase('search_trgm');
    const trgm = new Client({ ...PG, database });
    try {
      await trgm.connect();
      await trgm.query('CREATE EXTENSION pg_trgm');
      const pairs = [
        ['archtect', 'architect'],
        ['archtect', 'architects'],
        ['edificos', 'edificios'],
        ['construcion', 'construcción'],
        ['tow', 'tower'],
        ['landscpe', 'landscape'],
        ['zzz', 'architect'],
      ];
      for (const [a, b] of pairs) {
        const { rows } = await trgm.query<{ value: number }>('SELECT similarity($1, $2) AS value', [a, b]);
        expect(similarity(a, b), `${a} ~ ${b}`).toBeCloseTo(rows[0].value, 5);
      }
      // The vocabulary keeps words a reader would mistype: letters only, three or more, no stop words, once each.
      expect(vocabularyOf(['The 3 architects’ architects design e-mail at 5pm', 'of x'], 'en-US')).toEqual(['architects', 'design', 'mail']);
    } finally {
      await trgm.end();
      await dropDatabase(database);
    }
  });
});
