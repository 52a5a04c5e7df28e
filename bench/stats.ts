/** A figure measured `samples.length` times: its median and spread. */
export interface Figure {
  median: number;
  min: number;
  max: number;
  samples: number[];
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export function figure(samples: number[]): Figure {
  const finite = samples.filter((value) => Number.isFinite(value));
  return {
    median: percentile(finite, 50),
    min: finite.length ? Math.min(...finite) : Number.NaN,
    max: finite.length ? Math.max(...finite) : Number.NaN,
    samples,
  };
}

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export function wallNow(): number {
  return performance.timeOrigin + performance.now();
}
