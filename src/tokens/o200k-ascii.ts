/**
 * The o200k_base pre-tokenizer on ASCII text, without a regular expression: where the next piece is
 * decided by ASCII characters alone, `asciiPieceEnd` returns where it ends; anywhere else it returns
 * -1 and the caller runs the regular expression at that position. It reads the text's UTF-16 code units
 * from an array the caller filled (reading a typed array is markedly faster than `charCodeAt` on the
 * concatenated strings tool text is made of). Mixing the two gives the pieces the
 * regular expression alone would give, because each piece depends only on the text and the position
 * it starts at (the previous piece's end), as in `matchAll`.
 *
 * The pattern (gpt-tokenizer 4.0.0's O200K_TOKEN_SPLIT_PATTERN, flags `gu`; the same as tiktoken's
 * o200k_base) is tried alternative by alternative at the position, the first that matches winning:
 *   A1 `[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+C?`
 *   A2 `[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*C?`
 *      where C is `'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE])`
 *   A3 `\p{N}{1,3}`
 *   A4 ` ?[^\s\p{L}\p{N}]+[\r\n/]*`
 *   A5 `\s*[\r\n]+`
 *   A6 `\s+(?!\S)`
 *   A7 `\s+`
 * Among ASCII characters, \p{L} is A-Z (Lu) and a-z (Ll), none is Lt, Lm, Lo or M; \p{N} is 0-9; \s is
 * tab, line feed, vertical tab, form feed, carriage return and space. Every other ASCII character
 * (punctuation, symbols, controls) is "other": in `[^\s\p{L}\p{N}]`. No alternative matches the empty
 * string and every character starts some alternative, so pieces follow each other without gaps.
 *
 * By the character c at the position:
 * - a letter: A1 or A2 without the optional prefix (which cannot be a letter). Upper and lower case are
 *   disjoint in ASCII, so each takes the whole run of upper-case letters, then the whole run of
 *   lower-case ones (A1 when there is at least one lower-case letter, else A2: the same extent), then C
 *   when the text continues with it: greedy runs followed by an optional group, so the first path that
 *   succeeds takes the longest runs and C.
 * - a digit: A1 and A2 fail (a digit is neither a letter nor the prefix), A3 takes up to three digits.
 * - other: followed by a letter, A1 or A2 with c as the prefix, then as above. Otherwise A1 and A2 fail
 *   (with the prefix a letter must follow; without it c must be one), A3 fails, and A4 takes the run of
 *   "other" characters from c (` ?` matches nothing), then any carriage returns, line feeds and slashes.
 * - a space: followed by a letter, A1 or A2 with the space as the prefix. Followed by "other", A4 with
 *   the space. Otherwise (a digit, whitespace or the end follows) A1 to A4 fail: the whitespace case.
 * - a tab, vertical tab or form feed: followed by a letter, A1 or A2 with it as the prefix; otherwise the
 *   whitespace case (A4's optional prefix is the space only, and whitespace is not in its run).
 * - a carriage return or line feed: never a prefix; the whitespace case.
 * The whitespace case, W being the whole run of whitespace from c: when W holds a carriage return or a
 * line feed, A5 matches up to and including the last of them (`\s*` gives back characters from the end
 * of W until `[\r\n]+` can match, at the last one, and that cannot go further). Otherwise A6 takes all of
 * W when W ends the text, or all but its last character when W is longer than one; else A7 takes W.
 *
 * The function reads characters past the piece's end only as far as the cases above need (the one after
 * a run, and after a prefix; C is compared character by character, so a non-ASCII character there just
 * is not C). Whenever a decision would depend on the class of a non-ASCII character (a run that could go
 * on with a letter, mark, number, space or symbol), it returns -1. tests/tokens/o200k-count.test.ts
 * compares the pieces with the regular expression's on a large corpus and a fuzzed one.
 */

const LOWER = 1;
const UPPER = 2;
const DIGIT = 3;
const NEWLINE = 4;
const SPACE = 5;
/** Tab, vertical tab, form feed. */
const BLANK = 6;
const OTHER = 7;

