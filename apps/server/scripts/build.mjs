// Builds the server into one ESM file (dist/server.mjs). Packages stay external; the shared workspace
// package is bundled, since Node cannot load its TypeScript sources. Running built code spares the
// process the TypeScript loader's memory (tsx keeps a worker thread and source maps).
import { build } from 'esbuild';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

await build({
  entryPoints: [
    resolve(root, 'src/server.ts'),
    // PGlite's thread, started by URL beside the module that starts it (dist/ once bundled).
    { in: resolve(root, 'src/db/pglite-worker/worker.mjs'), out: 'worker' },
  ],
  outdir: resolve(root, 'dist'),
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
