import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Server files each hold a PGlite (WASM) instance; two at a time fit this 2-core machine.
    maxWorkers: 2,
  },
});
