// The CLI's commands (`report`, `snapshot`): arguments in, output printed, the exit code out; `main.ts` runs it.
import { USAGE, asSingleRun, filesOf, missingPaths, parseArgs, report, type SetFinding } from "./report.js";
import type { ReportTool } from "./report.js";
import { createProgress } from "./progress.js";
import { runSnapshot } from "./snapshot.js";
import { setTotals } from "./snapshot-sets.js";

function printText(tools: readonly ReportTool[], sets: readonly SetFinding[], unanalysed: number, notInstalled: number, showSent: boolean): void {
  for (const tool of tools) {
    // A place whose tools are not followed has no name, size or schema of its own: only why.
    if (tool.unfollowed) {
      console.log(`${tool.file}:${tool.line}  (tools not followed)  ${tool.framework} ${tool.form}`);
      if (tool.unresolved) console.log(`  note  ${tool.unresolved}`);
      continue;
    }
    console.log(`${tool.file}:${tool.line}  ${tool.name ?? "(name not static)"}  ${tool.framework} ${tool.form}  ${tool.tokensBy === "estimate" ? "~" : ""}${tool.tokens} tokens  ${tool.schemaHash}  ${tool.route}`);
    if (tool.writtenIn) console.log(`  written in ${tool.writtenIn}, which is linted under another tsconfig`);
    if (tool.unresolved) console.log(`  note  ${tool.unresolved}`);
    const targets = tool.destinations.map((d) => d.target).join(", ");
    if (tool.destinations.length > 0) console.log(tool.usedNowhere ? `  checked for ${targets} (${tool.via})` : `  sent to ${targets} (${tool.via})`);
    if (showSent) {
      for (const d of tool.destinations) {
        console.log(`  → ${d.target} (${d.mode}, ${d.field}) as "${d.name ?? "(name not static)"}", ${d.tokensBy === "estimate" ? "~" : ""}${d.tokens} tokens: ${JSON.stringify(d.schema)}`);
      }
    }
    for (const f of tool.findings) console.log(`  ${f.severity.padEnd(7)} ${f.code}: ${f.message}`);
  }
  for (const f of sets) console.log(`${f.file}:${f.line}  ${f.severity.padEnd(7)} ${f.code}: ${f.message}`);
  // What one request carrying each whole set costs per destination ("~": estimated, else counted with o200k).
  const notFollowed = notFollowedBySet(tools);
  for (const { set, tools: count, byType, totals } of setTotals(tools)) {
    const atMost = byType > 0 ? "up to " : "";
    const why = byType > 0 ? ` (${byType} placed by their type, which a choice made at run time may leave out)` : "";
    // What the set's members whose tools are not followed add is unknown: the count and totals are of the others.
    const unknown = notFollowed.get(set.id) ? ` and ${notFollowed.get(set.id)} member(s) whose tools are not followed` : "";
    console.log(`${set.id}  ${atMost}${count} tool(s) per request${unknown}${why}: ${totals.map((t) => `${t.target} ${atMost}${t.tokensBy === "estimate" ? "~" : ""}${t.tokens}`).join(", ")}${unknown ? " and more" : ""}`);
  }
  const findings = tools.reduce((n, t) => n + t.findings.length, 0) + sets.length;
  const missed = unanalysed > 0 ? `; ${unanalysed} file(s) that may hold tools could not be analysed (see the notes)` : "";
  const uninstalled = notInstalled > 0 ? `; ${notInstalled} file(s) import packages that are not installed (see the notes)` : "";
  const unfollowed = tools.filter((tool) => tool.unfollowed).length;
  const places = unfollowed > 0 ? `; ${unfollowed} place(s) whose tools are not followed (see the notes)` : "";
  console.log(`\n${tools.length - unfollowed} tool definition(s), ${findings} finding(s)${places}${missed}${uninstalled}`);
}

/** Per set id, how many of its members are places whose tools are not followed. */
function notFollowedBySet(tools: readonly ReportTool[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const tool of tools) if (tool.unfollowedIn) counts.set(tool.unfollowedIn, (counts.get(tool.unfollowedIn) ?? 0) + 1);
  return counts;
}

export async function main(): Promise<number> {
  if (process.argv[2] === "snapshot") return runSnapshot(process.argv.slice(3), process.cwd());
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
  const progress = createProgress(process.stderr);
  const { tools, sets, notes, unanalysed, notInstalled } = await asSingleRun(() => report(args, process.cwd(), { onProgress: progress.update })).finally(progress.end);
  for (const note of notes) console.error(`note: ${note}`);
  if (args.json) {
    const shown = tools.map(({ file, line, writtenIn, framework, form, name, tokens, tokensBy, set, schemaHash, route, unresolved, findings, schema, destinationsFrom, via, usedNowhere, unfollowed, unfollowedIn, destinations, typesFrom }) => ({
      file, line, ...(writtenIn ? { writtenIn } : {}), framework, form, name, tokens, tokensBy, set: set?.id ?? null, schemaHash, route, ...(unresolved ? { unresolved } : {}), findings, schema, destinationsFrom, via, ...(usedNowhere ? { usedNowhere } : {}),
      ...(unfollowed ? { unfollowed } : {}), ...(unfollowedIn ? { unfollowedIn } : {}), destinations, typesFrom,
    }));
    const notFollowed = notFollowedBySet(tools);
    const toolSets = setTotals(tools).map(({ set, tools: count, byType, totals }) => ({
      id: set.id,
      label: set.label,
      tools: count,
      ...(byType > 0 ? { placedByType: byType } : {}),
      ...(notFollowed.get(set.id) ? { notFollowed: notFollowed.get(set.id) } : {}),
      totals,
    }));
    console.log(JSON.stringify({ tools: shown, sets, toolSets, unanalysed, notInstalled }, null, 2));
  } else printText(tools, sets, unanalysed.length, filesOf(notInstalled), args.showSent);
  if (!args.fail) return 0;
  // A gate never passes on what it could not read: files that may hold tools and were not analysed
  // fail it (2) before findings do (1); other notes (an unused directive) are shown, not counted.
  // The same for a checkout whose framework packages are not installed: its tools were read without types.
  if (unanalysed.length > 0 || notInstalled.length > 0) return 2;
  return tools.some((t) => t.findings.some((f) => f.severity === "error")) || sets.some((f) => f.severity === "error") ? 1 : 0;
}
