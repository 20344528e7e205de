import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Liberation Sans ships with pdfjs-dist (a dependency already, for reading résumés): Latin,
// Greek and Cyrillic, so a name like "Łukasz" or "Грейс" draws, which pdf-lib's standard fonts
// (WinAnsi only) cannot. Its italic stands in for a script face for typed signatures: no TTF of
// a handwriting font ships in an npm package installed here (Fontsource has only WOFF/WOFF2).
const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');

export interface FontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
  italic: Uint8Array;
}

let loaded: Promise<FontFiles> | null = null;

/** The font files, read once per process. */
export function fontFiles(): Promise<FontFiles> {
  loaded ??= Promise.all([
    readFile(join(FONT_DIR, 'LiberationSans-Regular.ttf')),
    readFile(join(FONT_DIR, 'LiberationSans-Bold.ttf')),
    readFile(join(FONT_DIR, 'LiberationSans-Italic.ttf')),
  ]).then(([regular, bold, italic]) => ({ regular, bold, italic }));
  return loaded;
}
