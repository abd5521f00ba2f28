#!/usr/bin/env node
/**
 * Every regular expression of the product's code runs in linear time: `npm test` fails on one that
 * can backtrack super-linearly (exponential or polynomial), as found by recheck, a maintained ReDoS
 * checker (https://makenowjust-labs.github.io/recheck/).
 *
 * Checked: every regular-expression literal and every `new RegExp("literal")` in the source of cms/,
 * web/, builder/ and widget/ (tests, end-to-end specs and benchmarks excepted: they never see request
 * input), and every `regex` of the CMS's content-type and component schemas (Strapi and the builder's
 * form validation match input against them). A `RegExp` built from anything else must be named in
 * DYNAMIC below with where its patterns come from, and those patterns are checked too; an unnamed one
 * fails the check, so no new source of patterns slips past it.
 *
 * Usage: node scripts/check-regexes.mjs [--verbose]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { check } from 'recheck';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = ['contract', 'cms', 'web', 'builder', 'widget'];
const SOURCE = /\.(?:[cm]?[jt]s|tsx)$/;
const NOT_REQUEST_INPUT = /(?:\.test\.|\.spec\.|\.d\.ts$|(?:^|\/)(?:e2e|bench|tests)\/)/;
const verbose = process.argv.includes('--verbose');

/** `new RegExp(expression)` sites whose patterns are not literals: file → where the patterns come from. */
const DYNAMIC = {
  'builder/src/schema/validate.ts': { from: 'the `regex` of CMS schema attributes', patterns: schemaPatterns },
};

/** The `regex` of every attribute in the CMS's content-type and component schemas. */
function schemaPatterns() {
  const found = [];
  const visit = (value, where) => {
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${where}[${i}]`));
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (key === 'regex' && typeof v === 'string') found.push({ source: v, flags: '', where });
        else visit(v, `${where}.${key}`);
      }
    }
  };
  for (const file of trackedFiles(['cms/src']).filter((f) => f.endsWith('.json'))) {
    visit(JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')), file);
  }
  return found;
}

function trackedFiles(dirs) {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...dirs], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
}

/** The files checked: the product's source, without tests, end-to-end specs and benchmarks. */
export function productSourceFiles() {
  return trackedFiles(WORKSPACES).filter((f) => SOURCE.test(f) && !NOT_REQUEST_INPUT.test(f) && fs.existsSync(path.join(root, f)));
}

const lineOf = (sourceFile, node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;

/** Regular expressions of one source file, and the `RegExp` constructions it makes from non-literals. */
export function regexesOf(file, text = fs.readFileSync(path.join(root, file), 'utf8')) {
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const dynamic = [];
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(sourceFile);
      const end = literal.lastIndexOf('/');
      found.push({ source: literal.slice(1, end), flags: literal.slice(end + 1), where: `${file}:${lineOf(sourceFile, node)}` });
    } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
      const [pattern, flags] = node.arguments ?? [];
      const flagText = flags && ts.isStringLiteralLike(flags) ? flags.text : flags ? null : '';
      if (pattern && ts.isStringLiteralLike(pattern) && flagText !== null)
        found.push({ source: pattern.text, flags: flagText, where: `${file}:${lineOf(sourceFile, node)}` });
      else if (pattern) dynamic.push(`${file}:${lineOf(sourceFile, node)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { found, dynamic };
}

/** recheck's verdict on one pattern: status 'safe', 'vulnerable' (with complexity and attack) or 'unknown'. */
export async function verdict({ source, flags }) {
  // A fixed seed makes the fuzzing part of the checker repeatable; an undecided verdict (a timeout on a
  // loaded machine) is asked once more with more time before it counts as a problem.
  const first = await check(source, flags, { timeout: 20_000, randomSeed: 42 });
  return first.status === 'unknown' ? check(source, flags, { timeout: 90_000, randomSeed: 42 }) : first;
}

/**
 * Checks the regular expressions of some files: `problems` lists each super-linear or undecided
 * pattern and each RegExp built from a non-literal that DYNAMIC does not name.
 * @param {string[]} files paths relative to the repository's root
 * @param {(file: string) => string} [read]
 */
export async function checkFiles(files, read) {
  const regexes = [];
  const unknownDynamic = [];
  for (const file of files) {
    const { found, dynamic } = regexesOf(file, read?.(file));
    regexes.push(...found);
    for (const site of dynamic) {
      const known = DYNAMIC[file];
      if (known) regexes.push(...known.patterns().map((p) => ({ ...p, where: `${p.where} (used by ${site}, ${known.from})` })));
      else unknownDynamic.push(site);
    }
  }

  const problems = [];
  const seen = new Map();
  for (const regex of regexes) {
    const key = `/${regex.source}/${regex.flags}`;
    if (!seen.has(key)) seen.set(key, verdict(regex));
    const result = await seen.get(key);
    if (result.status === 'safe') {
      if (verbose) console.log(`ok   ${key}  ${regex.where}`);
      continue;
    }
    const why =
      result.status === 'vulnerable'
        ? `${result.complexity.summary} backtracking, e.g. on ${JSON.stringify(result.attack.pattern ?? result.attack.string)}`
        : `the checker could not decide (${result.status}${result.error ? `: ${result.error.kind}` : ''}); simplify the pattern`;
    problems.push(`${regex.where}  ${key}\n     ${why}`);
  }
  for (const site of unknownDynamic) {
    problems.push(`${site}  RegExp built from a non-literal: name its source of patterns in DYNAMIC (scripts/check-regexes.mjs) so they are checked`);
  }

  return { checked: regexes.length, distinct: seen.size, problems };
}

async function main() {
  // The checker must still see a catastrophic pattern: the spec's newsletter rule, which blocked the site.
  const canary = await verdict({ source: '^\\w+([.-]?\\w+)*@\\w+([.-]?\\w+)*(\\.\\w{2,3})+$', flags: '' });
  if (canary.status !== 'vulnerable') throw new Error(`recheck did not flag a known exponential pattern (status ${canary.status}): the checker is broken`);
  const files = productSourceFiles();
  const { checked, distinct, problems } = await checkFiles(files);
  console.log(`${checked} regular expressions (${distinct} distinct) in ${files.length} files checked by recheck`);
  if (problems.length) {
    console.error(`\n${problems.length} can run in super-linear time on crafted input:\n`);
    for (const p of problems) console.error(` - ${p}`);
    process.exit(1);
  }
  console.log('all run in linear time');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
