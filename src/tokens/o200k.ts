import type { BytePairEncodingCore } from "gpt-tokenizer/BytePairEncodingCore";
import { fastCounter } from "./o200k-count.js";
import { requireBpeCore, requireO200kRanks } from "./o200k-require.cjs";

/**
 * The o200k_base encoding (gpt-4o and later OpenAI models), loaded on the first count and never
 * before: loading it takes about a fifth of a second, which a lint that counts nothing must not pay.
 *
 * ESLint rules are synchronous, so the dynamic import of the package's ESM encoding cannot be awaited
 * where a count is needed. The first count therefore requires gpt-tokenizer's CommonJS modules
 * (./o200k-require.cts): the ranks, already parsed, and the BPE core, which builds its rank map from
 * them. Nothing of gpt-tokenizer is loaded before; tests/tokens/lazy-load.test.ts checks a lint that
 * counts nothing loads no ranks. Counts are made by ./o200k-count.ts from the core's data, equal to the
 * core's own `countNative` (which it falls back to); tests/tokens/o200k.test.ts and o200k-count.test.ts
 * hold them to gpt-tokenizer's `encoding/o200k_base` on a corpus.
 */

interface Loaded {
  readonly core: BytePairEncodingCore;
  readonly count: (text: string) => number;
  /** Whether `count` is ./o200k-count.ts's (else the core's `countNative`). */
  readonly fast: boolean;
}

interface LoadTimes {
  /** The whole load: the two parts below. */
  readonly loadMs: number;
  /** Requiring the ranks module (parsing and running 200,000 strings). */
  readonly requireMs: number;
  /** Requiring the BPE core and building it from the ranks (its map of ranks by string). */
  readonly buildMs: number;
}

let loaded: Loaded | undefined;
let times: LoadTimes | undefined;
/** Nothing is special in tool text: `<|endoftext|>` in a description is counted as the characters it is. */
const NOTHING_SPECIAL = new Set<string>();

/**
 * Counts already made, by text: heavy-definition, tool-set-budget, both OpenAI targets and the CLI ask
 * for the same lines of the same definitions, and an editor's re-lint asks again for every set. Oldest
 * dropped first beyond MEMO_CHARS characters of text (a few megabytes), in the order kept in
 * `memoOrder` from `memoHead` on: finding the oldest by iterating the map would step over every entry
 * deleted before (a Map keeps their slots until it is rebuilt), a cost that grew with the memo's use.
 * Within a text, counts are kept by pre-tokenizer piece (./o200k-count.ts), which is exact since a
 * piece's count depends on it alone. Nothing is kept by stretches of a text (sentences, say): it would
 * be exact only at boundaries the pre-tokenizer never joins across, and keeping a stretch costs about
 * what counting it does.
 */
const memo = new Map<string, number>();
const MEMO_CHARS = 2_000_000;
let memoChars = 0;
let memoOrder: string[] = [];
let memoHead = 0;

/** Token count of `text` in o200k_base; loads the encoding on the first call. */
export function countO200k(text: string): number {
  if (text === "") return 0;
  const known = memo.get(text);
  if (known !== undefined) return known;
  const count = load().count(text);
  memo.set(text, count);
  memoOrder.push(text);
  memoChars += text.length;
  while (memoChars > MEMO_CHARS) {
    const oldest = memoOrder[memoHead];
    memoHead += 1;
    memo.delete(oldest);
    memoChars -= oldest.length;
  }
  if (memoHead > 1024 && memoHead * 2 > memoOrder.length) {
    memoOrder = memoOrder.slice(memoHead);
    memoHead = 0;
  }
  return count;
}

/** The token ids of `text` (tests compare them with gpt-tokenizer's own encoder). */
export function encodeO200k(text: string): number[] {
  return load().core.encodeNative(text, NOTHING_SPECIAL);
}

/** `countNative` of the loaded core, which `countO200k` equals (tests compare them). */
export function countO200kNative(text: string): number {
  return load().core.countNative(text, NOTHING_SPECIAL);
}

export interface O200kState {
  readonly loaded: boolean;
  /** The load's milliseconds, whole and in its two parts (see LoadTimes). */
  readonly loadMs?: number;
  readonly requireMs?: number;
  readonly buildMs?: number;
  /** Whether counts are made by ./o200k-count.ts (false: by gpt-tokenizer's `countNative`). */
  readonly fast?: boolean;
}

/** Whether the encoding has been loaded in this process, how long that took, and which count is used. */
export function o200kState(): O200kState {
  return loaded && times ? { loaded: true, ...times, fast: loaded.fast } : { loaded: false };
}

function load(): Loaded {
  if (loaded) return loaded;
  const started = performance.now();
  const ranks = requireO200kRanks() as (string | number[])[];
  const required = performance.now();
  const { BytePairEncodingCore: Core, O200KBase } = requireBpeCore() as {
    BytePairEncodingCore: typeof BytePairEncodingCore;
    O200KBase: (ranks: (string | number[])[]) => ConstructorParameters<typeof BytePairEncodingCore>[0];
  };
  const core = new Core(O200KBase(ranks));
  const fast = fastCounter(core);
  loaded = { core, count: fast ?? ((text) => core.countNative(text, NOTHING_SPECIAL)), fast: fast !== undefined };
  const done = performance.now();
  const requireMs = required - started;
  const buildMs = done - required;
  times = { loadMs: requireMs + buildMs, requireMs, buildMs };
  return loaded;
}
