// Writes dist/tokens/o200k-ranks.bin: gpt-tokenizer's o200k_base ranks in the plugin's table format
// (src/tokens/o200k-table.ts), which the first token count reads instead of requiring the 2.4 MB ranks
// module. Runs after tsc in `npm run build`; fails the build when the ranks cannot be written exactly.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const dist = new URL("../dist/tokens/", import.meta.url);
const { serializeRanks, RankTable } = await import(new URL("o200k-table.js", dist).href);
const ranks = createRequire(import.meta.url)("gpt-tokenizer/bpeRanks/o200k_base").default;
const file = serializeRanks(ranks);
if (!file || !RankTable.open(file)) {
  console.error("scripts/o200k-table.mjs: gpt-tokenizer's o200k_base ranks do not fit the table format");
  process.exit(1);
}
writeFileSync(new URL("o200k-ranks.bin", dist), file);
