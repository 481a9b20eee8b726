// Lints the bundled example project with ESLint's default output, then sums up what was found per
// framework with the plugin's own report command. ESLint exits 1 when it reports errors, which is
// the point of the demo, so only a crash (exit 2) fails this script.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const examples = fileURLToPath(new URL("../examples/", import.meta.url));
const eslint = fileURLToPath(new URL("../node_modules/eslint/bin/eslint.js", import.meta.url));
const cli = fileURLToPath(new URL("../dist/cli/main.js", import.meta.url));
const started = performance.now();
const run = spawnSync(process.execPath, [eslint, "."], { cwd: examples, stdio: "inherit" });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (run.status !== 0 && run.status !== 1) {
  console.error(`eslint failed (exit ${run.status ?? run.signal}).`);
  process.exit(run.status ?? 2);
}
console.log(`Linted examples/ in ${seconds} s${run.status === 1 ? " (the findings above are what the demo shows)" : ""}.`);

// The same project through `tool-schema report --json`: every tool found, by framework.
const report = spawnSync(process.execPath, [cli, "report", "--json"], { cwd: examples, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
if (report.status !== 0) {
  console.error(report.stderr || `tool-schema report failed (exit ${report.status ?? report.signal}).`);
  process.exit(2);
}
const { tools } = JSON.parse(report.stdout);
const byFramework = new Map();
for (const tool of tools) {
  const entry = byFramework.get(tool.framework) ?? { tools: 0, findings: 0, forms: new Set() };
  entry.tools += 1;
  entry.findings += tool.findings.length;
  entry.forms.add(tool.form);
  byFramework.set(tool.framework, entry);
}
console.log("\nTools found per framework (tool-schema report):");
for (const [framework, { tools: count, findings, forms }] of [...byFramework].sort((a, b) => a[0].localeCompare(b[0]))) {
  console.log(`  ${framework.padEnd(28)} ${String(count).padStart(3)} tools, ${String(findings).padStart(3)} findings  (${[...forms].join(", ")})`);
}
