import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RankTable, serializeRanks, type Ranks } from "../../src/tokens/o200k-table.js";
import { distDir, repoRoot } from "../support/fresh-process-lint.js";

/**
 * The rank table the build writes (scripts/o200k-table.mjs) and the first count reads
 * (src/tokens/o200k.ts). tests/tokens/o200k-count.test.ts holds its counts to gpt-tokenizer's on the
 * whole corpus; these hold the file to the package's ranks and the loader to its fallback.
 */

const ranks = createRequire(import.meta.url)("gpt-tokenizer/bpeRanks/o200k_base").default as (string | number[])[];
const BOM = [0xef, 0xbb, 0xbf];

describe("the o200k rank table", () => {
  const file = serializeRanks(ranks)!;
  const table = RankTable.open(file)!;

  it("is what the build shipped, byte for byte", () => {
    const shipped = readFileSync(path.join(distDir, "tokens", "o200k-ranks.bin"));
    expect(shipped.length).toBe(file.length);
    expect(Buffer.compare(shipped, Buffer.from(file))).toBe(0);
  });

  it("finds every rank gpt-tokenizer can reach by its bytes, and leaves out the nine it cannot", () => {
    const encoder = new TextEncoder();
    const wrong: number[] = [];
    const leftOut: number[][] = [];
    ranks.forEach((value, rank) => {
      const bytes = typeof value === "string" ? encoder.encode(value) : Uint8Array.from(value);
      const found = table.rankOf(bytes, 0, bytes.length);
      // Bytes given as a list that are UTF-8 decode to a string (without their byte order mark) that
      // gpt-tokenizer's string map does not hold as this rank.
      if (typeof value !== "string" && isUtf8(bytes)) {
        leftOut.push(value);
        if (found !== -1) wrong.push(rank);
      } else if (found !== rank) wrong.push(rank);
    });
    expect(wrong).toEqual([]);
    expect(leftOut).toHaveLength(9);
    expect(leftOut.every((bytes) => BOM.every((byte, i) => bytes[i] === byte))).toBe(true);
    expect(table.isToken("\uFEFFusing")).toBe(false);
    expect(table.isToken(" using")).toBe(true);
    expect(table.isToken("lone \ud800")).toBe(false);
  });

  it("merges a piece that starts with a byte order mark as gpt-tokenizer does", async () => {
    const { BytePairEncodingCore } = await import("gpt-tokenizer/BytePairEncodingCore");
    const { O200KBase } = await import("gpt-tokenizer/encodingParams/o200k_base");
    // bytePairEncode is private in the package's types; countNative calls it for a piece that is not one token.
    const core = new BytePairEncodingCore(O200KBase(ranks)) as unknown as { bytePairEncode(piece: string): number[] };
    // "\uFEFF名": its bytes EF BB BF E5 90 8D merge to [EF BB] [BF E5 90 8D] (a token), and that pair decodes,
    // without its byte order mark, to "名": one token more merged than a plain look-up by bytes would give.
    for (const piece of ["\uFEFF名", "\uFEFFusing", "\uFEFF\uFEFF", "\uFEFFnamespace", "\uFEFF#", "\uFEFF\n\n", "\uFEFF출장", "x\uFEFFy"]) {
      expect(table.mergeCount(piece), JSON.stringify(piece)).toBe(core.bytePairEncode(piece).length);
    }
  });

  it("is not written from ranks it cannot hold exactly", () => {
    const replaced = (rank: number, value: string | number[] | undefined): Ranks => ranks.map((v, r) => (r === rank ? value : v));
    const rankOf = (text: string) => ranks.indexOf(text);
    // A single byte missing, a duplicate, a lone surrogate, an empty token, a byte out of range.
    expect(serializeRanks(replaced(rankOf("a"), undefined))).toBeUndefined();
    expect(serializeRanks(replaced(rankOf(" the"), " and"))).toBeUndefined();
    expect(serializeRanks(replaced(rankOf(" the"), "x\ud800"))).toBeUndefined();
    expect(serializeRanks(replaced(rankOf(" the"), ""))).toBeUndefined();
    expect(serializeRanks(replaced(rankOf(" the"), [256]))).toBeUndefined();
    expect(serializeRanks(replaced(rankOf(" the"), "x".repeat(70_000)))).toBeUndefined();
  });

  it("is not opened from a file that is not whole or not of this format", () => {
    const changed = (at: number, byte: number) => Uint8Array.from(file, (b, i) => (i === at ? byte : b));
    expect(RankTable.open(file.subarray(0, file.length - 1))).toBeUndefined();
    expect(RankTable.open(new Uint8Array([...file, 0]))).toBeUndefined();
    expect(RankTable.open(file.subarray(0, 10))).toBeUndefined();
    expect(RankTable.open(changed(0, 0x4f))).toBeUndefined(); // magic
    expect(RankTable.open(changed(4, 1))).toBeUndefined(); // format: the one before the hash table was written
    expect(RankTable.open(changed(16, file[16] + 1))).toBeUndefined(); // rank 0's length: the sum no longer matches
    // Rank 0 ("!") and rank 1 ('"') swap lengths and stay whole, but a single byte goes missing.
    const lengths = Uint8Array.from(file);
    lengths[16] = 2;
    lengths[18] = 0;
    expect(RankTable.open(lengths)).toBeUndefined();
    // A hash table with no empty slot, every slot naming rank 0: look-ups end, and the single bytes are not found.
    const full = Uint8Array.from(file);
    const slotsAt = full.length - 4 * (1 << 19);
    for (let at = slotsAt; at < full.length; at += 4) new DataView(full.buffer).setInt32(at, 1, true);
    expect(RankTable.open(full)).toBeUndefined();
  });

  it("reads its hash table where the file's bytes are not aligned, to the same ranks", () => {
    const shifted = new Uint8Array(file.length + 1).subarray(1);
    shifted.set(file);
    const copy = RankTable.open(shifted)!;
    for (const piece of [" the", "get_weather", "Größe", "中文", "\uFEFF名"]) expect(copy.mergeCount(piece), piece).toBe(table.mergeCount(piece));
    expect(copy.isToken(" using")).toBe(true);
  });
});

