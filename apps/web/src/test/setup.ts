import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The suite runs many files at once on two cores, and lazily imported code is transformed on first
// use: the library's 1 s default for findBy/waitFor fails a correct screen that is merely slow there.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
