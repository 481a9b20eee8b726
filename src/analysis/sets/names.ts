import ts from "../../util/typescript.cjs";
import { checkTool } from "../../checks/run.js";
import type { CheckCode } from "../../checks/types.js";
import type { StaticText, ToolAnalysis } from "../analyze.js";
import { assignedKey } from "./assigned-members.js";
import { composedSetsOf, toolRecordsOf } from "./composed.js";
import { nameBesideTool } from "./named-records.js";
import { passedToNothing } from "../recognition/unused.js";
import type { FileAnalysis } from "../context.js";

/**
 * Names given by a tool set in the linted file to tools defined elsewhere: the AI SDK's layout of one
 * tool per file (`export const getWeather = tool({…})`) named by the keys of the `tools` object given
 * to `streamText` / `generateText` / an agent in another file, or a `const` placed under two keys.
 * The key is what makes the name, so a name finding is reported at the key, in the set's file; a
 * tool placed in two sets is checked under each key. Only name checks run here: the schema's own
 * findings stay with the definition, in its file.
 */
const NAME_CODES: ReadonlySet<CheckCode> = new Set<CheckCode>(["invalid-name"]);

/** A tool under the name a set gives it; `inUnreadSet` when that set is a `const` nothing reads, which sends nothing. */
export type NamedBySet = ToolAnalysis & { readonly inUnreadSet?: true };

const named = new WeakMap<FileAnalysis, readonly NamedBySet[]>();

/** The file's tools, and for a name check also each tool under each name a set of this file gives it. */
export function toolsToCheck(file: FileAnalysis, code: CheckCode): readonly ToolAnalysis[] {
  if (!NAME_CODES.has(code)) return file.tools;
  const extra = toolsNamedBySets(file);
  return extra.length === 0 ? file.tools : [...file.tools, ...extra];
}

export function toolsNamedBySets(file: FileAnalysis): readonly NamedBySet[] {
  const known = named.get(file);
  if (known) return known;
  const out: NamedBySet[] = [];
  for (const set of composedSetsOf(file)) {
    if (!ts.isObjectLiteralExpression(set.node)) continue;
    // An object nothing reads (`export const calendarTools = { listEvents }`) names nothing that is sent.
    const unread = file.program !== undefined && passedToNothing(file.program, set.node);
    for (const member of set.members) {
      // A key written in this literal or assigned to it; a key inside a spread object is that object's own (reported where it is written).
      const keyNode = member.key === undefined ? undefined : writtenKey(member.via);
      if (member.key === undefined || !keyNode) continue;
      const tool = member.tool;
      if (!namedByKeys(tool) || tool.name?.node === keyNode) continue;
      out.push({ ...renamed(tool, { value: member.key, node: keyNode }), ...(unread ? { inUnreadSet: true as const } : {}) });
    }
  }
  // `{ name: "read_file", tool: readFileTool }`: a record the program places in a tools object under its name.
  for (const { literal, field, tool } of file.program ? toolRecordsOf(file) : []) {
    if (!namedByKeys(tool)) continue;
    const name = nameBesideTool(file.program!, literal, field);
    if (name && tool.name?.node !== name.node) out.push(renamed(tool, name));
  }
  named.set(file, out);
  return out;
}

/** Where a member's key is written: the property's name, or the key of `tools.key = …` / `tools["key"] = …`. */
function writtenKey(via: ts.Node): ts.Node | undefined {
  if (ts.isPropertyAssignment(via) || ts.isShorthandPropertyAssignment(via)) return via.name;
  return ts.isBinaryExpression(via) ? assignedKey(via) : undefined;
}

/**
 * The AI SDK sends the key a tool is placed under (the tool has no name of its own, or its name is a
 * key). Mastra also sends the agent's key, but renames it on the way (`mastra-tool-name`), and its
 * tools carry an `id` the reader takes as the name, so its keys are left to that transform.
 */
function namedByKeys(tool: ToolAnalysis): boolean {
  if (tool.framework.id !== "ai-sdk") return false;
  if (!tool.name) return true;
  const parent = tool.name.node.parent;
  return parent !== undefined && (ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent)) && parent.name === tool.name.node;
}

/** The same analysis under the name a set gives: only the name differs, so only name checks are kept. */
function renamed(tool: ToolAnalysis, name: StaticText): ToolAnalysis {
  const viewFor: ToolAnalysis["viewFor"] = (target) => ({ ...tool.viewFor(target), name: name.value });
  return {
    ...tool,
    name,
    viewFor,
    findings(options) {
      if (tool.lint === false || tool.fails || !tool.sent || !tool.draft) return [];
      const all = checkTool(
        { name: name.value, description: tool.description?.value, sent: tool.sent, draft: tool.draft, exact: tool.exact, droppedRoot: tool.droppedRoot, unconvertible: tool.unconvertible, ignoredInput: tool.ignoredInput, viewFor },
        options,
        "uncounted",
      );
      return all.filter((finding) => NAME_CODES.has(finding.code));
    },
  };
}
