import { asciiPieceEnd } from "./o200k-ascii.js";

/**
 * Counting o200k_base tokens faster than gpt-tokenizer's `countNative`, with its data and to the same
 * number. `countNative` spends its time in `String.prototype.matchAll` over the pre-tokenizer's Unicode
 * pattern (an iterator step and a match array per piece) and in looking each piece up in its rank map.
 * Here the text's code units are copied once into a typed array, the pieces of ASCII text are found
 * in it without the pattern (./o200k-ascii.ts), the pattern runs only where a non-ASCII character
 * takes part (`exec` from the position, where `matchAll` would go on from), and a piece of one ASCII
 * character counts one token without a look-up: each of the 128 is a rank of its own. The rest is the
 * encoding's (`PieceRanks`): whether a piece is one token, and what the byte-pair merge makes of the
 * others (a few in a hundred), answered by the plugin's rank table (./o200k-table.ts) or by
 * gpt-tokenizer's rank map and `bytePairEncode`. A piece's count depends on the piece
 * alone, so counts are kept by piece: in a small table for ASCII pieces (see PIECE_BITS) and in a map
 * for those of more than one token.
 *
 * `countNative(text, new Set())` (no special token allowed) splits the whole text with the pattern and
 * adds, per piece, 1 when the map has it and else `bytePairEncode(piece).length`; this does the same
 * per piece, so the counts are equal. tests/tokens/o200k-count.test.ts holds it to `countNative` and to
 * gpt-tokenizer's own `encode` on a large corpus.
 *
 * gpt-tokenizer is pinned (4.0.0), but these are its internals: when any is missing or different, or
 * the count of a probe text is not what `countNative` gives, `fastCounter` returns undefined and the
 * caller counts with `countNative`.
 */

/** gpt-tokenizer 4.0.0's O200K_TOKEN_SPLIT_PATTERN (src/encodingParams/constants.ts), the one read above. */
const O200K_SPLIT_PATTERN = String.raw`[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?:'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE]))?|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?:'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE]))?|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+`;

/** The parts of gpt-tokenizer's `BytePairEncodingCore` used here. */
export interface BpeCoreInternals {
  readonly bytePairStringRankEncoder: ReadonlyMap<string, number>;
  readonly tokenSplitRegex: RegExp;
  bytePairEncode(piece: string): readonly number[];
  countNative(text: string, allowedSpecial: ReadonlySet<string>): number;
}

/**
 * ASCII text with pieces of every kind the ASCII path finds, and its count by `countNative` (44): the
 * fast count must give it before it is trusted. ASCII, so the check needs no regular expression, whose
 * first use costs tens of milliseconds (paid only when a text with non-ASCII characters comes).
 */
const PROBE = "get_weather:Get the WEATHER, it's 23C; they'll say \"antidisestablishmentarianism\" 12345 times.\r\n\t  {\"a\": [1, 2]} //x  \n\n  y'S ok'Re";
const PROBE_TOKENS = 44;

/** Counts of the pieces that are more than one token, by piece; emptied when it reaches this size. */
const MULTI_MEMO_SIZE = 50_000;

/**
 * Recent ASCII pieces and their counts, in a table of 2^PIECE_BITS slots indexed by a hash of the
 * piece's characters (FNV-1a), one piece a slot, the last one seen there: a piece found in its slot
 * (same length, same characters, compared one by one) is counted without being cut out of the text
 * and looked up in the 200,000-entry map. Text reuses few pieces many times (words, punctuation).
 * Only pieces of up to PIECE_MAX characters are kept: V8 makes a longer cut of a string share the
 * string's memory, so keeping it would keep the whole text.
 */
const PIECE_BITS = 14;
const PIECE_MAX = 12;

/** The longest text whose code-unit array is kept for the next count (a 128 KB array). */
const KEPT_CODES = 65_536;

/** What a count asks of the encoding about one pre-tokenizer piece. */
export interface PieceRanks {
  /** Whether the piece is one token (gpt-tokenizer: its string rank map has it). */
  isToken(piece: string): boolean;
  /** How many tokens the byte-pair merge makes of a piece that is not one (gpt-tokenizer: `bytePairEncode`). */
  mergeCount(piece: string): number;
}

/** A count over gpt-tokenizer's core (its rank map and merge), or undefined when its internals are not the ones read here. */
export function fastCounter(core: unknown): ((text: string) => number) | undefined {
  const internals = usableInternals(core);
  if (!internals) return undefined;
  const ranks = internals.bytePairStringRankEncoder;
  // Same pattern and flags as the core's: V8 shares the compiled code (compiled on the first `exec`).
  const split = new RegExp(internals.tokenSplitRegex.source, internals.tokenSplitRegex.flags);
  return probed(counterOver({ isToken: (piece) => ranks.get(piece) !== undefined, mergeCount: (piece) => internals.bytePairEncode(piece).length }, split));
}

