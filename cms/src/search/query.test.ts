import { CATEGORY_KEYS } from 'contract/taxonomy';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QueryError } from '../newsroom/params';
import { PAGE_SIZE_MAX } from '../newsroom/rules';
import { parseSearchQuery, parseSearchText, type ParsedQuery, QUERY_MAX_LENGTH, QUERY_MAX_WORDS, WORD_MAX_LENGTH } from './query';

/** Expects `fn` to throw a QueryError whose message is exactly `message`. */
function expectQueryError(fn: () => unknown, message: string): void {
  let thrown: unknown;
  try {
    fn();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(QueryError);
  expect((thrown as QueryError).message).toBe(message);
}

describe('parseSearchText: words', () => {
  it('lower-cases words and keeps them in the order typed', () => {
    expect(parseSearchText('Tall Buildings')).toEqual({ words: ['tall', 'buildings'], phrases: [], lastIsPartial: true });
  });

  it('keeps accents and reads Spanish text', () => {
    expect(parseSearchText('Edificios más altos').words).toEqual(['edificios', 'más', 'altos']);
    expect(parseSearchText('ÁRBOLES Niño CAFÉ').words).toEqual(['árboles', 'niño', 'café']);
  });

  it('keeps digits and letters of other scripts', () => {
    expect(parseSearchText('Revit 2024 東京 Москва').words).toEqual(['revit', '2024', '東京', 'москва']);
  });

  it('removes duplicates, keeping the first occurrence', () => {
    expect(parseSearchText('roof Glass ROOF glass tile ').words).toEqual(['roof', 'glass', 'tile']);
  });

  it('keeps a word that is also in a phrase', () => {
    expect(parseSearchText('glass "glass roof" ')).toEqual({ words: ['glass'], phrases: [['glass', 'roof']], lastIsPartial: false });
  });

  it('normalises with NFKC first', () => {
    expect(parseSearchText('ＡＢＣ').words).toEqual(['abc']);
    // "e" + combining acute composes into one code point; "ﬁ" (one ligature) becomes "fi".
    expect(parseSearchText('cafe\u0301 ﬁnal').words).toEqual(['caf\u00e9', 'final']);
    // A full-width quotation mark is a quote once normalised.
    expect(parseSearchText('＂two words＂').phrases).toEqual([['two', 'words']]);
  });

  it('keeps combining marks within a word', () => {
    // U+0915 U+094D U+0937 (Devanagari, the virama is a combining mark), and an uncomposable "q" + U+0301.
    expect(parseSearchText('\u0915\u094D\u0937 q\u0301x').words).toEqual(['\u0915\u094D\u0937', 'q\u0301x']);
  });
});

describe('parseSearchText: separators', () => {
  it.each([
    ['punctuation', 'glass, steel; wood. (stone)! ¿qué? ¡sí!', ['glass', 'steel', 'wood', 'stone', 'qué', 'sí']],
    ['straight and typographic apostrophes', "o'brien l’hôtel", ['o', 'brien', 'l', 'hôtel']],
    ['hyphens and dashes', 'e-mail well–known — x', ['e', 'mail', 'well', 'known', 'x']],
    ['emoji (with variation selectors, ZWJ and skin tones)', '❤️roof🏗️glass 👩‍💻 👍🏽 wood', ['roof', 'glass', 'wood']],
    ['tabs and newlines', 'glass\tsteel\nwood\r\nstone', ['glass', 'steel', 'wood', 'stone']],
    ['symbols', 'a+b=c & d/e_f @g #h', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
  ])('splits on %s', (_name, text, words) => {
    expect(parseSearchText(text).words).toEqual(words);
  });

  it('counts a digit run after a symbol as a word', () => {
    expect(parseSearchText('$5 100%').words).toEqual(['5', '100']);
  });

  it('does not make a word of a combining mark with no word before it', () => {
    expect(parseSearchText('\u0301 glass').words).toEqual(['glass']);
  });
});

describe('parseSearchText: phrases', () => {
  it.each([
    ['straight quotes', 'roof "Glass Curtain Wall" tile'],
    ['typographic quotes', 'roof \u201CGlass Curtain Wall\u201D tile'],
    ['guillemets', 'roof \u00ABGlass Curtain Wall\u00BB tile'],
  ])('reads %s', (_name, text) => {
    expect(parseSearchText(text)).toEqual({ words: ['roof', 'tile'], phrases: [['glass', 'curtain', 'wall']], lastIsPartial: true });
  });

  it('reads several phrases and removes duplicate phrases', () => {
    expect(parseSearchText('"a b" «c d» "A B"').phrases).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it("closes a phrase only with its own pair's mark", () => {
    expect(parseSearchText('\u00ABa "b\u201D c\u00BB d').phrases).toEqual([['a', 'b', 'c']]);
    expect(parseSearchText('\u00ABa "b\u201D c\u00BB d').words).toEqual(['d']);
  });

  it('runs an unclosed quote to the end of the text', () => {
    expect(parseSearchText('roof "glass curtain wall')).toEqual({ words: ['roof'], phrases: [['glass', 'curtain', 'wall']], lastIsPartial: false });
  });

  it('adds the word of a one-word quote to the words', () => {
    expect(parseSearchText('roof "glass" tile')).toEqual({ words: ['roof', 'glass', 'tile'], phrases: [], lastIsPartial: true });
    expect(parseSearchText('“glass”')).toEqual({ words: ['glass'], phrases: [], lastIsPartial: false });
    expect(parseSearchText('roof "glass')).toEqual({ words: ['roof', 'glass'], phrases: [], lastIsPartial: false });
  });

  it('ignores empty quotes', () => {
    expect(parseSearchText('roof "" «» “ ” tile')).toEqual({ words: ['roof', 'tile'], phrases: [], lastIsPartial: true });
    expect(parseSearchText('roof "  ,- "')).toEqual({ words: ['roof'], phrases: [], lastIsPartial: false });
  });
});

describe('parseSearchText: lastIsPartial', () => {
  it.each([
    ['archit', true],
    ['tall archit', true],
    ['"two words" archit', true],
    ["o'brien", true],
    ['archit ', false],
    ['archit.', false],
    ['archit\n', false],
    ['"two words"', false],
    ['x "two words', false],
    ['x "two words ', false],
    ['x "one', false],
  ])('%j: %s', (text, partial) => {
    expect(parseSearchText(text).lastIsPartial).toBe(partial);
  });

  it('puts the partial word last even when it was typed before', () => {
    expect(parseSearchText('arch glass arch')).toEqual({ words: ['glass', 'arch'], phrases: [], lastIsPartial: true });
    expect(parseSearchText('arch glass arch ')).toEqual({ words: ['arch', 'glass'], phrases: [], lastIsPartial: false });
  });
});

describe('parseSearchText: limits', () => {
  it('refuses an empty text or one with no word', () => {
    for (const text of ['', '   ', '\t\n', '""', '« »', '!!! --- ...', '🏗️ 👍🏽']) {
      expectQueryError(() => parseSearchText(text), 'q must contain at least one word');
    }
  });

  it(`accepts ${QUERY_MAX_LENGTH} characters (after trimming) and refuses one more`, () => {
    const atLimit = ['a'.repeat(64), 'b'.repeat(64), 'c'.repeat(64), 'd'.repeat(5)].join(' ');
    expect(atLimit).toHaveLength(QUERY_MAX_LENGTH);
    expect(parseSearchText(`   ${atLimit}  \n`).words).toHaveLength(4);
    expectQueryError(() => parseSearchText(`${atLimit}d`), 'q must be at most 200 characters (got 201)');
  });

  it('counts characters as code points, after normalising', () => {
    // "é" typed as "e" + U+0301 (two UTF-16 units) is one character once composed.
    const composed = [...Array.from({ length: 3 }, () => 'e\u0301'.repeat(64)), 'e'.repeat(5)].join(' ');
    expect(composed.length).toBeGreaterThan(QUERY_MAX_LENGTH);
    expect([...composed.normalize('NFKC')]).toHaveLength(QUERY_MAX_LENGTH);
    expect(parseSearchText(composed).words).toEqual(['\u00e9'.repeat(64), 'e'.repeat(5)]);
    expectQueryError(() => parseSearchText(`${composed}e`), 'q must be at most 200 characters (got 201)');
    // Astral letters (two UTF-16 units each) count once.
    const astral = [...['\u{20000}', '\u{20001}', '\u{20002}'].map((ch) => ch.repeat(64)), 'e'.repeat(5)].join(' ');
    expect(astral.length).toBeGreaterThan(QUERY_MAX_LENGTH);
    expect(parseSearchText(astral).words).toHaveLength(4);
    expectQueryError(() => parseSearchText(`${astral}e`), 'q must be at most 200 characters (got 201)');
  });

  it(`accepts ${QUERY_MAX_WORDS} words and refuses one more`, () => {
    expect(parseSearchText('a b c d e f g h').words).toHaveLength(QUERY_MAX_WORDS);
    expectQueryError(() => parseSearchText('a b c d e f g h i'), 'q must have at most 8 words (got 9)');
  });

  it('counts each phrase word, and a word again when it is also in a phrase', () => {
    expect(parseSearchText('a b "c d e f g h"')).toEqual({ words: ['a', 'b'], phrases: [['c', 'd', 'e', 'f', 'g', 'h']], lastIsPartial: false });
    expectQueryError(() => parseSearchText('a b c "d e f g h i"'), 'q must have at most 8 words (got 9)');
    expectQueryError(() => parseSearchText('a b c d e f g "a b"'), 'q must have at most 8 words (got 9)');
  });

  it('does not count duplicates twice', () => {
    expect(parseSearchText('a a a a a a a a a a A "b c" "b c"')).toEqual({ words: ['a'], phrases: [['b', 'c']], lastIsPartial: false });
  });

  it(`accepts a word of ${WORD_MAX_LENGTH} characters and refuses one more`, () => {
    expect(parseSearchText('x'.repeat(WORD_MAX_LENGTH)).words).toEqual(['x'.repeat(64)]);
    expectQueryError(() => parseSearchText(`ok ${'x'.repeat(WORD_MAX_LENGTH + 1)}`), 'q must not have a word longer than 64 characters (got 65)');
    expectQueryError(() => parseSearchText(`"ok ${'x'.repeat(WORD_MAX_LENGTH + 1)}"`), 'q must not have a word longer than 64 characters (got 65)');
  });

  it('refuses a 100,000-character input before working on it', () => {
    const huge = `${'"-«»“”\'😀 a'.repeat(10_000).slice(0, 99_999)}z`;
    expect(huge).toHaveLength(100_000);
    expectQueryError(() => parseSearchText(huge), 'q must be at most 200 characters (got 100000)');
  });

  it('finishes on adversarial text at the length limit', () => {
    const texts = ['"-'.repeat(100), `${'"\''.repeat(96)}a b c d`, `${'a-'.repeat(4)}${'«»“”"\'’-'.repeat(24)}`, `"${'a"'.repeat(99)}a`, 'a\u0301'.repeat(100)];
    for (const text of texts) {
      expect([...text].length).toBeLessThanOrEqual(QUERY_MAX_LENGTH);
      const start = performance.now();
      try {
        parseSearchText(text);
      } catch (error) {
        expect(error).toBeInstanceOf(QueryError);
      }
      // A sanity print only: timings are not asserted.
      console.log(`parseSearchText(${JSON.stringify(text.slice(0, 24))}…): ${(performance.now() - start).toFixed(3)} ms`);
    }
  });

  it('returns words within the limits, or throws a QueryError, for any text', () => {
    const piece = fc.oneof(
      fc.constantFrom('"', '\u201C', '\u201D', '\u00AB', '\u00BB', ' ', '\t', '-', "'", '\u2019', '\u0301', '\uFE0F', '😀', 'É', 'ß', 'ǅ', 'İ', '1', 'a'),
      fc.string({ unit: 'binary', maxLength: 4 }),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 120 }).map((pieces) => pieces.join('')),
        (text) => {
          let parsed: ParsedQuery;
          try {
            parsed = parseSearchText(text);
          } catch (error) {
            expect(error).toBeInstanceOf(QueryError);
            return;
          }
          const all = [...parsed.words, ...parsed.phrases.flat()];
          expect(all.length).toBeGreaterThan(0);
          expect(all.length).toBeLessThanOrEqual(QUERY_MAX_WORDS);
          expect(new Set(parsed.words).size).toBe(parsed.words.length);
          for (const word of all) {
            expect(word).toBe(word.toLowerCase());
            expect(word).toMatch(/^[\p{L}\p{N}][\p{L}\p{N}\p{M}]*$/u);
          }
          for (const phrase of parsed.phrases) expect(phrase.length).toBeGreaterThan(1);
        },
      ),
    );
  });
});

describe('parseSearchQuery', () => {
  const category = [...CATEGORY_KEYS].find((key) => key !== 'events')!;

  it('reads q and defaults to the newsroom paging, locale and no filters', () => {
    expect(parseSearchQuery({ q: '  Edificios más altos ' })).toEqual({
      q: { words: ['edificios', 'más', 'altos'], phrases: [], lastIsPartial: false },
      text: 'Edificios más altos',
      page: 1,
      pageSize: 14,
      locale: 'en-US',
      categories: [],
      industries: [],
    });
  });

  it('reads the newsroom parameters', () => {
    const query = parseSearchQuery({ q: 'roof', page: '3', pageSize: '20', locale: 'es-US', category, industry: 'BDLG,INT' });
    expect(query).toMatchObject({ page: 3, pageSize: 20, locale: 'es-US', categories: [category], industries: ['BDLG', 'INT'] });
    expect(query).not.toHaveProperty('eventsView');
  });

  it('expands events into its sub-categories as the newsroom does', () => {
    expect(parseSearchQuery({ q: 'roof', category: 'events' }).categories.sort()).toEqual([
      'events',
      'in_person_trainings',
      'marketing_webinars',
      'online_trainings',
      'tradeshows',
    ]);
  });

  it('clamps pageSize as the newsroom does', () => {
    expect(parseSearchQuery({ q: 'roof', pageSize: '10000' }).pageSize).toBe(PAGE_SIZE_MAX);
  });

  it.each([
    [{}, 'q is required (the text to search for)'],
    [{ page: '2' }, 'q is required (the text to search for)'],
    [{ q: '' }, 'q must contain at least one word'],
    [{ q: '   ' }, 'q must contain at least one word'],
    [{ q: ['roof', 'glass'] }, 'q must be given once, as a single value'],
    [{ q: { a: 'b' } }, 'q must be given once, as a single value'],
    [{ q: 'x'.repeat(201) }, 'q must be at most 200 characters (got 201)'],
    [{ q: 'roof', sort: 'title' }, 'Unknown query parameter "sort"'],
    [{ q: 'roof', locale: 'fr-FR' }, 'locale "fr-FR" is not supported (use en-US or es-US)'],
    [{ q: 'roof', category: 'nope' }, 'category has unknown key(s): nope'],
    [{ q: 'roof', category: `${category},nope` }, 'category has unknown key(s): nope'],
    [{ q: 'roof', industry: 'BDLG,XX' }, 'industry has unknown key(s): XX'],
    [{ q: 'roof', page: '0' }, 'page must be a whole number of at least 1 (got "0")'],
    [{ q: 'roof', page: 'abc' }, 'page must be a whole number of at least 1 (got "abc")'],
    [{ q: 'roof', pageSize: '1.5' }, 'pageSize must be a whole number of at least 1 (got "1.5")'],
    [{ q: 'roof', page: ['1', '2'] }, 'page must be given once, as a single value'],
  ])('refuses %j', (query, message) => {
    expect(() => parseSearchQuery(query)).toThrow(QueryError);
    expect(() => parseSearchQuery(query)).toThrow(message);
  });
});
