// Builds the server into one ESM file (dist/server.mjs). Packages stay external; the shared workspace
// package is bundled, since Node cannot load its TypeScript sources. Running built code spares the
// process the TypeScript loader's memory (tsx keeps a worker thread and source maps).
import { build } from 'esbuild';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

const outdir = resolve(root, 'dist');
// Chunks are named by content hash; without this, every build's would pile up beside the last.
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: [
    resolve(root, 'src/server.ts'),
    // PGlite's thread, started by URL beside the module that starts it (dist/ once bundled).
    { in: resolve(root, 'src/db/pglite-worker/worker.mjs'), out: 'worker' },
  ],
  outdir,
  outExtension: { '.js': '.mjs' },
  // Split, so a module loaded on demand (the S3 storage) brings its packages only when loaded.
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: { '@atrium/shared': resolve(root, '../../packages/shared/src') },
  logLevel: 'warning',
});

// esbuild escapes non-ASCII in strings but keeps comments as written, and one "…" in any comment makes
// V8 hold the whole module's source (2 MB) at two bytes per character. Only comments can still hold
// such characters, where an escape reads the same.
for (const file of readdirSync(outdir).filter((name) => name.endsWith('.mjs'))) {
  const path = join(outdir, file);
  const source = readFileSync(path, 'utf8');
  const ascii = source.replace(/[\u0080-\u{10ffff}]/gu, (c) =>
    [...c].map((unit) => `\\u{${unit.codePointAt(0).toString(16)}}`).join(''),
  );
  if (ascii !== source) writeFileSync(path, ascii);
}
