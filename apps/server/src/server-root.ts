import { resolve } from 'node:path';

/**
 * The apps/server folder. This file sits directly in src/, and the built server directly in dist/, so
 * the same expression finds the migrations and data files whether the code runs from source or built.
 */
export const SERVER_ROOT = resolve(import.meta.dirname, '..');
