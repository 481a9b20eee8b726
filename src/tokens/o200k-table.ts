/**
 * o200k_base's ranks as one binary file that opens in a few milliseconds. Requiring gpt-tokenizer's
 * ranks module compiles 2.4 MB of JavaScript and its core then builds a map of 200,000 strings: about
 * a quarter of a second on the first count, in every lint process that counts. The build writes the
 * same ranks into dist/tokens/o200k-ranks.bin (scripts/o200k-table.mjs: each rank's bytes, in rank
 * order, then the hash table over them), and the first count reads them as they are.
 *
 * The table answers what a count asks of the encoding: whether a pre-tokenizer piece is one token,
 * and how many tokens the byte-pair merge makes of one that is not. Both follow gpt-tokenizer 4.0.0's
 * `BytePairEncodingCore` (`getBpeRankFromString`, `bytePairEncode`, `bytePairMerge`), so counts are
 * the same: tests/tokens/o200k-count.test.ts holds them to its `countNative` on the corpus, and
 * o200k-table.test.ts the shipped file to a fresh serialisation of the package's ranks.
 */

/** "o2kt", little-endian. */
const MAGIC = 0x746b326f;
/** Bumped when the layout changes; a file of another format is not read. */
const FORMAT = 2;
/** Magic, format, number of ranks, bytes of all tokens: four little-endian 32-bit words. */
const HEADER_BYTES = 16;
/** Slots of the hash table: a power of two, about 2.6 times the number of ranks. */
const SLOT_BITS = 19;
const SLOTS = 1 << SLOT_BITS;
/** A merge rank no pair has (gpt-tokenizer uses Infinity). */
const NO_RANK = 0x7fffffff;

/**
 * Where the hash table starts: after the tokens, at a multiple of 4, so that it can be read in place.
 * Building it when the file is opened (hashing 200,000 tokens into 2 MB) took 15–20 ms of every lint
 * that counts; reading it takes about one.
 */
function slotsStart(count: number, total: number): number {
  return (HEADER_BYTES + 2 * count + total + 3) & ~3;
}

export type Ranks = readonly (string | readonly number[] | undefined)[];

/**
 * The file's bytes for `ranks` (gpt-tokenizer's `bpeRanks/o200k_base`: a string where the token's
 * bytes are UTF-8, else the bytes): the header, each rank's byte length (16 bits, 0 for a rank the
 * list leaves out or gpt-tokenizer cannot reach), then all tokens' bytes. Undefined when the ranks are
 * not what the table can hold exactly: a string that is not well-formed UTF-16 (its map key would not be
 * its bytes), two ranks with the same bytes (the map keeps one), a token longer than 65,535 bytes, or
 * a missing single byte.
 */
export function serializeRanks(ranks: Ranks): Uint8Array | undefined {
  const encoder = new TextEncoder();
  const tokens: Uint8Array[] = [];
  const seen = new Set<string>();
  let total = 0;
  for (let rank = 0; rank < ranks.length; rank += 1) {
    const value = ranks[rank];
    let bytes: Uint8Array;
    if (value === undefined) bytes = new Uint8Array(0);
    else if (typeof value === "string") {
      if (value === "" || /\p{Cs}/u.test(value)) return undefined;
      bytes = encoder.encode(value);
    } else {
      if (value.length === 0 || value.some((byte) => !Number.isInteger(byte) || byte < 0 || byte > 255)) return undefined;
      bytes = Uint8Array.from(value);
      // gpt-tokenizer looks bytes that are UTF-8 up as the string they decode to, in its map of string
      // ranks: a rank given as bytes that are UTF-8 (nine, each starting with a byte order mark, which
      // decoding drops) is never found there, so it is written as left out.
      if (isUtf8(bytes)) bytes = new Uint8Array(0);
    }
    if (bytes.length > 0xffff) return undefined;
    if (bytes.length > 0) {
      const key = Buffer.from(bytes).toString("latin1");
      if (seen.has(key)) return undefined;
      seen.add(key);
    }
    tokens.push(bytes);
    total += bytes.length;
  }
  for (let byte = 0; byte < 256; byte += 1) if (!seen.has(String.fromCharCode(byte))) return undefined;
  if (ranks.length >= SLOTS / 2) return undefined;
  const start = slotsStart(ranks.length, total);
  const file = new Uint8Array(start + 4 * SLOTS);
  const view = new DataView(file.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, FORMAT, true);
  view.setUint32(8, ranks.length, true);
  view.setUint32(12, total, true);
  let at = HEADER_BYTES + 2 * ranks.length;
  const offsets = new Uint32Array(ranks.length + 1);
  tokens.forEach((bytes, rank) => {
    view.setUint16(HEADER_BYTES + 2 * rank, bytes.length, true);
    file.set(bytes, at);
    at += bytes.length;
    offsets[rank + 1] = offsets[rank] + bytes.length;
  });
  const blob = file.subarray(HEADER_BYTES + 2 * ranks.length);
  hashSlots(blob, offsets, ranks.length).forEach((slot, i) => view.setInt32(start + 4 * i, slot, true));
  return file;
}

