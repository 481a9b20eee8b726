export function seededRandom(seed: number): {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(list: readonly T[]): T;
};
