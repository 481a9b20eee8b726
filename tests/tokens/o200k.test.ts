import { describe, expect, it } from "vitest";
import { countO200k, encodeO200k, o200kState } from "../../src/tokens/o200k.js";

/**
 * The plugin builds the o200k_base encoder itself, with gpt-tokenizer's CommonJS modules required on the
 * first count (see src/tokens/o200k.ts). These tests hold it to the package's own ranks and encoder, and
 * to the one figure OpenAI's cookbook prints for o200k_base. tests/tokens/o200k-count.test.ts holds the
 * plugin's faster count to the package's on a large corpus.
 */

describe("o200k_base as the plugin loads it", () => {
  it("is not loaded before the first count", () => {
    // Runs first in this file; other files of the same worker may have counted already (isolate: false).
    const state = o200kState();
    if (state.loaded) expect(state.loadMs).toBeGreaterThan(0);
    else expect(state).toEqual({ loaded: false });
  });

  it("encodes the cookbook's example as the cookbook prints it", () => {
    // OpenAI Cookbook, How_to_count_tokens_with_tiktoken.ipynb, cell 5 (o200k_base via gpt-4o-mini).
    expect(encodeO200k("tiktoken is great!")).toEqual([83, 8251, 2488, 382, 2212, 0]);
    expect(countO200k("antidisestablishmentarianism")).toBe(6);
    expect(encodeO200k("2 + 2 = 4")).toEqual([17, 659, 220, 17, 314, 220, 19]);
    expect(encodeO200k("お誕生日おめでとう")).toEqual([8930, 9697, 243, 128225, 8930, 17693, 4344, 48669]);
    expect(o200kState().loaded).toBe(true);
  });

  it("is built from gpt-tokenizer's own o200k_base ranks, as its encoding/o200k_base is", async () => {
    const { createRequire } = await import("node:module");
    // The plugin requires the CommonJS ranks module (src/tokens/o200k-require.cts); the encoding the
    // package exports for import uses the ESM one. The two hold the same table.
    const own = createRequire(import.meta.url)("gpt-tokenizer/bpeRanks/o200k_base") as { default: readonly (string | readonly number[])[] };
    const { default: reference } = (await import("gpt-tokenizer/bpeRanks/o200k_base")) as { default: readonly (string | readonly number[])[] };
    expect(own.default.length).toBe(199_998);
    expect(reference.length).toBe(199_998);
    const differing = reference.flatMap((value, rank) => (JSON.stringify(value) === JSON.stringify(own.default[rank]) ? [] : [rank]));
    expect(differing).toEqual([]);
    countO200k("x");
    // From src/ there is no rank table beside the module (the build writes it into dist/tokens/).
    expect(o200kState()).toMatchObject({ loaded: true, source: "gpt-tokenizer", fast: true });
  }, 30_000);

  it("counts like gpt-tokenizer's encoding/o200k_base on a mixed corpus", async () => {
    const reference = await import("gpt-tokenizer/encoding/o200k_base");
    const corpus = [
      "get_weather:Get the current weather in a given location",
      "location:string:The city and state, e.g. San Francisco, CA",
      "unit:['string', 'null']:",
      "\uFEFFusing namespace std;\n\n",
      "Ünïcödé — “quotes” and emoji 🧪🚀 and 中文字符 and العربية",
      "a <|endoftext|> b <|im_start|>",
      "    indented\r\n\ttabs\u00a0nbsp",
      "x".repeat(5000),
      JSON.stringify({ type: "object", properties: { a: { type: "string", enum: ["x", "y"] } } }),
    ];
    for (const text of corpus) {
      expect(encodeO200k(text), text.slice(0, 40)).toEqual(reference.encode(text, { disallowedSpecial: new Set() }));
    }
  });
});
