#!/usr/bin/env node
import { USAGE, missingPaths, parseArgs, report, type SetFinding } from "./report.js";
import type { ReportedTool } from "./collect.js";

function printText(tools: readonly ReportedTool[], sets: readonly SetFinding[], showSent: boolean): void {
  for (const tool of tools) {
    console.log(`${tool.file}:${tool.line}  ${tool.name ?? "(name not static)"}  ${tool.framework} ${tool.form}  ~${tool.tokens} tokens  ${tool.schemaHash}  ${tool.route}`);
    if (tool.unresolved) console.log(`  note  ${tool.unresolved}`);
    if (tool.destinations.length > 0) console.log(`  sent to ${tool.destinations.map((d) => d.target).join(", ")} (${tool.via})`);
    if (showSent) {
      for (const d of tool.destinations) {
        console.log(`  → ${d.target} (${d.mode}, ${d.field}) as "${d.name ?? "(name not static)"}", ~${d.tokens} tokens: ${JSON.stringify(d.schema)}`);
      }
    }
    for (const f of tool.findings) console.log(`  ${f.severity.padEnd(7)} ${f.code}: ${f.message}`);
  }
  for (const f of sets) console.log(`${f.file}:${f.line}  ${f.severity.padEnd(7)} ${f.code}: ${f.message}`);
  const findings = tools.reduce((n, t) => n + t.findings.length, 0) + sets.length;
  console.log(`\n${tools.length} tool definition(s), ${findings} finding(s)`);
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === "string") {
    const isHelp = args === USAGE;
    (isHelp ? console.log : console.error)(args);
    return isHelp ? 0 : 2;
  }
  const missing = missingPaths(args.paths, process.cwd());
  if (missing.length > 0) {
    console.error(`No such file or directory: ${missing.join(", ")}`);
    return 2;
  }
  const { tools, sets, notes } = await report(args, process.cwd());
  for (const note of notes) console.error(`note: ${note}`);
  if (args.json) {
    const shown = tools.map(({ file, line, framework, form, name, tokens, schemaHash, route, findings, schema, destinationsFrom, via, destinations }) => ({
      file, line, framework, form, name, tokens, schemaHash, route, findings, schema, destinationsFrom, via, destinations,
    }));
    console.log(JSON.stringify({ tools: shown, sets }, null, 2));
  } else printText(tools, sets, args.showSent);
  // Only findings decide the exit code: a note (a parse error, an unused directive) is shown, not counted.
  const failed = args.fail && (tools.some((t) => t.findings.some((f) => f.severity === "error")) || sets.some((f) => f.severity === "error"));
  return failed ? 1 : 0;
}

// Set the exit code and let Node exit on its own: process.exit() would cut piped output short.
main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
