/** snowball-stemmers has no types of its own: the part the search uses (lexemes.ts). */
declare module 'snowball-stemmers' {
  export interface Stemmer {
    stem(word: string): string;
  }
  export function newStemmer(language: string): Stemmer;
}
