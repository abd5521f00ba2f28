/**
 * The documentation's links and commands exist: every relative link and image of README.md, docs/*.md and
 * the workspace READMEs points at a file or folder that is there (and at a heading of that page when it names
 * an anchor), and every `npm run <script>` (with or without `-w <workspace>`), `npm test` and `npm start`
 * names a script of the root's or that workspace's package.json.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

/** README.md, docs/*.md and each workspace's README.md, as paths relative to the root. */
export function documentationFiles() {
  const docs = fs.existsSync(path.join(root, 'docs'))
    ? fs
        .readdirSync(path.join(root, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`)
    : [];
  const workspaces = rootPackage.workspaces.map((ws) => `${ws}/README.md`).filter((f) => fs.existsSync(path.join(root, f)));
  return ['README.md', ...docs.sort(), ...workspaces];
}

/** GitHub's anchor of a heading: lower case, inline markup dropped, punctuation removed, spaces to hyphens. */
export function slugOf(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The lines of a Markdown text, each marked as inside a fenced code block or not. */
function linesOf(text) {
  let fence = null;
  return text.split('\n').map((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line);
    if (marker && (fence === null || marker[1].startsWith(fence))) {
      fence = fence === null ? marker[1][0].repeat(3) : null;
      return { line, number: index + 1, code: true };
    }
    return { line, number: index + 1, code: fence !== null };
  });
}

/** The anchors a page's headings make (duplicates numbered as GitHub does: -1, -2…). */
export function anchorsOf(text) {
  const anchors = new Set();
  const counts = new Map();
  for (const { line, code } of linesOf(text)) {
    const heading = !code && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1]);
    const n = counts.get(slug) ?? 0;
    counts.set(slug, n + 1);
    anchors.add(n ? `${slug}-${n}` : slug);
  }
  return anchors;
}

/** Links and images outside code: `[x](target)`, `![x](target)` and `[x]: target` definitions. */
export function linksOf(text) {
  const links = [];
  for (const { line, number, code } of linesOf(text)) {
    if (code) continue;
    const prose = line.replace(/`[^`]*`/g, (span) => ' '.repeat(span.length));
    for (const match of prose.matchAll(/!?\[[^\]]*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+["'][^"']*["'])?\s*\)/g)) {
      links.push({ target: match[1].replace(/^<|>$/g, ''), line: number });
    }
    const definition = /^\s{0,3}\[[^\]]+\]:\s*(\S+)/.exec(prose);
    if (definition) links.push({ target: definition[1].replace(/^<|>$/g, ''), line: number });
  }
  return links;
}

/**
 * The npm scripts a text names, in code and prose alike: `npm run X`, `npm run X -w ws`, `npm run X --workspace ws`,
 * `npm run -w ws X`, `npm test`, `npm start` (each with an optional workspace). A `cd ws &&` before the command on
 * the same line makes ws the default workspace.
 */
