import { defineProject } from 'vitest/config';

// Run after the server suite: the check reads the statements that run recorded (test/statement-recorder.ts).
export default defineProject({
  root: import.meta.dirname,
  test: {
    name: 'server-statements',
    environment: 'node',
    // The rules' own tests run with the server suite; this is the check of what that suite sent.
    include: ['test/statements/*.check.ts'],
    testTimeout: 60_000,
  },
});
