// @ts-check
/**
 * Builds the scripts of the pages served without Next's client runtime (server/enhanced-pages.mjs):
 * each entry of ENTRIES is bundled with esbuild into .enhance/<name>-<hash>.js (minified ES module),
 * and .enhance/manifest.json maps the entry to its file. `node enhance/build.mjs` builds once (part
 * of `npm run build`); the development server calls watchEnhancements() instead, which writes
 * unminified scripts with source maps to .enhance-dev/ (so a production build is never replaced).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ENHANCE_DIR = path.join(webDir, '.enhance');
export const ENHANCE_DEV_DIR = path.join(webDir, '.enhance-dev');
export const ENTRIES = /** @type {const} */ (['newsroom']);

/** @param {boolean} dev */
function options(dev) {
  /** @type {import('esbuild').BuildOptions} */
  const result = {
    entryPoints: Object.fromEntries(ENTRIES.map((name) => [name, path.join(webDir, 'enhance', `${name}.ts`)])),
    bundle: true,
    format: 'esm',
    // Module scripts: every browser that runs them has these features.
    target: ['es2020'],
    minify: !dev,
    sourcemap: dev ? 'inline' : false,
    entryNames: '[name]-[hash]',
    outdir: dev ? ENHANCE_DEV_DIR : ENHANCE_DIR,
    metafile: true,
    write: true,
    logLevel: 'warning',
    legalComments: 'none',
    plugins: [manifestPlugin(dev ? ENHANCE_DEV_DIR : ENHANCE_DIR)],
  };
  return result;
}

/** After each build: writes manifest.json and removes the files of earlier builds. */
function manifestPlugin(/** @type {string} */ outdir) {
  /** @type {import('esbuild').Plugin} */
  const plugin = {
    name: 'enhance-manifest',
    setup(build) {
      build.onStart(() => {
        mkdirSync(outdir, { recursive: true });
      });
      build.onEnd((result) => {
        if (result.errors.length || !result.metafile) return;
        /** @type {Record<string, string>} */
        const manifest = {};
        for (const [file, output] of Object.entries(result.metafile.outputs)) {
          const name = output.entryPoint && path.basename(output.entryPoint, '.ts');
          if (name) manifest[name] = path.basename(file);
        }
        const keep = new Set([...Object.values(manifest), 'manifest.json']);
        for (const file of readdirSync(outdir)) if (!keep.has(file)) rmSync(path.join(outdir, file), { force: true });
        writeFileSync(path.join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2));
      });
    },
  };
  return plugin;
}

export async function buildEnhancements() {
  const result = await esbuild.build(options(false));
  if (result.errors.length) throw new Error('building the enhancement scripts failed');
}

/** Rebuilds on every change (the development server). */
export async function watchEnhancements() {
  const context = await esbuild.context(options(true));
  await context.rebuild();
  await context.watch();
  return context;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await buildEnhancements();
  console.log(`enhancement scripts built in ${path.relative(process.cwd(), ENHANCE_DIR) || '.'}`);
}