export function commandsOf(text) {
  const commands = [];
  for (const { line, number } of linesOf(text)) {
    for (const match of line.matchAll(/\bnpm\s+(run|test|start)\b([^`;&|#)\n]*)/g)) {
      const words = match[2].trim().split(/\s+/).filter(Boolean);
      const before = line.slice(0, match.index);
      const cd = /\bcd\s+([\w./-]+)\s*&&\s*$/.exec(before);
      let workspace = cd ? cd[1].replace(/^\.\/|\/$/g, '') : null;
      let script = match[1] === 'run' ? null : match[1];
      let all = false;
      for (let i = 0; i < words.length; i += 1) {
        const word = words[i];
        if (word === '--') break;
        if (word === '-w' || word === '--workspace') workspace = words[(i += 1)] ?? null;
        else if (/^(-w|--workspace)=/.test(word)) workspace = word.slice(word.indexOf('=') + 1);
        else if (word === '--workspaces' || word === '-ws') all = true;
        else if (word.startsWith('-')) continue;
        else if (script === null) script = word;
        else if (match[1] !== 'run') break;
      }
      if (script === null && match[1] === 'run') continue; // `npm run` alone lists the scripts
      commands.push({ script, workspace, all, line: number, text: match[0].trim() });
    }
  }
  return commands;
}

function scriptsOf(workspace) {
  const file = path.join(root, workspace ?? '', 'package.json');
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')).scripts ?? {};
}

/** Problems of one Markdown file, each naming the file, the line and the missing target. */
export function problemsOf(file) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const problems = [];
  const anchorCache = new Map();
  const anchorsOfFile = (target) => {
    if (!anchorCache.has(target)) anchorCache.set(target, anchorsOf(fs.readFileSync(path.join(root, target), 'utf8')));
    return anchorCache.get(target);
  };
  for (const { target, line } of linksOf(text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto: and other absolute URLs
    const [pathPart, anchor] = target.split('#', 2);
    const resolved = pathPart ? path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(pathPart))) : file;
    if (resolved.startsWith('..') || !fs.existsSync(path.join(root, resolved))) {
      problems.push(`${file}:${line}: link to "${target}": ${resolved} does not exist`);
      continue;
    }
    if (anchor && resolved.endsWith('.md') && !anchorsOfFile(resolved).has(anchor.toLowerCase())) {
      problems.push(`${file}:${line}: link to "${target}": ${resolved} has no heading with the anchor #${anchor}`);
    }
  }
  for (const { script, workspace, all, line, text: command } of commandsOf(text)) {
    if (script.includes('<') || script.includes('*')) continue; // a placeholder such as `npm run <script>`
    if (all) {
      if (!rootPackage.workspaces.some((ws) => scriptsOf(ws)?.[script])) problems.push(`${file}:${line}: "${command}": no workspace has a script "${script}"`);
      continue;
    }
    const scripts = scriptsOf(workspace);
    if (scripts === null) problems.push(`${file}:${line}: "${command}": there is no workspace "${workspace}"`);
    else if (!(script in scripts)) problems.push(`${file}:${line}: "${command}": ${workspace ?? 'the root'}'s package.json has no script "${script}"`);
  }
  return problems;
}

test('slugs are GitHub heading anchors', () => {
  assert.equal(slugOf('Set up'), 'set-up');
  assert.equal(slugOf('`npm run seed:bench`'), 'npm-run-seedbench');
  assert.equal(slugOf("Uploads: the CMS's disk, or an S3-compatible bucket"), 'uploads-the-cmss-disk-or-an-s3-compatible-bucket');
  assert.equal(slugOf('A [link](x.md) and *emphasis*'), 'a-link-and-emphasis');
  assert.deepEqual([...anchorsOf('# A\n## A\n```\n# not a heading\n```\n### B c\n')], ['a', 'a-1', 'b-c']);
});

test('links outside code are found, with their lines', () => {
  const text = 'See [a](docs/a.md#x) and ![pic](images/p.png "title").\n`[not](a-link.md)`\n```\n[not](either.md)\n```\n[def]: ../b.md\n';
  assert.deepEqual(linksOf(text), [
    { target: 'docs/a.md#x', line: 1 },
    { target: 'images/p.png', line: 1 },
    { target: '../b.md', line: 6 },
  ]);
});

test('npm commands are read with their workspace', () => {
  const text = [
    'npm run lint && npm run seed -- --reset',
    '`npm run bench:web -w web` and `npm run -w builder test:unit` and npm run build --workspace=widget',
    'npm test -w cms; npm start',
    'cd builder && npm run dev',
    'npm run typecheck --workspaces',
  ].join('\n');
  assert.deepEqual(
    commandsOf(text).map(({ script, workspace, all, line }) => [script, workspace, all, line]),
    [
      ['lint', null, false, 1],
      ['seed', null, false, 1],
      ['bench:web', 'web', false, 2],
      ['test:unit', 'builder', false, 2],
      ['build', 'widget', false, 2],
      ['test', 'cms', false, 3],
      ['start', null, false, 3],
      ['dev', 'builder', false, 4],
      ['typecheck', null, true, 5],
    ],
  );
});

test('every relative link, anchor and npm script named in the documentation exists', () => {
  const files = documentationFiles();
  assert.ok(files.includes('README.md'), 'README.md is missing');
  const problems = files.flatMap(problemsOf);
  assert.deepEqual(problems, [], `\n${problems.join('\n')}\n`);
});
