// Debian's Chromium, with the flags this closed network needs (DESIGN.md section 7): without the
// background-networking ones it keeps trying hosts it cannot reach. The end-to-end tests and the
// browser benchmarks (apps/server/bench) both launch it with these.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
