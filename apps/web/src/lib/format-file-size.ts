const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;
const STEP = 1024;

/**
 * File sizes with one decimal in byte units (spec section 9): 1.5 KB, 2.0 MB.
 * Whole bytes stay whole ("512 B"): a tenth of a byte means nothing to a person.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < STEP) return `${Math.round(bytes)} B`;
  let value = bytes / STEP;
  let unit = 0;
  // Move up a unit before rounding would print "1024.0 KB".
  while (value >= STEP - 0.05 && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}
