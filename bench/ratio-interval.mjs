// The mean of the rounds' own B/A ratios with its 95 % interval (used by real-repos.mjs).

/** Student's t for a two-sided 95 % interval, by degrees of freedom 1–30; beyond, 1.96 + 2.4 / df (within 0.002). */
const T95 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042];

/**
 * The geometric mean of ratios with its 95 % interval, from the mean and spread of their logarithms:
 * the rounds' own B/A are independent pairs, so their mean is known far better than any one round.
 * Undefined for fewer than 2 ratios.
 */
export function ratioInterval(ratios) {
  const n = ratios.length;
  if (n < 2) return undefined;
  const logs = ratios.map(Math.log);
  const mean = logs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(logs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
  const df = n - 1;
  const half = (df <= 30 ? T95[df - 1] : 1.96 + 2.4 / df) * (sd / Math.sqrt(n));
  return { mean: Math.exp(mean), low: Math.exp(mean - half), high: Math.exp(mean + half) };
}
