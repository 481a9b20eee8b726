import type { BytePairEncodingCore } from "gpt-tokenizer/BytePairEncodingCore";
import { readFileSync } from "node:fs";
import { fastCounter, tableCounter } from "./o200k-count.js";
import { RankTable } from "./o200k-table.js";
import { rankTableFile, requireBpeCore, requireO200kRanks } from "./o200k-require.cjs";

/**
 * The o200k_base encoding (gpt-4o and later OpenAI models), loaded on the first count and never
 * before: a lint that counts nothing pays nothing for it.
 *
 * The first count reads the rank table the build writes into dist/tokens/ (./o200k-table.ts,
 * scripts/o200k-table.mjs): a few milliseconds. Where that file is missing or not whole (running from
 * the sources, a damaged install), it requires gpt-tokenizer's CommonJS modules instead
 * (./o200k-require.cts: the ranks, already parsed, and the BPE core, which builds its rank map from
 * them; about a fifth of a second). ESLint rules are synchronous, so the package's ESM encoding, which
 * only `import()` could load, is not used. Either way the count is ./o200k-count.ts's, equal to the
 * core's own `countNative`; tests/tokens/o200k.test.ts, o200k-count.test.ts and o200k-table.test.ts
 * hold it to gpt-tokenizer's `encoding/o200k_base` on a corpus, and tests/tokens/lazy-load.test.ts
 * checks what a lint loads.
 */

/** Where the counts come from: the plugin's rank table, else gpt-tokenizer's core. */
export type O200kSource = "table" | "gpt-tokenizer";

interface Loaded {
  readonly count: (text: string) => number;
  readonly source: O200kSource;
  /** Whether `count` is ./o200k-count.ts's (else the core's `countNative`). */
  readonly fast: boolean;
}

let loaded: Loaded | undefined;
/** Milliseconds the load took (reading and opening the table, or requiring and building the core). */
let loadMs: number | undefined;
let core: BytePairEncodingCore | undefined;
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
  return gptTokenizerCore().encodeNative(text, NOTHING_SPECIAL);
}

/** `countNative` of gpt-tokenizer's core, which `countO200k` equals (tests compare them). */
export function countO200kNative(text: string): number {
  return gptTokenizerCore().countNative(text, NOTHING_SPECIAL);
}

export interface O200kState {
  readonly loaded: boolean;
  /** The load's milliseconds. */
  readonly loadMs?: number;
  readonly source?: O200kSource;
  /** Whether counts are made by ./o200k-count.ts (false: by gpt-tokenizer's `countNative`). */
  readonly fast?: boolean;
}

/** Whether the encoding has been loaded in this process, how long that took, and what counts. */
export function o200kState(): O200kState {
  return loaded && loadMs !== undefined ? { loaded: true, loadMs, source: loaded.source, fast: loaded.fast } : { loaded: false };
}

function load(): Loaded {
  if (loaded) return loaded;
  const started = performance.now();
  loaded = fromTable() ?? fromGptTokenizer();
  loadMs = performance.now() - started;
  return loaded;
}

/** The count over the shipped table; undefined when it is missing, not whole or fails the probe text. */
function fromTable(): Loaded | undefined {
  let file: Buffer;
  try {
    file = readFileSync(rankTableFile());
  } catch {
    return undefined;
  }
  const table = RankTable.open(file);
  const count = table && tableCounter(table);
  return count && { count, source: "table", fast: true };
}

/** gpt-tokenizer's ranks and core, required on demand (./o200k-require.cts). */
function fromGptTokenizer(): Loaded {
  const built = gptTokenizerCore();
  const fast = fastCounter(built);
  return { count: fast ?? ((text) => built.countNative(text, NOTHING_SPECIAL)), source: "gpt-tokenizer", fast: fast !== undefined };
}

/** gpt-tokenizer's BPE core over its o200k ranks, built once (the fallback's source, and the tests' reference). */
function gptTokenizerCore(): BytePairEncodingCore {
  if (core) return core;
  const ranks = requireO200kRanks() as (string | number[])[];
  const { BytePairEncodingCore: Core, O200KBase } = requireBpeCore() as {
    BytePairEncodingCore: typeof BytePairEncodingCore;
    O200KBase: (ranks: (string | number[])[]) => ConstructorParameters<typeof BytePairEncodingCore>[0];
  };
  core = new Core(O200KBase(ranks));
  return core;
}
