import { describe, expect, it } from "vitest";
import { asciiPieceEnd } from "../../src/tokens/o200k-ascii.js";
import { fastCounter, tableCounter } from "../../src/tokens/o200k-count.js";
import { RankTable, serializeRanks } from "../../src/tokens/o200k-table.js";
import { countO200k, countO200kNative, o200kState } from "../../src/tokens/o200k.js";
import { seededRandom } from "../../bench/seeded-random.mjs";

/**
 * The plugin's o200k count (src/tokens/o200k-count.ts: its own pre-tokenizer on ASCII text, gpt-tokenizer's
 * rank map and byte-pair merge) must equal gpt-tokenizer's: `countNative` and the number of ids its
 * `encoding/o200k_base` gives. Held to both on a deterministic corpus of every kind of text tool
 * definitions carry, fragments joined and cut at random, on fuzzed strings made of one character of
 * each class the pre-tokenizer tells apart, and on random ASCII.
 */

const FRAGMENTS = [
  // English, with contractions, upper case, numbers, punctuation
  "Get the current weather in a given location. Use it when the user asks about the forecast; don't guess.",
  "It's the user's call: they'll confirm, we've checked, you're done, I'm sure, he'd know. IT'S, THEY'LL, WE'VE, YOU'RE, I'M, HE'D",
  "x's y'S z'd Q'D n'm N'M o't O'T a'll a'LL a'lL a've A'VE a're A'RE a'r a'v a'l a'' a'x 'tis '90s rock'n'roll",
  "HTTP JSON_SCHEMA API_KEY URL iPhone McDonald's camelCaseName PascalCase snake_case kebab-case SCREAMING-CASE mIxEd CaSe ABCdef ABC-def",
  "The quick brown fox jumps over the lazy dog. THE QUICK BROWN FOX! the_quick.brown-fox",
  // German, French, Spanish, Turkish, Polish, Vietnamese
  "Für Kunden in der EU gelten andere Fristen; Größe, Straße, Äpfel, Öl, Übermaß — „Anführungszeichen“.",
  "Les montants sont affichés en euros (€) ; l'élève, aujourd'hui, À BIENTÔT, ÉTÉ, naïve, cœur, Noël.",
  "¿Dónde está el niño? ¡Mañana! Año, pingüino. İstanbul, ılık, IŞIK. Zażółć gęślą jaźń. Tiếng Việt có dấu.",
  // Greek, Cyrillic, Arabic, Hebrew, Devanagari, Thai
  "Ελληνικά: ΑΒΓ αβγ Ωμέγα. Русский текст: Привет, МИР! Пример с цифрами 123.",
  "العربية: مرحبا بالعالم ١٢٣٤٥٦ — עברית: שלום עולם. हिन्दी: नमस्ते दुनिया, प्रमुख। ภาษาไทย: สวัสดีครับ",
  // CJK
  "中文字符：你好，世界！天气预报。日本語：お誕生日おめでとう、カタカナ、ｶﾀｶﾅ。한국어: 안녕하세요, 세계!",
  "全角数字１２３ and ＡＢＣ ａｂｃ、句読点。「引用」『二重』【括弧】",
  // emoji
  "emoji 🧪🚀 👍🏽 👨‍👩‍👧‍👦 🇫🇷🇩🇪 ❤️ ✅ ☕ 😀😃😄 and text🙂after",
  // digits
  "0 12 123 1234 12345 123456 1234567 3.14159 1,000,000 2026-12-01T10:00:00Z +49 (0)30 1234-5678 v1.2.3 0x1F 1e-9 ²³ ½ Ⅻ ٣٤",
  // code
  "function getWeather(city: string): Promise<Weather> {\n\treturn fetch(`/api/weather?city=${encodeURIComponent(city)}`);\n}\n",
  "def count(xs):\n    # counts things\n    return sum(1 for x in xs if x is not None)  # trailing\n\n\nclass A(B):\n    pass\n",
  "for (let i = 0; i < n; i += 1) { a[i] = b[i] ?? c; } // done\n/* block */ /** doc */ // slashes ///\n#include <stdio.h>\r\n",
  "https://example.com/path/to/resource?q=1&r=two#frag C:\\Users\\me\\file.txt ./src/index.ts ../../x",
  // JSON
  '{"type":"object","properties":{"city":{"type":"string","description":"The city, e.g. San Francisco, CA"},"unit":{"type":["string","null"],"enum":["celsius","fahrenheit"]}},"required":["city"],"additionalProperties":false}',
  '{\n  "name": "get_weather",\n  "parameters": {\n    "type": "object",\n    "properties": {}\n  }\n}\n',
  "unit:['string', 'null']:The unit of temperature",
  // whitespace
  "a  b   c    d\t\te\t \tf \t g\n\nh\r\n\r\ni\rj \n k  \n  l\u00a0m\u3000n\u2028o\u2029p\u000bq\u000cr\ufeffs\u200bt\u202fu\u205fv\u1680w\u2003x",
  "    indented\r\n\ttabs\u00a0nbsp   \n\n\n      \t\t\n",
  "   ",
  "\n",
  "\r\n\r\n",
  " \t \n \t ",
  "trailing spaces   ",
  // marks, letters of the rarer kinds, controls, surrogates, special tokens
  "e\u0301 a\u0308 n\u0303 x\u20d7 ª º ʰ ǅ ǈ ǋ ǲ ᾈ Ⅸ ⅸ ß ẞ ﬁ",
  "\u0000\u0001\u001b[0m\u001f\u007f bell\u0007 \u0085 \u00ad",
  "lone \ud800 high and \udc00 low and \ud83d",
  "a <|endoftext|> b <|im_start|>user<|im_sep|> <|fim_prefix|>",
  // markdown
  "# Heading\n\n- item **bold** _it_ `code`\n- [link](http://x.y)\n\n> quote\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
  "antidisestablishmentarianism pneumonoultramicroscopicsilicovolcanoconiosis Donaudampfschifffahrtsgesellschaftskapitän",
];

