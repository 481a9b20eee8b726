#!/usr/bin/env node
// The rules table of README.md, generated from the built plugin so it cannot drift from the rules'
// metadata and the presets. Build first (`npm run build`), then:
//   node scripts/readme-table.mjs --write   rewrite the table between the markers
//   node scripts/readme-table.mjs --check   exit 1, with a diff, when README.md is out of date
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

export const START_MARKER = "<!-- rules-table:start -->";
export const END_MARKER = "<!-- rules-table:end -->";

const PRESETS = ["recommended", "strict", "design"];
const SEVERITY_NAMES = { 0: "off", 1: "warn", 2: "error" };

/** "error" / "warn" for a rule in a flat config's rules map, "" when the preset leaves it off. */
function severityIn(config, ruleId) {
  const entry = config?.rules?.[ruleId];
  const level = Array.isArray(entry) ? entry[0] : entry;
  const name = typeof level === "number" ? SEVERITY_NAMES[level] : level;
  return name === undefined || name === "off" ? "" : name;
}

function cell(text) {
  return String(text).replace(/\|/g, "\\|");
}

/**
 * The Markdown table of every rule of a plugin shaped `{ rules, configs }`: name linked to its page,
 * description, severity in each preset, 🔧 when it has an autofix, 💡 when it offers suggestions.
 */
export function rulesTable(plugin) {
  const lines = [
    "| Rule | Description | 🟢 recommended | 🟣 strict | 🎨 design | 🔧 | 💡 |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const name of Object.keys(plugin.rules).sort()) {
    const meta = plugin.rules[name].meta ?? {};
    const ruleId = `tool-schema/${name}`;
    const [recommended, strict, design] = PRESETS.map((preset) => severityIn(plugin.configs[preset], ruleId));
    lines.push(
      `| [${name}](docs/rules/${name}.md) | ${cell(meta.docs?.description ?? "")} | ${recommended} | ${strict} | ${design} | ${
        meta.fixable ? "🔧" : ""
      } | ${meta.hasSuggestions ? "💡" : ""} |`,
    );
  }
  return lines.join("\n");
}

/** The text between the markers, without the blank lines around it; undefined without markers. */
export function tableInReadme(readme) {
  const start = readme.indexOf(START_MARKER);
  const end = readme.indexOf(END_MARKER);
  if (start === -1 || end === -1 || end < start) return undefined;
  return readme.slice(start + START_MARKER.length, end).trim();
}

/** README with the table between the markers replaced. */
export function withTable(readme, table) {
  const start = readme.indexOf(START_MARKER);
  const end = readme.indexOf(END_MARKER);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`README.md needs the markers ${START_MARKER} and ${END_MARKER}, in that order.`);
  }
  return `${readme.slice(0, start + START_MARKER.length)}\n\n${table}\n\n${readme.slice(end)}`;
}

/** A line diff good enough for a table: lines only in README (-) and only in the generated table (+). */
export function tableDiff(current, expected) {
  const currentLines = (current ?? "").split("\n").filter((line) => line.trim() !== "");
  const expectedLines = expected.split("\n").filter((line) => line.trim() !== "");
  const removed = currentLines.filter((line) => !expectedLines.includes(line)).map((line) => `- ${line}`);
  const added = expectedLines.filter((line) => !currentLines.includes(line)).map((line) => `+ ${line}`);
  return [...removed, ...added].join("\n");
}

async function main(argv) {
  const mode = argv[0];
  if (argv.length !== 1 || (mode !== "--write" && mode !== "--check")) {
    console.error("Usage: node scripts/readme-table.mjs --write | --check");
    return 2;
  }
  const distEntry = new URL("../dist/index.js", import.meta.url);
  if (!existsSync(distEntry)) {
    console.error("dist/index.js is missing: run `npm run build` first.");
    return 2;
  }
  const plugin = (await import(distEntry.href)).default;
  const readmePath = fileURLToPath(new URL("../README.md", import.meta.url));
  const readme = readFileSync(readmePath, "utf8");
  const table = rulesTable(plugin);
  if (mode === "--write") {
    writeFileSync(readmePath, withTable(readme, table));
    console.log("README.md: rules table written.");
    return 0;
  }
  const current = tableInReadme(readme);
  if (current === table) return 0;
  console.error(
    current === undefined
      ? `README.md has no ${START_MARKER} … ${END_MARKER} markers.`
      : `README.md's rules table is out of date; run \`node scripts/readme-table.mjs --write\`.\n${tableDiff(current, table)}`,
  );
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}
