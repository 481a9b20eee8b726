export function ratioInterval(ratios: readonly number[]): { mean: number; low: number; high: number } | undefined;