const SEPARATORS = ["", " ", "  ", "\n", "\r\n", "\t", ", ", ". ", "'", "/", ":", " \n ", "\u00a0", "é", "1", "A", "_"];

/** One character (or pair) of each class the pre-tokenizer tells apart, ASCII and not. */
const ALPHABET = [
  ..."abZQesStTlLvVeErRdDmM'019 \t\n\r\u000b\u000c/{}.,\"_-#\u0000\u007f",
  "  ",
  "\r\n",
  "é",
  "É",
  "ª",
  "ʰ",
  "ǅ",
  "\u0301",
  "中",
  "🧪",
  "\u00a0",
  "\u3000",
  "\u2028",
  "²",
  "٣",
  "’",
  "€",
  "\ud800",
];


function buildCorpus(): string[] {
  const g = seededRandom(15);
  const corpus = [...FRAGMENTS, FRAGMENTS.join("\n"), FRAGMENTS.join(" "), FRAGMENTS.join("\r\n\r\n")];
  for (let i = 0; i < 3000; i += 1) {
    const parts: string[] = [];
    for (let p = g.int(1, 8); p > 0; p -= 1) {
      let fragment = g.pick(FRAGMENTS);
      // Cut at a random code unit (so a piece may start or end anywhere, even inside a surrogate pair).
      if (g.int(0, 2) === 0) fragment = fragment.slice(g.int(0, fragment.length), g.int(0, fragment.length) + g.int(0, 60));
      if (g.int(0, 4) === 0) fragment = fragment.toUpperCase();
      parts.push(fragment, g.pick(SEPARATORS));
    }
    corpus.push(parts.join(""));
  }
  for (let i = 0; i < 40_000; i += 1) {
    let text = "";
    for (let n = g.int(1, 24); n > 0; n -= 1) text += g.pick(ALPHABET);
    corpus.push(text);
  }
  // Every ASCII character, controls included.
  for (let i = 0; i < 10_000; i += 1) {
    let text = "";
    for (let n = g.int(1, 16); n > 0; n -= 1) text += String.fromCharCode(g.int(0, 0x7f));
    corpus.push(text);
  }
  return corpus;
}

const corpus = buildCorpus();

/** A count over the rank table made from gpt-tokenizer's own ranks, as scripts/o200k-table.mjs makes it. */
async function tableCount(): Promise<(text: string) => number> {
  const { default: ranks } = (await import("gpt-tokenizer/bpeRanks/o200k_base")) as { default: (string | number[])[] };
  const table = RankTable.open(serializeRanks(ranks)!);
  return tableCounter(table!)!;
}
const corpusChars = corpus.reduce((sum, text) => sum + text.length, 0);
const O200K_SPLIT = /[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?:'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE]))?|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?:'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE]))?|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+/gu;

