/**
 * What a production secret must be: long and random. The CMS refuses to start in production with a
 * secret that is not (a one-character JWT_SECRET signs tokens anyone can forge), and `npm start`'s
 * generated local secrets are held to the same rule by its tests.
 */

/** At least this many characters: 32 random base64 characters are 192 bits. */
export const MIN_SECRET_LENGTH = 32;
/**
 * A random string of 32 characters has far more different characters than this: 32 random hex
 * digits (16 symbols) have fewer than 8 different ones in under one in a million draws.
 */
const MIN_DISTINCT = 8;
/**
 * No character may fill more than a quarter of the value, nor more than this many places: 32 random
 * hex digits repeat one 12 times or more in about 4 of a million draws (9 times or more in 1 of 600,
 * so a quarter alone would refuse real random secrets).
 */
const MAX_REPEAT_FLOOR = 11;
/** Words that mark a value copied from an example instead of generated. */
const PLACEHOLDERS = ['changeme', 'change-me', 'change_me', 'tobemodified', 'example', 'placeholder', 'your-', 'your_', 'secret', 'password'];

/** How to make a good one, for the messages. */
export const SECRET_ADVICE = 'generate one with `openssl rand -base64 32`';

const characters = (n: number) => `${n} character${n === 1 ? '' : 's'}`;

/** Why `value` is too weak to be a production secret, or null when it is strong enough. */
export function secretProblem(value: string): string | null {
  if (value.length < MIN_SECRET_LENGTH) return `is ${characters(value.length)} long, fewer than ${MIN_SECRET_LENGTH}`;
  const lower = value.toLowerCase();
  const placeholder = PLACEHOLDERS.find((word) => lower.includes(word));
  if (placeholder) return `contains "${placeholder}", so it looks copied from an example, not generated`;
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  if (counts.size < MIN_DISTINCT) return `has only ${counts.size} different ${counts.size === 1 ? 'character' : 'characters'}, so it is not random`;
  const most = Math.max(...counts.values());
  if (most > Math.max(value.length / 4, MAX_REPEAT_FLOOR)) return `repeats one character ${most} times in ${value.length}, so it is not random`;
  return null;
}

/**
 * Checks a named secret (APP_KEYS: each of its comma-separated keys) and returns the message to refuse
 * it with, naming the variable, or null.
 */
export function weakSecretMessage(name: string, value: string): string | null {
  const parts = name === 'APP_KEYS' ? value.split(',') : [value];
  for (const [i, part] of parts.entries()) {
    const problem = secretProblem(part.trim());
    if (problem) {
      const which = parts.length > 1 ? `${name} (key ${i + 1} of ${parts.length})` : name;
      return `${which} is too weak for production: it ${problem}; ${SECRET_ADVICE}${name === 'APP_KEYS' ? ' for each key, separated by commas' : ''}.`;
    }
  }
  return null;
}
