// Part of `npm run bench`: builds the web app and records in docs/benchmarks.md what its chunks weigh
// and what the first visit to the sign-in page downloads (gzipped), following Vite's manifest.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist');
const report = join(root, 'docs/benchmarks.md');
const SECTION = '## Web bundle';
const SIGN_IN_BUDGET_KB = 200;

const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sizes = new Map();
const sizeOf = (file) => {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(dist, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
};

/** The JavaScript a manifest entry loads at once: itself and its static imports, transitively. */
function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

// The sign-in page is in the first-load chunk (apps/web/vite.config.ts); a desktop screen also loads
// the module carousel beside the form.
const signInFiles = new Set([
  ...closure('index.html'),
  ...closure('src/features/platform/auth/pages/sign-in-page.tsx'),
  ...closure('src/app/layouts/auth-slider.tsx'),
]);
const signInGzip = [...signInFiles].reduce((sum, file) => sum + sizeOf(file).gzip, 0);

const chunks = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js'))
  .map((chunk) => ({ file: chunk.file, name: chunk.src ?? chunk.name ?? chunk.file, ...sizeOf(chunk.file) }))
  .filter((chunk, index, all) => all.findIndex((other) => other.file === chunk.file) === index)
  .sort((a, b) => b.gzip - a.gzip);

const lines = [
  SECTION,
  '',
  `Measured by \`npm run bench\` (scripts/web-bundle-report.mjs) from \`vite build\`, gzip level 9.`,
  '',
  `- First visit to /sign-in on a desktop screen: ${signInFiles.size} JavaScript files, **${kb(signInGzip)} KB gzipped** (budget ${SIGN_IN_BUDGET_KB} KB; e2e/tests/bundle-budget.spec.ts enforces it on what the browser really loads).`,
  `- All JavaScript: ${chunks.length} chunks, ${kb(chunks.reduce((s, c) => s + c.raw, 0))} KB raw, ${kb(chunks.reduce((s, c) => s + c.gzip, 0))} KB gzipped.`,
  '',
  '| Chunk | Source | Raw KB | Gzip KB |',
  '| --- | --- | --- | --- |',
  ...chunks
    .slice(0, 25)
    .map((c) => `| ${c.file.replace('assets/', '')} | ${c.name} | ${kb(c.raw)} | ${kb(c.gzip)} |`),
  '',
  chunks.length > 25 ? `The other ${chunks.length - 25} chunks weigh less.\n` : '',
];

let text = '';
try {
  text = readFileSync(report, 'utf8');
} catch {
  text = '# Benchmarks\n\n';
}
const start = text.indexOf(SECTION);
const before = start === -1 ? text.trimEnd() + '\n\n' : text.slice(0, start);
writeFileSync(report, before + lines.join('\n'));
console.log(lines.join('\n'));
if (signInGzip > SIGN_IN_BUDGET_KB * 1024) {
  console.error(
    `The sign-in page loads ${kb(signInGzip)} KB gzipped, over the ${SIGN_IN_BUDGET_KB} KB budget`,
  );
  process.exit(1);
}
