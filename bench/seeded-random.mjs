// A deterministic random source (mulberry32) for generated inputs: the same seed gives the same
// sequence, so a bench run and the tests that reuse its inputs see the same texts every time.

/** `next()` in [0, 1), `int(lo, hi)` inclusive, `pick(list)`. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  return { next, int, pick };
}