describe("the built plugin's first count", () => {
  const scratch = mkdtempSync(path.join(repoRoot, "scratch", "table-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** Copies dist/tokens into a folder of its own with `table` as its rank file, counts there in a fresh process. */
  function countWith(name: string, table: Uint8Array | undefined): { source: string; loadMs: number; counts: number[]; gptTokenizerLoaded: boolean } {
    const dir = path.join(scratch, name);
    cpSync(path.join(distDir, "tokens"), dir, { recursive: true });
    rmSync(path.join(dir, "o200k-ranks.bin"));
    if (table) writeFileSync(path.join(dir, "o200k-ranks.bin"), table);
    const script = `
      const { countO200k, o200kState } = await import(${JSON.stringify(path.join(dir, "o200k.js"))});
      const counts = ${JSON.stringify(TEXTS)}.map(countO200k);
      const { source, loadMs } = o200kState();
      const gptTokenizerLoaded = Object.keys((await import("node:module")).createRequire(import.meta.url).cache).some((file) => file.includes("gpt-tokenizer"));
      console.log(JSON.stringify({ source, loadMs, counts, gptTokenizerLoaded }));
    `;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: repoRoot, encoding: "utf8" });
    expect(run.stderr).toBe("");
    return JSON.parse(run.stdout.trim().split("\n").at(-1)!) as ReturnType<typeof countWith>;
  }

  const TEXTS = ["get_weather:Get the current weather in a given location", "\uFEFFusing namespace std;\n\n", "Größe, Straße 🧪 中文字符", "lone \ud800 high", "\uFEFF名前"];
  const shipped = readFileSync(path.join(distDir, "tokens", "o200k-ranks.bin"));
  /** gpt-tokenizer's own counts of TEXTS. */
  async function expected(): Promise<number[]> {
    const { BytePairEncodingCore } = await import("gpt-tokenizer/BytePairEncodingCore");
    const { O200KBase } = await import("gpt-tokenizer/encodingParams/o200k_base");
    const core = new BytePairEncodingCore(O200KBase(ranks));
    return TEXTS.map((text) => core.countNative(text, new Set()));
  }

  it("reads the shipped table and nothing of gpt-tokenizer", async () => {
    const counted = countWith("shipped", shipped);
    expect(counted).toMatchObject({ source: "table", gptTokenizerLoaded: false });
    expect(counted.counts).toEqual(await expected());
  }, 30_000);

  it("counts with gpt-tokenizer, to the same numbers, when the table is missing or damaged", async () => {
    const counts = await expected();
    for (const [name, table] of [
      ["missing", undefined],
      ["truncated", shipped.subarray(0, shipped.length - 100)],
      ["empty", new Uint8Array(0)],
    ] as const) {
      const counted = countWith(name, table);
      expect(counted, name).toMatchObject({ source: "gpt-tokenizer", gptTokenizerLoaded: true });
      expect(counted.counts, name).toEqual(counts);
    }
  }, 60_000);
});

/** Whether the bytes are UTF-8: decoding them and encoding the text again gives them back (a bad byte becomes U+FFFD). */
function isUtf8(bytes: Uint8Array): boolean {
  return Buffer.compare(Buffer.from(Buffer.from(bytes).toString("utf8"), "utf8"), bytes) === 0;
}