describe("the plugin's o200k count equals gpt-tokenizer's", () => {
  it("the corpus is the one described", () => {
    expect(corpus.length).toBe(53_037);
    expect(corpusChars).toBe(1_432_686);
  });

  it("splits ASCII text as the pre-tokenizer's pattern does, piece by piece", async () => {
    const { O200K_TOKEN_SPLIT_REGEX } = await import("gpt-tokenizer/encodingParams/constants");
    // The pattern the ASCII path was written from is the package's.
    expect(O200K_TOKEN_SPLIT_REGEX.source).toBe(O200K_SPLIT.source);
    expect(O200K_TOKEN_SPLIT_REGEX.flags).toBe("gu");
    const differing: string[] = [];
    let pieces = 0;
    let decided = 0;
    for (const text of corpus) {
      // Code units past the text's end must not matter (the plugin reuses the array): fill them with
      // what would change a piece if it were read.
      const codes = new Uint16Array(text.length + 4).fill(0x61);
      for (let i = 0; i < text.length; i += 1) codes[i] = text.charCodeAt(i);
      for (const match of text.matchAll(O200K_TOKEN_SPLIT_REGEX)) {
        pieces += 1;
        const end = asciiPieceEnd(codes, match.index, text.length);
        if (end === -1) continue;
        decided += 1;
        if (end !== match.index + match[0].length) differing.push(`${JSON.stringify(text)} at ${match.index}: ${end}`);
      }
    }
    expect(differing).toEqual([]);
    expect(pieces).toBe(585_937);
    // Most pieces are decided without the pattern, even in a corpus this rich in non-ASCII text.
    expect(decided).toBe(375_298);
  }, 60_000);

  it("counts every text of the corpus as countNative and encoding/o200k_base's encode do, over either source of ranks", async () => {
    const reference = await import("gpt-tokenizer/encoding/o200k_base");
    // Under vitest the plugin's module runs from src/, where no rank table is built: countO200k counts
    // over gpt-tokenizer's core, and the table (what the built plugin reads) is held here beside it.
    const overTable = await tableCount();
    const differing: string[] = [];
    let total = 0;
    for (const text of corpus) {
      const count = countO200k(text);
      total += count;
      const native = countO200kNative(text);
      const ids = reference.encode(text, { disallowedSpecial: new Set() }).length;
      const fromTable = overTable(text);
      if (count !== native || count !== ids || count !== fromTable) {
        differing.push(`${JSON.stringify(text.slice(0, 80))}: ${count}, countNative ${native}, encode ${ids}, table ${fromTable}`);
      }
    }
    expect(differing).toEqual([]);
    expect(total).toBe(876_393);
    expect(o200kState()).toMatchObject({ loaded: true, fast: true });
  }, 120_000);

  it("counts texts of any length, a long one between short ones, as countNative does", async () => {
    // Longer than the code-unit array the count keeps (65,536), then shorter ones reusing the kept one.
    const long = FRAGMENTS.join(" ").repeat(40);
    expect(long.length).toBe(106_160);
    const overTable = await tableCount();
    for (const text of [long, "Short one.", long.slice(0, 2000), "y", long.slice(1)]) {
      expect(countO200k(text), text.slice(0, 20)).toBe(countO200kNative(text));
      expect(overTable(text), text.slice(0, 20)).toBe(countO200kNative(text));
    }
  });

  it("counts lines like those of bench/tokens.mjs's definitions as countNative does", async () => {
    const g = seededRandom(20261201);
    const words = "Use it when the user asks about an unpaid invoice; amounts are in minor units with a three-letter currency code such as EUR or USD. für Kunden in der EU gelten andere Fristen. les montants sont affichés en euros (€). at most 250 results come back per page".split(" ");
    let total = 0;
    for (let i = 0; i < 2000; i += 1) {
      const line = `search_order_${i}:${Array.from({ length: g.int(5, 60) }, () => g.pick(words)).join(" ")}`;
      const count = countO200k(line);
      expect(count, line).toBe(countO200kNative(line));
      total += count;
    }
    expect(total).toBe(86_851);
  });
});

describe("the fast count is used only where it holds", () => {
  async function core() {
    const { BytePairEncodingCore } = await import("gpt-tokenizer/BytePairEncodingCore");
    const { O200KBase } = await import("gpt-tokenizer/encodingParams/o200k_base");
    const { default: ranks } = (await import("gpt-tokenizer/bpeRanks/o200k_base")) as { default: (string | number[])[] };
    return new BytePairEncodingCore(O200KBase(ranks));
  }
  const like = (base: object, changes: object) => Object.assign(Object.create(Object.getPrototypeOf(base) as object) as object, base, changes);

  it("is made from gpt-tokenizer 4.0.0's o200k core, and counts as it does", async () => {
    const real = await core();
    const count = fastCounter(real);
    expect(typeof count).toBe("function");
    for (const text of FRAGMENTS) expect(count!(text), text).toBe(real.countNative(text, new Set()));
  }, 30_000);

  it("is not made when the core's internals are missing or not the ones it reads", async () => {
    const real = await core();
    expect(fastCounter(undefined)).toBeUndefined();
    expect(fastCounter({})).toBeUndefined();
    expect(fastCounter(like(real, { bytePairStringRankEncoder: undefined }))).toBeUndefined();
    expect(fastCounter(like(real, { bytePairStringRankEncoder: new Map([["a", 1]]) }))).toBeUndefined();
    expect(fastCounter(like(real, { bytePairEncode: undefined }))).toBeUndefined();
    // Another pre-tokenizer (cl100k_base's, say) is not the one the ASCII path follows.
    const { CL100K_TOKEN_SPLIT_REGEX } = await import("gpt-tokenizer/encodingParams/constants");
    expect(fastCounter(like(real, { tokenSplitRegex: CL100K_TOKEN_SPLIT_REGEX }))).toBeUndefined();
    expect(fastCounter(like(real, { tokenSplitRegex: new RegExp(O200K_SPLIT.source, "g") }))).toBeUndefined();
    // A merge that gives other counts fails the probe text.
    expect(fastCounter(like(real, { bytePairEncode: (piece: string) => [...piece].map(() => 0) }))).toBeUndefined();
  }, 30_000);
});
