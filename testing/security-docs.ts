import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The security headers docs/security.md states for each kind of answer ("## Security headers"), so
 * that each server's tests hold the docs and the headers to each other. Each kind of answer is a
 * `#### <name>` heading followed by an ```http block of `Header: value` lines (Content-Security-Policy's
 * directives one a line below it, indented). Words in angle brackets are either defined in the section
 * ("- `<name>` is `value`") or filled in by the test (origins from the environment, the nonce).
 */
const DOC = path.join(__dirname, '..', 'docs', 'security.md');

/** Every header the docs speak of; an answer's headers not listed in its block must not be sent. */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'cross-origin-opener-policy',
  'cross-origin-embedder-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-xss-protection',
  'x-powered-by',
] as const;

/** Values for the words in angle brackets the docs leave to the configuration, by word. */
export type Placeholders = Record<string, string>;

type HeaderBag = Headers | Record<string, string | string[] | number | undefined>;

function section(): string {
  const markdown = readFileSync(DOC, 'utf8');
  const start = markdown.indexOf('\n## Security headers\n');
  if (start < 0) throw new Error('docs/security.md has no "## Security headers" section');
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** The section's own definitions: "- `<features off>` is `camera=(), …`". */
function definitions(text: string): Placeholders {
  return Object.fromEntries([...text.matchAll(/^- `<([^>]+)>` is `([^`]*)`$/gm)].map((match) => [match[1]!, match[2]!]));
}

/** The names of the answers the docs describe (their `####` headings). */
export function documentedAnswers(): string[] {
  return [...section().matchAll(/^#### (.+)$/gm)].map((match) => match[1]!.trim());
}

/**
 * The headers docs/security.md says the answer `answer` (its `####` heading) carries, by lower-case
 * name, every placeholder filled. `https: false`: as over plain HTTP, without Strict-Transport-Security.
 */
export function documentedHeaders(answer: string, fill: Placeholders = {}, { https = true }: { https?: boolean } = {}): Record<string, string> {
  const text = section();
  const heading = text.indexOf(`\n#### ${answer}\n`);
  if (heading < 0) throw new Error(`docs/security.md: no "#### ${answer}" under "## Security headers" (there are: ${documentedAnswers().join('; ')})`);
  const next = text.indexOf('\n#', heading + 1);
  const body = text.slice(heading, next < 0 ? undefined : next);
  const block = /\n```http\n([\s\S]*?)\n```/.exec(body)?.[1];
  if (block === undefined) throw new Error(`docs/security.md: "#### ${answer}" has no \`\`\`http block`);
  const placeholders = { ...definitions(text), ...fill };
  const headers: Record<string, string[]> = {};
  let current: string[] | undefined;
  for (const line of block.split('\n')) {
    if (/^\s/.test(line)) {
      if (!current) throw new Error(`docs/security.md, "${answer}": "${line}" continues no header`);
      current.push(line.trim());
      continue;
    }
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    if (colon < 0 || !(SECURITY_HEADERS as readonly string[]).includes(name)) {
      throw new Error(`docs/security.md, "${answer}": "${line}" is not a security header this helper knows (${SECURITY_HEADERS.join(', ')})`);
    }
    current = headers[name] = [line.slice(colon + 1).trim()].filter(Boolean);
  }
  const filled = (value: string) => {
    const text = value.replace(/<([^>]+)>/g, (whole, word: string) => placeholders[word] ?? whole);
    if (/<[^>]+>/.test(text)) throw new Error(`docs/security.md, "${answer}": "${value}" has a placeholder the test does not fill`);
    return text;
  };
  const result = Object.fromEntries(
    Object.entries(headers).map(([name, parts]) => [name, filled(parts.join(name === 'content-security-policy' ? '; ' : ' '))]),
  );
  if (!https) delete result['strict-transport-security'];
  return result;
}

/** The security headers (SECURITY_HEADERS) among an answer's headers, by lower-case name. */
export function securityHeadersOf(headers: HeaderBag): Record<string, string> {
  const get =
    headers instanceof Headers
      ? (name: string) => headers.get(name)
      : (name: string) => {
          const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
          return entry === undefined ? null : String(entry);
        };
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, get(name)]).filter((entry): entry is [string, string] => entry[1] !== null));
}

/** A policy as its directives, each with its sources as a set (sorted). */
export function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...sources] = part.split(/\s+/);
        return [name!.toLowerCase(), sources.sort()];
      }),
  );
}

/** Headers ready to compare with toEqual: Content-Security-Policy as its directives, the rest as they are. */
export function comparable(headers: Record<string, string>): Record<string, string | Record<string, string[]>> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, name === 'content-security-policy' ? directives(value) : value]));
}
