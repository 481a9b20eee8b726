// gpt-tokenizer's o200k_base parts, loaded with require when the first count asks for them and not
// before (see ./o200k.ts). ESLint rules are synchronous, so the package's ESM modules, which `import()`
// would load, cannot be awaited there; these CommonJS ones (its exports map: `"./*": { require:
// "./cjs/*.js" }`) can be required in the middle of a count. The ranks come already parsed: one 2.4 MB
// module of 200,000 strings (or byte lists, where a rank's bytes are not UTF-8).
//
// Each specifier is a literal, so what can be loaded here is fixed in the source. The file is kept to
// plain JavaScript syntax, without type annotations: under vitest, vite parses a `.cts` file as
// JavaScript (./o200k.ts gives the values their types).

/** The ranks, by rank: `(string | number[])[]` (gpt-tokenizer/bpeRanks/o200k_base). */
export function requireO200kRanks() {
  return require("gpt-tokenizer/bpeRanks/o200k_base").default;
}

/** gpt-tokenizer's `BytePairEncodingCore` class and the `O200KBase` encoding parameters. */
export function requireBpeCore() {
  const { BytePairEncodingCore } = require("gpt-tokenizer/BytePairEncodingCore");
  const { O200KBase } = require("gpt-tokenizer/encodingParams/o200k_base");
  return { BytePairEncodingCore, O200KBase };
}

/**
 * The rank table the build writes beside this file (scripts/o200k-table.mjs). Asked here, not with
 * `import.meta.url` in ./o200k.ts: the built plugin bundles ./o200k.ts into a module at dist/'s top
 * level (scripts/bundle.mjs), while this loader stays in dist/tokens/ beside the table.
 */
export function rankTableFile() {
  return require("node:path").join(__dirname, "o200k-ranks.bin");
}
