// The editor case on the example project, for profiling (`node --cpu-prof bench/examples-editor.mjs`):
//   node bench/examples-editor.mjs [edits] [file …]
// One ESLint instance with the example project's own config (the plugin included), as an editor's
// ESLint server keeps it; each file is linted 3 times to warm up, then `edits` times, each time after
// a new comment line and one changed description (a new program every time). Prints the plugin's
// median time per file and how many definitions came from the cross-program cache. With
// PROFILE=<file.cpuprofile>, the edits (not the warm-up) are profiled into that file.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Session } from "node:inspector/promises";
import { writeFileSync } from "node:fs";
import { ESLint } from "eslint";

const root = fileURLToPath(new URL("../examples/", import.meta.url));
const [editsArg, ...fileArgs] = process.argv.slice(2);
const edits = Number(editsArg ?? 6);
const files = fileArgs.length > 0 ? fileArgs : [
  "src/frameworks/mcp.ts", "src/frameworks/langchain.ts", "src/frameworks/mastra.ts", "src/frameworks/google-genai.ts",
  "src/frameworks/ai-sdk.ts", "src/frameworks/ai-sdk-agent.ts", "src/frameworks/openai.ts", "src/frameworks/anthropic.ts",
  "src/frameworks/openai-agents.ts", "src/tools/billing.ts", "src/tools/search.ts",
];
const eslint = new ESLint({ cwd: root, stats: true });
const { definitionCacheStats } = await import("../dist/analysis/cache/index.js");

let edit = 0;
/** A comment line on top and the first description that follows the edit number changed. */
function edited(text) {
  const n = edit++;
  const descriptions = [...text.matchAll(/description: "/g)];
  const at = descriptions.length > 0 ? descriptions[n % descriptions.length].index + 14 : -1;
  const changed = at < 0 ? text : `${text.slice(0, at)}Revision ${n}. ${text.slice(at)}`;
  return `// edit ${n}\n${changed}`;
}

async function lintOnce(filePath, original) {
  const [result] = await eslint.lintText(edited(original), { filePath });
  const fatal = result.messages.find((m) => m.fatal || m.ruleId === null);
  if (fatal) throw new Error(`${filePath}: ${fatal.message}`);
  let pluginMs = 0;
  for (const pass of result.stats?.times.passes ?? []) {
    for (const [ruleId, time] of Object.entries(pass.rules ?? {})) if (ruleId.startsWith("tool-schema/")) pluginMs += time.total;
  }
  return { pluginMs, messages: result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`) };
}

const session = process.env.PROFILE ? new Session() : undefined;
if (session) {
  session.connect();
  await session.post("Profiler.enable");
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const file of files) {
  const filePath = path.join(root, file);
  const original = readFileSync(filePath, "utf8");
  for (let i = 0; i < 3; i++) await lintOnce(filePath, original);
  if (session) await session.post("Profiler.start");
  const before = definitionCacheStats();
  const times = [];
  for (let i = 0; i < edits; i++) times.push((await lintOnce(filePath, original)).pluginMs);
  const after = definitionCacheStats();
  if (session) writeFileSync(`${process.env.PROFILE}.${path.basename(file)}.cpuprofile`, JSON.stringify((await session.post("Profiler.stop")).profile));
  console.log(`${file.padEnd(32)} plugin ${median(times).toFixed(1).padStart(7)} ms median  (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)})  definitions from cache ${after.hits - before.hits}/${after.hits - before.hits + after.misses - before.misses}, files ${after.fileHits - before.fileHits}/${after.fileHits - before.fileHits + after.fileMisses - before.fileMisses}`);
}
