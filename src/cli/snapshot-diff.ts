import type { LockFile, LockTool } from "./snapshot-lock.js";

/** One difference between the lock file and the code, for one tool. */
export type ToolChange =
  | { readonly kind: "added" | "removed"; readonly tool: LockTool }
  | { readonly kind: "renamed"; readonly from: LockTool; readonly tool: LockTool }
  | { readonly kind: "changed"; readonly from: LockTool; readonly tool: LockTool; readonly what: readonly string[] };

/** A set whose per-request total moved at one destination. */
export interface SetDelta {
  readonly set: string;
  readonly target: string;
  readonly before: number | undefined;
  readonly after: number | undefined;
}

export interface LockDiff {
  readonly tools: readonly ToolChange[];
  readonly sets: readonly SetDelta[];
}

const baseKey = (tool: LockTool) => `${tool.file}\u0000${tool.set ?? ""}\u0000${tool.name ?? `#${tool.schema}`}`;

/** Each tool under a key of its own: a second tool of the same name in one set (a duplicate) gets `…#2`. */
function keyed(tools: readonly LockTool[]): Map<string, LockTool> {
  const seen = new Map<string, number>();
  const out = new Map<string, LockTool>();
  for (const tool of tools) {
    const base = baseKey(tool);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    out.set(n === 1 ? base : `${base}#${n}`, tool);
  }
  return out;
}
const sameRecord = (a: Readonly<Record<string, unknown>> = {}, b: Readonly<Record<string, unknown>> = {}) => JSON.stringify(a) === JSON.stringify(b);

/** What changed from `before` (the lock file) to `after` (the code). */
export function diffLocks(before: LockFile, after: LockFile): LockDiff {
  const old = keyed(before.tools);
  const now = keyed(after.tools);
  const changes: ToolChange[] = [];
  const removed = [...old].filter(([key]) => !now.has(key)).map(([, t]) => t);
  const added = [...now].filter(([key]) => !old.has(key)).map(([, t]) => t);
  // A tool that left and one that arrived in the same file and set, with the same schema and
  // description, is one tool renamed.
  for (const tool of [...added]) {
    const from = removed.find((r) => r.file === tool.file && r.set === tool.set && r.schema === tool.schema && r.description === tool.description);
    if (!from) continue;
    removed.splice(removed.indexOf(from), 1);
    added.splice(added.indexOf(tool), 1);
    changes.push({ kind: "renamed", from, tool });
  }
  for (const [key, tool] of now) {
    const from = old.get(key);
    if (!from) continue;
    const what: string[] = [
      ...(from.description !== tool.description ? ["description"] : []),
      ...(from.schema !== tool.schema ? ["schema"] : []),
      ...(!sameRecord(from.sentAs, tool.sentAs) ? ["name as sent"] : []),
    ];
    // Tokens follow the text; they are a change of their own only when nothing else moved (another charsPerToken).
    if (what.length === 0 && !sameRecord(from.tokens, tool.tokens)) what.push("tokens");
    if (what.length > 0) changes.push({ kind: "changed", from, tool, what });
  }
  changes.push(...added.map((tool) => ({ kind: "added" as const, tool })), ...removed.map((tool) => ({ kind: "removed" as const, tool })));
  const sets: SetDelta[] = [];
  for (const set of [...new Set([...Object.keys(before.sets), ...Object.keys(after.sets)])].sort()) {
    const a = before.sets[set] ?? {};
    const b = after.sets[set] ?? {};
    for (const target of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      if (a[target] !== b[target]) sets.push({ set, target, before: a[target], after: b[target] });
    }
  }
  return { tools: changes, sets };
}

export const isEmptyDiff = (diff: LockDiff) => diff.tools.length === 0 && diff.sets.length === 0;

