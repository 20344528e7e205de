import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  // Vitest resolves packages for Node even in jsdom; our own "jsdom" condition gives the web tests the
  // browser's side of packages/shared (its rich-text sanitizer: DOMPurify, as in the built app).
  resolve: { conditions: ['jsdom'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Relative '/api/...' calls go to the real server that global-setup.ts starts on this port
    // (WEB_TEST_PORT lets two checkouts or two people run the web tests side by side).
    environmentOptions: { jsdom: { url: `http://localhost:${process.env.WEB_TEST_PORT ?? '39517'}` } },
    include: ['src/**/*.test.{ts,tsx}'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
    // The whole suite runs two files at a time beside the demo server on two cores; form-heavy tests
    // that take 10 s alone have taken over 20 s there.
    testTimeout: 45_000,
  },
});
