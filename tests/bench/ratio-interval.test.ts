import { describe, expect, it } from "vitest";
import { ratioInterval } from "../../bench/ratio-interval.mjs";

// The bench's verdict on the budget reads this interval: a wrong quantile or spread would move it.
describe("ratioInterval", () => {
  it("is the geometric mean with Student's 95 % interval on the logarithms", () => {
    // logs ±0.05 around log(1.02), n = 4: sd = 0.05 · √(4/3), half-width 3.182 · sd / 2.
    const ratios = [1.02 * Math.exp(0.05), 1.02 * Math.exp(-0.05), 1.02 * Math.exp(0.05), 1.02 * Math.exp(-0.05)];
    const half = 3.182 * (0.05 * Math.sqrt(4 / 3)) / 2;
    const found = ratioInterval(ratios)!;
    expect(found.mean).toBeCloseTo(1.02, 10);
    expect(found.low).toBeCloseTo(1.02 * Math.exp(-half), 10);
    expect(found.high).toBeCloseTo(1.02 * Math.exp(half), 10);
  });

  it("narrows as rounds are added and is a point for equal ratios", () => {
    const few = ratioInterval([0.95, 1.05, 1.0])!;
    const many = ratioInterval(Array.from({ length: 30 }, (_, i) => [0.95, 1.05, 1.0][i % 3]!))!;
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
    expect(ratioInterval([1.01, 1.01])).toEqual({ mean: 1.01, low: 1.01, high: 1.01 });
  });

  it("is undefined for fewer than two rounds", () => {
    expect(ratioInterval([1.02])).toBeUndefined();
    expect(ratioInterval([])).toBeUndefined();
  });
});
