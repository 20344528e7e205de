/** The median and the worst of repeated measurements, and how many there were. */
export interface Spread {
  medianMs: number;
  worstMs: number;
  runs: number;
}

export function spreadOf(times: readonly number[]): Spread {
  const sorted = [...times].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)]!, worstMs: sorted.at(-1)!, runs: sorted.length };
}
