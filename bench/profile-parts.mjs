// Where the plugin's time goes in a CPU profile (`node --cpu-prof`): every sample with a frame of the
// plugin's dist/ on its stack is charged to the plugin, and to the room of the plugin frame nearest the
// leaf (its folder under dist/, e.g. `schema/zod-chain`), so the checker work a room asks for counts as
// that room's. Samples inside ts-json-schema-generator or gpt-tokenizer under the plugin count as theirs.
// Usage: node bench/profile-parts.mjs <file.cpuprofile> [more.cpuprofile …]
import { readFileSync } from "node:fs";

/** The plugin's dist/ as this checkout builds it, and as an installed package holds it. */
const DIST_PREFIXES = [new URL("../dist/", import.meta.url).href, "/node_modules/eslint-plugin-tool-schema/dist/"];
const LIBRARIES = [
  ["ts-json-schema-generator", /\/node_modules\/ts-json-schema-generator\//],
  ["gpt-tokenizer", /\/node_modules\/gpt-tokenizer\//],
];

/**
 * The plugin's room a frame belongs to (its folder under dist/, "(top)" for dist/ itself), or undefined
 * outside the plugin. The presets' parser (dist/parser.js) only hands each file to typescript-eslint's
 * parser, whose parse and program every typed setup pays: it is not the plugin's.
 */
function roomOf(url) {
  for (const prefix of DIST_PREFIXES) {
    const at = url.indexOf(prefix);
    if (at === -1 || (prefix.startsWith("file:") && at !== 0)) continue;
    if (url.slice(at + prefix.length) === "parser.js") return undefined;
    const folders = url.slice(at + prefix.length).split("/").slice(0, -1);
    return folders.length === 0 ? "(top)" : folders.join("/");
  }
  return undefined;
}

export function parts(file) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const charged = new Map();
  let total = 0;
  let plugin = 0;
  const chargeOf = new Map();
  const chargeFor = (id) => {
    if (chargeOf.has(id)) return chargeOf.get(id);
    let library;
    let room;
    for (let at = id; at !== undefined && room === undefined; at = parent.get(at)) {
      const url = byId.get(at).callFrame.url;
      room = roomOf(url);
      if (room === undefined && library === undefined) library = LIBRARIES.find(([, pattern]) => pattern.test(url))?.[0];
    }
    const charge = room === undefined ? undefined : (library ?? room);
    chargeOf.set(id, charge);
    return charge;
  };
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index + 1] ?? 0;
    total += micros;
    const charge = chargeFor(id);
    if (charge === undefined) return;
    plugin += micros;
    charged.set(charge, (charged.get(charge) ?? 0) + micros);
  });
  return { total, plugin, charged };
}

const isMain = import.meta.url === new URL(`file://${process.argv[1]}`).href;
for (const file of isMain ? process.argv.slice(2) : []) {
  const { total, plugin, charged } = parts(file);
  const ms = (micros) => (micros / 1000).toFixed(0).padStart(6);
  console.log(`${file}\n  main thread ${ms(total)} ms, plugin ${ms(plugin)} ms (${((plugin / total) * 100).toFixed(1)} %)`);
  for (const [name, micros] of [...charged].sort((a, b) => b[1] - a[1])) console.log(`  ${ms(micros)} ms  ${name}`);
}