/** Rank + 1 by hash of the token's bytes, linear probing; 0 is an empty slot. */
function hashSlots(blob: Uint8Array, offsets: Uint32Array, count: number): Int32Array {
  const slots = new Int32Array(SLOTS);
  const mask = SLOTS - 1;
  for (let rank = 0; rank < count; rank += 1) {
    const start = offsets[rank];
    const end = offsets[rank + 1];
    if (start === end) continue;
    let slot = hashOf(blob, start, end) & mask;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = rank + 1;
  }
  return slots;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The ranks of a file `serializeRanks` wrote, looked up by bytes. */
export class RankTable {
  private readonly encoder = new TextEncoder();
  /** The bytes of the piece being merged (grown as needed). */
  private scratch = new Uint8Array(256);

  private constructor(
    private readonly blob: Uint8Array,
    /** Where each rank's bytes start in `blob`; rank r ends where r + 1 starts. */
    private readonly offsets: Uint32Array,
    /** Rank + 1 by hash of the token's bytes, linear probing; 0 is an empty slot. */
    private readonly slots: Int32Array,
  ) {}

  /** The table in `file`, or undefined when it is not a whole, valid file of this format. */
  static open(file: Uint8Array): RankTable | undefined {
    if (file.length < HEADER_BYTES) return undefined;
    const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
    if (view.getUint32(0, true) !== MAGIC || view.getUint32(4, true) !== FORMAT) return undefined;
    const count = view.getUint32(8, true);
    const total = view.getUint32(12, true);
    if (count >= SLOTS / 2 || file.length !== slotsStart(count, total) + 4 * SLOTS) return undefined;
    const blob = file.subarray(HEADER_BYTES + 2 * count);
    const offsets = new Uint32Array(count + 1);
    const lengths = readLengths(file, count);
    for (let rank = 0; rank < count; rank += 1) offsets[rank + 1] = offsets[rank] + lengths[rank];
    if (offsets[count] !== total) return undefined;
    // Not read through here (most of its 2 MB is never touched): a slot naming no rank of the file
    // matches no bytes, since `offsets` has nothing at it.
    const table = new RankTable(blob, offsets, readSlots(file, slotsStart(count, total)));
    // Every single byte is a token: a merge always ends in tokens, and a one-byte piece counts one.
    const byte = new Uint8Array(1);
    for (let value = 0; value < 256; value += 1) {
      byte[0] = value;
      if (table.rankOf(byte, 0, 1) === -1) return undefined;
    }
    return table;
  }

  /** The rank whose bytes are `bytes[start, end)`, or -1. */
  rankOf(bytes: Uint8Array, start: number, end: number): number {
    const { blob, offsets, slots } = this;
    const mask = slots.length - 1;
    const length = end - start;
    // Bounded, so that a damaged table with no empty slot cannot hold a lint here.
    for (let slot = hashOf(bytes, start, end) & mask, probes = 0; slots[slot] !== 0 && probes < SLOTS; slot = (slot + 1) & mask, probes += 1) {
      const rank = slots[slot] - 1;
      const at = offsets[rank];
      if (offsets[rank + 1] - at !== length) continue;
      let i = 0;
      while (i < length && blob[at + i] === bytes[start + i]) i += 1;
      if (i === length) return rank;
    }
    return -1;
  }

  /**
   * Whether the piece is one token: gpt-tokenizer looks the piece up in its map of string ranks, which
   * holds no string with a lone surrogate (`serializeRanks` checks), so such a piece is never one.
   */
  isToken(piece: string): boolean {
    if (/\p{Cs}/u.test(piece)) return false;
    const length = this.encode(piece);
    return this.rankOf(this.scratch, 0, length) !== -1;
  }

  /** How many tokens the byte-pair merge makes of the piece's UTF-8 bytes (a lone surrogate as U+FFFD). */
  mergeCount(piece: string): number {
    const length = this.encode(piece);
    return length <= 1 ? length : this.merge(this.scratch, length);
  }

  /** Writes the piece's UTF-8 bytes into `scratch`, returning how many. */
  private encode(piece: string): number {
    if (this.scratch.length < 3 * piece.length) this.scratch = new Uint8Array(3 * piece.length);
    return this.encoder.encodeInto(piece, this.scratch).written;
  }

  /**
   * gpt-tokenizer's `bytePairMerge`, counting: the pair of adjacent parts whose joined bytes have the
   * lowest rank is joined (the leftmost of equal ranks), until no adjacent pair is a token.
   */
  private merge(bytes: Uint8Array, length: number): number {
    const starts: number[] = [];
    const ranks: number[] = [];
    for (let i = 0; i <= length; i += 1) {
      starts.push(i);
      ranks.push(i < length - 1 ? this.pairRank(bytes, i, i + 2) : NO_RANK);
    }
    const rankAt = (part: number): number => (part + 2 < starts.length ? this.pairRank(bytes, starts[part], starts[part + 2]) : NO_RANK);
    while (starts.length > 1) {
      let lowest = NO_RANK;
      let at = -1;
      for (let i = 0; i < ranks.length - 1; i += 1) {
        if (ranks[i] < lowest) {
          lowest = ranks[i];
          at = i;
        }
      }
      if (at === -1) break;
      starts.splice(at + 1, 1);
      ranks.splice(at, 1);
      ranks[at] = rankAt(at);
      if (at > 0) ranks[at - 1] = rankAt(at - 1);
    }
    return starts.length - 1;
  }

  /**
   * gpt-tokenizer's `getBpeRankFromBytes`: bytes that are UTF-8 are looked up as the string they decode
   * to, and decoding drops a leading byte order mark (EF BB BF), so the rank is that of what follows it.
   */
  private pairRank(bytes: Uint8Array, start: number, end: number): number {
    if (end - start >= 3 && bytes[start] === 0xef && bytes[start + 1] === 0xbb && bytes[start + 2] === 0xbf && isUtf8(bytes.subarray(start, end))) {
      start += 3;
      if (start === end) return NO_RANK;
    }
    const rank = this.rankOf(bytes, start, end);
    return rank === -1 ? NO_RANK : rank;
  }
}

/** The file's hash table, in place where its bytes are aligned and little-endian as the machine's, else copied. */
function readSlots(file: Uint8Array, start: number): Int32Array {
  const at = file.byteOffset + start;
  if (at % 4 === 0 && LITTLE_ENDIAN) return new Int32Array(file.buffer, at, SLOTS);
  const view = new DataView(file.buffer, at, 4 * SLOTS);
  return Int32Array.from({ length: SLOTS }, (_, i) => view.getInt32(4 * i, true));
}

/** The ranks' byte lengths, in place where the file's bytes are aligned and little-endian as the machine's, else copied. */
function readLengths(file: Uint8Array, count: number): Uint16Array {
  const at = file.byteOffset + HEADER_BYTES;
  if (at % 2 === 0 && LITTLE_ENDIAN) return new Uint16Array(file.buffer, at, count);
  const view = new DataView(file.buffer, at, 2 * count);
  return Uint16Array.from({ length: count }, (_, i) => view.getUint16(2 * i, true));
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** FNV-1a over the bytes. */
function hashOf(bytes: Uint8Array, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i += 1) hash = Math.imul(hash ^ bytes[i], 0x01000193);
  return hash >>> 0;
}
