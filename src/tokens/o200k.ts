import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { BytePairEncodingCore } from "gpt-tokenizer/BytePairEncodingCore";
import { O200KBase } from "gpt-tokenizer/encodingParams/o200k_base";

/**
 * The o200k_base encoding (gpt-4o and later OpenAI models), loaded on the first count and never
 * before: building it takes about a quarter of a second, which a lint that counts nothing must not pay.
 *
 * ESLint rules are synchronous, so `import("gpt-tokenizer/encoding/o200k_base")` cannot be awaited
 * where a count is needed. The ranks are therefore read from the package's own `.tiktoken` data file
 * (a data read, nothing executed) and handed to gpt-tokenizer's BPE core, whose two small modules are
 * the only part imported up front. tests/tokens/o200k.test.ts checks the ranks equal the package's own
 * and the counts equal its `encoding/o200k_base` on a corpus.
 */

type Ranks = (string | number[])[];

let encoder: BytePairEncodingCore | undefined;
let loadMs: number | undefined;
/** Nothing is special in tool text: `<|endoftext|>` in a description is counted as the characters it is. */
const NOTHING_SPECIAL = new Set<string>();

/**
 * Counts already made, by text: heavy-definition, tool-set-budget, both OpenAI targets and the CLI ask
 * for the same lines of the same definitions, and an editor's re-lint asks again for every set. Oldest
 * dropped first beyond MEMO_CHARS characters of text (a few megabytes).
 */
const memo = new Map<string, number>();
const MEMO_CHARS = 2_000_000;
let memoChars = 0;

/** Token count of `text` in o200k_base; loads the encoding on the first call. */
export function countO200k(text: string): number {
  if (text === "") return 0;
  const known = memo.get(text);
  if (known !== undefined) return known;
  const count = load().countNative(text, NOTHING_SPECIAL);
  memo.set(text, count);
  memoChars += text.length;
  for (const [oldest] of memo) {
    if (memoChars <= MEMO_CHARS) break;
    memo.delete(oldest);
    memoChars -= oldest.length;
  }
  return count;
}

/** The token ids of `text` (tests compare them with gpt-tokenizer's own encoder). */
export function encodeO200k(text: string): number[] {
  return load().encodeNative(text, NOTHING_SPECIAL);
}

/** Whether the encoding has been loaded in this process, and how long that took. */
export function o200kState(): { readonly loaded: boolean; readonly loadMs?: number } {
  return encoder ? { loaded: true, loadMs } : { loaded: false };
}

function load(): BytePairEncodingCore {
  if (encoder) return encoder;
  const started = performance.now();
  const file = fileURLToPath(import.meta.resolve("gpt-tokenizer/data/o200k_base.tiktoken"));
  encoder = new BytePairEncodingCore(O200KBase(parseRanks(readFileSync(file, "utf8"))));
  loadMs = performance.now() - started;
  return encoder;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * `.tiktoken` lines are `<base64 bytes> <rank>`. gpt-tokenizer keeps a rank as a string when its bytes
 * are valid UTF-8 and as the byte list otherwise, and keeps a leading byte-order mark as bytes (a
 * decoder would drop it and two ranks would read the same); the same shape is built here.
 */
export function parseRanks(text: string): Ranks {
  const ranks: Ranks = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const space = text.indexOf(" ", start);
    if (space > start && space < end) {
      const bytes = Buffer.from(text.slice(start, space), "base64");
      ranks[Number(text.slice(space + 1, end))] = asRank(bytes);
    }
    start = end + 1;
  }
  return ranks;
}

function asRank(bytes: Buffer): string | number[] {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return Array.from(bytes);
  const lenient = bytes.toString("utf8");
  if (!lenient.includes("\uFFFD")) return lenient;
  // A replacement character is either in the bytes themselves or marks invalid UTF-8: decode strictly.
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return Array.from(bytes);
  }
}
