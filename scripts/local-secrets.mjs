/**
 * `npm start`'s local secrets: the first admin's password and every shared secret, random, made on
 * the first start and kept in a git-ignored file (mode 600) so that a restart uses, and prints, the
 * same ones. Nothing here is a known value: a CMS that listens on every interface is not open to
 * whoever read the README. Production never reads this file (scripts/start.mjs).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

/** The secrets `npm start` provides when the environment does not. */
export const LOCAL_SECRET_KEYS = [
  'ADMIN_PASSWORD',
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'PREVIEW_SECRET',
  'REVALIDATE_SECRET',
];

const random = (bytes) => randomBytes(bytes).toString('base64url');

function generate(key) {
  if (key === 'APP_KEYS') return [random(24), random(24)].join(',');
  // Strapi's admin requires a password with a capital, a lower-case letter and a digit.
  if (key === 'ADMIN_PASSWORD') return `Local-${random(12)}-A1`;
  return random(32);
}

/**
 * The local secrets kept in `file`: read, completed with any key it lacks, written back if anything
 * was added. Returns them and whether the file was created now.
 * @param {string} file
 * @returns {{ secrets: Record<string, string>; created: boolean }}
 */
export function loadLocalSecrets(file) {
  let stored = {};
  const existed = fs.existsSync(file);
  if (existed) {
    try {
      stored = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file} is not valid JSON (${error.message}): fix or delete it (a new admin password is then made, so delete the database too)`);
    }
  }
  const secrets = { ...stored };
  for (const key of LOCAL_SECRET_KEYS) if (typeof secrets[key] !== 'string' || !secrets[key]) secrets[key] = generate(key);
  if (!existed || LOCAL_SECRET_KEYS.some((key) => stored[key] !== secrets[key])) {
    fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
  }
  return { secrets, created: !existed };
}