const CLASS = new Uint8Array(128).fill(OTHER);
for (let c = 0x61; c <= 0x7a; c += 1) CLASS[c] = LOWER;
for (let c = 0x41; c <= 0x5a; c += 1) CLASS[c] = UPPER;
for (let c = 0x30; c <= 0x39; c += 1) CLASS[c] = DIGIT;
CLASS[0x0a] = NEWLINE;
CLASS[0x0d] = NEWLINE;
CLASS[0x20] = SPACE;
CLASS[0x09] = BLANK;
CLASS[0x0b] = BLANK;
CLASS[0x0c] = BLANK;

/**
 * The end of the piece that starts at `start` (< `length`) in the text whose code units are
 * `text[0, length)`, or -1 where a non-ASCII character decides it.
 */
export function asciiPieceEnd(text: Uint16Array, start: number, length: number): number {
  const c = text[start];
  if (c >= 0x80) return -1;
  const kind = CLASS[c];
  if (kind <= UPPER) return letters(text, start, length);
  if (kind === DIGIT) return digits(text, start, length);
  if (kind === NEWLINE) return whitespace(text, start, length);
  if (start + 1 === length) return start + 1; // "other" by A4, whitespace by A6: one character
  const next = text[start + 1];
  if (next >= 0x80) return -1;
  const nextKind = CLASS[next];
  if (nextKind <= UPPER) return letters(text, start + 1, length);
  if (kind === OTHER) return others(text, start, length);
  if (kind === SPACE && nextKind === OTHER) return others(text, start + 1, length);
  return whitespace(text, start, length);
}

/** Upper-case run, lower-case run, then the contraction if it follows. */
function letters(text: Uint16Array, from: number, length: number): number {
  let i = from;
  for (; i < length; i += 1) {
    const c = text[i];
    if (c >= 0x80) return -1;
    if (CLASS[c] !== UPPER) break;
  }
  for (; i < length; i += 1) {
    const c = text[i];
    if (c >= 0x80) return -1;
    if (CLASS[c] !== LOWER) break;
  }
  if (i + 1 < length && text[i] === 0x27) {
    const a = text[i + 1] | 0x20; // lower case of an ASCII letter; nothing else lands on s, d, m, t, l, v, r
    if (a === 0x73 || a === 0x64 || a === 0x6d || a === 0x74) return i + 2; // 's 'd 'm 't
    if (i + 2 < length) {
      const b = text[i + 2] | 0x20;
      if ((a === 0x6c && b === 0x6c) || (a === 0x76 && b === 0x65) || (a === 0x72 && b === 0x65)) return i + 3; // 'll 've 're
    }
  }
  return i;
}

function digits(text: Uint16Array, from: number, length: number): number {
  let i = from + 1;
  for (; i < length && i < from + 3; i += 1) {
    const c = text[i];
    if (c >= 0x80) return -1;
    if (CLASS[c] !== DIGIT) break;
  }
  return i;
}

/** A4 after its optional space: the run of "other" characters, then carriage returns, line feeds, slashes. */
function others(text: Uint16Array, from: number, length: number): number {
  let i = from;
  for (; i < length; i += 1) {
    const c = text[i];
    if (c >= 0x80) return -1;
    if (CLASS[c] !== OTHER) break;
  }
  for (; i < length; i += 1) {
    const c = text[i];
    if (c !== 0x0a && c !== 0x0d && c !== 0x2f) break;
  }
  return i;
}

/** A5, A6 or A7 on the whitespace run from `from`. */
function whitespace(text: Uint16Array, from: number, length: number): number {
  let i = from;
  let lastNewline = -1;
  for (; i < length; i += 1) {
    const c = text[i];
    if (c >= 0x80) return -1;
    const kind = CLASS[c];
    if (kind === NEWLINE) lastNewline = i;
    else if (kind !== SPACE && kind !== BLANK) break;
  }
  if (lastNewline >= 0) return lastNewline + 1;
  if (i === length || i - from === 1) return i;
  return i - 1;
}