/** `openai 98 → 120 (+22)` per destination whose figure moved; `~` marks an estimate. */
function tokenDelta(before: Readonly<Record<string, number>>, after: Readonly<Record<string, number>>, estimated: (target: string) => boolean): string {
  const targets = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return targets
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t} ${figure(before[t], estimated(t))} → ${figure(after[t], estimated(t))} (${signed((after[t] ?? 0) - (before[t] ?? 0))})`)
    .join(", ");
}

const figure = (n: number | undefined, estimate: boolean) => (n === undefined ? "—" : `${estimate ? "~" : ""}${n}`);
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const toolName = (tool: LockTool) => tool.name ?? "(unnamed)";
const where = (tool: LockTool) => tool.set ?? tool.file;

interface Row {
  readonly change: string;
  readonly where: string;
  readonly tool: string;
  readonly what: string;
  readonly tokens: string;
}

function rows(diff: LockDiff, estimated: (target: string) => boolean): Row[] {
  return diff.tools.map((c): Row => {
    switch (c.kind) {
      case "added":
        return { change: "added", where: where(c.tool), tool: toolName(c.tool), what: "new tool", tokens: tokenDelta({}, c.tool.tokens, estimated) };
      case "removed":
        return { change: "removed", where: where(c.tool), tool: toolName(c.tool), what: "tool gone", tokens: tokenDelta(c.tool.tokens, {}, estimated) };
      case "renamed":
        return { change: "renamed", where: where(c.tool), tool: `${toolName(c.from)} → ${toolName(c.tool)}`, what: "name", tokens: tokenDelta(c.from.tokens, c.tool.tokens, estimated) };
      case "changed":
        return { change: "changed", where: where(c.tool), tool: toolName(c.tool), what: c.what.join(", "), tokens: tokenDelta(c.from.tokens, c.tool.tokens, estimated) };
    }
  });
}

/** The `--check` report as plain text. */
export function renderText(diff: LockDiff, lockName: string, after: LockFile): string {
  const estimated = (target: string) => after.counting[target] === "estimate";
  const lines = [`${lockName} does not match the code: ${diff.tools.length} tool change(s), ${new Set(diff.sets.map((s) => s.set)).size} set(s) with other totals.`];
  for (const r of rows(diff, estimated)) lines.push(`  ${r.change.padEnd(8)} ${r.where}  ${r.tool}: ${r.what}${r.tokens ? `; tokens ${r.tokens}` : ""}`);
  if (diff.sets.length > 0) {
    lines.push("Tokens per request, per set:");
    for (const s of diff.sets) lines.push(`  ${s.set}  ${s.target} ${figure(s.before, estimated(s.target))} → ${figure(s.after, estimated(s.target))} (${signed((s.after ?? 0) - (s.before ?? 0))})`);
  }
  lines.push(`Run \`tool-schema snapshot\` to accept these changes.`);
  return lines.join("\n");
}

const cell = (text: string) => text.replace(/\|/g, "\\|");

/** The `--check` report as Markdown tables, for a CI job summary. */
export function renderMarkdown(diff: LockDiff, lockName: string, after: LockFile): string {
  const estimated = (target: string) => after.counting[target] === "estimate";
  if (isEmptyDiff(diff)) return `### Tool surface\n\nNo change: the code's ${after.tools.length} tool(s) match \`${lockName}\`.\n`;
  const out = [`### Tool surface changes`, "", `The code's tools differ from \`${lockName}\` (\`~\`: estimated; other figures counted with o200k).`, ""];
  if (diff.tools.length > 0) {
    out.push("| Change | Set | Tool | What | Tokens |", "| --- | --- | --- | --- | --- |");
    for (const r of rows(diff, estimated)) out.push(`| ${r.change} | \`${cell(r.where)}\` | \`${cell(r.tool)}\` | ${cell(r.what)} | ${cell(r.tokens)} |`);
    out.push("");
  }
  if (diff.sets.length > 0) {
    out.push("| Set | Destination | Before | After | Δ |", "| --- | --- | --- | --- | --- |");
    for (const s of diff.sets) {
      out.push(`| \`${cell(s.set)}\` | ${s.target} | ${figure(s.before, estimated(s.target))} | ${figure(s.after, estimated(s.target))} | ${signed((s.after ?? 0) - (s.before ?? 0))} |`);
    }
    out.push("");
  }
  return out.join("\n");
}