/** A count over the plugin's own rank table (./o200k-table.ts), or undefined when it fails the probe text. */
export function tableCounter(table: PieceRanks): ((text: string) => number) | undefined {
  return probed(counterOver(table, new RegExp(O200K_SPLIT_PATTERN, "gu")));
}

/** The count, when it gives the probe text's count. */
function probed(count: (text: string) => number): ((text: string) => number) | undefined {
  try {
    return count(PROBE) === PROBE_TOKENS ? count : undefined;
  } catch {
    return undefined;
  }
}

/** The count of a text: its pieces found (ASCII by hand, the rest by `split`), each counted by `ranks`. */
function counterOver(ranks: PieceRanks, split: RegExp): (text: string) => number {
  const multi = new Map<string, number>();
  const multiCount = (piece: string): number => {
    let count = multi.get(piece);
    if (count === undefined) {
      count = ranks.mergeCount(piece);
      if (multi.size >= MULTI_MEMO_SIZE) multi.clear();
      multi.set(piece, count);
    }
    return count;
  };
  const pieceOf = (piece: string): number => (ranks.isToken(piece) ? 1 : multiCount(piece));
  const slotPieces: string[] = new Array<string>(1 << PIECE_BITS).fill("");
  const slotCounts = new Int32Array(1 << PIECE_BITS);
  /** The count of the ASCII piece codes[start, end) of `text`, through the table. */
  const asciiPiece = (text: string, codes: Uint16Array, start: number, end: number): number => {
    if (end - start > PIECE_MAX) return pieceOf(text.slice(start, end));
    let hash = 0x811c9dc5;
    for (let i = start; i < end; i += 1) hash = Math.imul(hash ^ codes[i], 0x01000193);
    const slot = hash >>> (32 - PIECE_BITS);
    const known = slotPieces[slot];
    const length = end - start;
    if (known.length === length) {
      let i = 0;
      while (i < length && known.charCodeAt(i) === codes[start + i]) i += 1;
      if (i === length) return slotCounts[slot];
    }
    const piece = text.slice(start, end);
    const count = pieceOf(piece);
    slotPieces[slot] = piece;
    slotCounts[slot] = count;
    return count;
  };
  /** The code units of the text being counted (reused; a text longer than KEPT_CODES gets its own). */
  let kept = new Uint16Array(1024);
  const count = (text: string): number => {
    const length = text.length;
    if (length > kept.length) {
      const grown = new Uint16Array(Math.max(length, 2 * kept.length));
      if (grown.length <= KEPT_CODES) kept = grown;
      return countCodes(text, grown, length);
    }
    return countCodes(text, kept, length);
  };
  const countCodes = (text: string, codes: Uint16Array, length: number): number => {
    for (let i = 0; i < length; i += 1) codes[i] = text.charCodeAt(i);
    let tokens = 0;
    let start = 0;
    while (start < length) {
      let end = asciiPieceEnd(codes, start, length);
      if (end === start + 1) {
        tokens += 1;
      } else if (end !== -1) {
        tokens += asciiPiece(text, codes, start, end);
      } else {
        split.lastIndex = start;
        const match = split.exec(text);
        if (match === null) break;
        tokens += pieceOf(match[0]);
        end = match.index + match[0].length;
      }
      start = end;
    }
    return tokens;
  };
  return count;
}

function usableInternals(core: unknown): BpeCoreInternals | undefined {
  if (core === null || typeof core !== "object") return undefined;
  const { bytePairStringRankEncoder: ranks, tokenSplitRegex: split } = core as Partial<Record<keyof BpeCoreInternals, unknown>>;
  const { bytePairEncode, countNative } = core as Partial<Record<keyof BpeCoreInternals, unknown>>;
  if (!(ranks instanceof Map) || !(split instanceof RegExp) || typeof bytePairEncode !== "function" || typeof countNative !== "function") return undefined;
  // The ASCII pieces are found by reading this pattern (./o200k-ascii.ts): any other pattern is not.
  if (split.source !== O200K_SPLIT_PATTERN || split.flags !== "gu") return undefined;
  for (let c = 0; c < 0x80; c += 1) if (typeof ranks.get(String.fromCharCode(c)) !== "number") return undefined;
  return core as BpeCoreInternals;
}
