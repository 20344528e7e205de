import { launchChromium } from './browser.ts';
import { spreadOf, type Spread } from './stats.ts';

// Issue 5: first contentful paint of a public careers page in Debian's Chromium, on this machine.

const RUNS = 7;

export interface FcpResult extends Spread {
  path: string;
}

/** Loads the page in a fresh context each run (no cache) and reads the browser's own FCP entry. */
export async function careersFcp(serverUrl: string, path: string): Promise<FcpResult> {
  const browser = await launchChromium();
  const times: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${serverUrl}${path}`, { waitUntil: 'load' });
      const fcp = await page.evaluate(
        () =>
          new Promise<number>((done) => {
            const seen = performance.getEntriesByName('first-contentful-paint')[0];
            if (seen) return done(seen.startTime);
            new PerformanceObserver((list) => {
              const entry = list.getEntriesByName('first-contentful-paint')[0];
              if (entry) done(entry.startTime);
            }).observe({ type: 'paint', buffered: true });
          }),
      );
      times.push(Math.round(fcp));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  // The first run pays for starting the browser's renderer; the median is the page's.
  return { path, ...spreadOf(times) };
}
