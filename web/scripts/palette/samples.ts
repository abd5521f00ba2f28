/**
 * What each palette picture is made from: the seeds' sample of each block (the first published use
 * of its type, `seeds/samples`) in the public API's shape, through the live preview's sanitiser
 * (web/preview-live/sanitize-draft.ts, the CMS's rules), and the hash that says when a picture is
 * stale: the sample and what draws that block (its renderer and what the renderer imports, styles included,
 * and the global styles; code without its comments and types), so a change to one renderer re-shoots that
 * block's picture only. Node only: used by
 * the generator and the manifest's unit test.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { blockSamples } from 'seeds/samples';
import { BLOCK_CATALOGUE } from 'contract/blocks';
import { IMAGES } from 'seeds/images';
import { sanitizeDraftBlocks } from '../../preview-live/sanitize-draft';

export const ROOT = path.resolve(__dirname, '../../..');
export const PICTURES_DIR = path.resolve(ROOT, 'builder/src/palette/pictures');
export const MANIFEST = path.join(PICTURES_DIR, 'manifest.json');
export const SAMPLE_ASSETS = path.resolve(ROOT, 'seeds/assets');

/** What every block is drawn with besides its own sources: the site's global styles. */
const GLOBAL_SOURCES = ['web/app/globals.css'];

export interface ManifestEntry {
  file: string;
  hash: string;
  width: number;
  height: number;
}
export type Manifest = Record<string, ManifestEntry>;

/** The file an import names, from a file of the site or the contract package, or null (a package's: not followed). */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('contract/')) base = path.join(ROOT, 'contract/src', specifier.slice('contract/'.length));
  else return null;
  base = base.replace(/\.js$/, '');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** The modules a file imports for their values (type-only imports draw nothing). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly && ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/**
 * A block's renderer and what it imports for its values, styles included (its import closure), relative to the
 * root. The contract's generated tables (every block's types and field kinds) are left out: they change with any
 * block, and what they say of this block is in its sample; pictures are drawn as public pages (no edit marks).
 */
export function rendererSources(uid: string): string[] {
  const seen = new Set<string>();
  const todo = [path.join(ROOT, 'web/blocks', `${uid.replace('.', '/')}.tsx`)];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const specifier of valueImports(file)) {
      const resolved = resolveImport(file, specifier);
      if (resolved && !(resolved.includes('/contract/src/') && resolved.endsWith('generated.ts'))) todo.push(resolved);
    }
  }
  return [...[...seen].map((file) => path.relative(ROOT, file)), ...GLOBAL_SOURCES].sort();
}

/** What a source contributes to a picture: code as it runs (comments and types dropped), styles as written. */
const drawnCache = new Map<string, string>();
function drawn(file: string): string {
  const cached = drawnCache.get(file);
  if (cached !== undefined) return cached;
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  drawnCache.set(file, text);
  if (!/\.tsx?$/.test(file)) return text;
  const code = ts.transpileModule(text, {
    fileName: file,
    compilerOptions: { target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.Preserve, removeComments: true },
  }).outputText;
  drawnCache.set(file, code);
  return code;
}

/** One hash of what draws a block: its renderer's import closure and the global styles (paths and what they run). */
function rendererHash(uid: string): string {
  const hash = createHash('sha256');
  for (const file of rendererSources(uid)) hash.update(`${file}\n`).update(drawn(file));
  return hash.digest('hex');
}

const imageSize = (file: string) =>
  IMAGES.find((image) => image.file === file)?.motif === 'logo' ? { width: 300, height: 100 } : { width: 1200, height: 675 };

/** A seeds image reference ({ sampleImage }) as the upload the builder would send. */
function asUpload(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asUpload);
  if (typeof value !== 'object' || value === null) return value;
  if ('sampleImage' in value) {
    const file = String(value.sampleImage);
    return { url: `/uploads/${file}`, alternativeText: file, ...imageSize(file), formats: {} };
  }
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, asUpload(field)]));
}

/** The blocks of the palette (the catalogue), each with its sanitised sample and its picture's hash. */
export function paletteSamples(): Array<{ uid: string; block: unknown; hash: string }> {
  const samples = blockSamples();
  return Object.keys(BLOCK_CATALOGUE).map((uid) => {
    const sample = samples.get(uid as never);
    if (!sample) throw new Error(`the seeds have no published sample of ${uid} (seeds/src/content)`);
    const block = sanitizeDraftBlocks([asUpload(sample)])[0];
    const hash = createHash('sha256').update(uid).update(JSON.stringify(block)).update(rendererHash(uid)).digest('hex').slice(0, 16);
    return { uid, block, hash };
  });
}

/** The picture's file name of a block ("blocks.hero-image-left" → "blocks.hero-image-left.jpg"). */
export const pictureFile = (uid: string) => `${uid}.jpg`;
