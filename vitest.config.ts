import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Server files each hold a PGlite (WASM) instance; two at a time fit this 2-core machine. `npm test`
    // runs the web project on its own after the others: its files share one real server, which starved
    // beside two PGlite files (the whole run took 45 minutes there, against 19 one after the other).
    maxWorkers: 2,
  },
});
