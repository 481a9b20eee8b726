import ts from "../../util/typescript.cjs";
import { unwrapExpression } from "../../schema/shared/static-follow.js";
import { PerFileMemo } from "../core/per-file.js";
import type { SiteReader } from "../core/reader.js";
import type { ToolParts } from "../types.js";
import { declaredSymbol, heldElsewhere, oneKey, programHolders, valueSymbol, type HolderEntry } from "./holders.js";

/** Where `Agent` is exported: `@mastra/core/agent` (1.71.0 `package.json` exports; the root exports no `Agent`). */
const AGENT_MODULE = "@mastra/core/agent";

/** One entry of an agent's `tools` object: its key and the expression it holds. */
type AgentToolEntry = HolderEntry;

const entriesOfFile = new PerFileMemo<AgentToolEntry[]>();

function isAgentClass(reader: SiteReader, callee: ts.Expression): boolean {
  const path = reader.exportPathOf(callee, [AGENT_MODULE]);
  return path?.length === 1 && path[0] === "Agent";
}

/** The entries of every `new Agent({ tools: { … } })` of the file whose tools object is readable (through consts and spreads). */
function agentToolEntries(reader: SiteReader): AgentToolEntry[] {
  return entriesOfFile.get(reader.checker, reader.sourceFile, () => findAgentToolEntries(reader));
}

function findAgentToolEntries(reader: SiteReader): AgentToolEntry[] {
  const list: AgentToolEntry[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && isAgentClass(reader, node.expression)) {
      const config = reader.definition(node.arguments?.[0]);
      const tools = "reason" in config ? undefined : reader.definition(reader.value(config, "tools"));
      if (tools && !("reason" in tools)) {
        for (const [key, property] of tools.properties) list.push({ key, keyNode: property.key, value: property.value, tools: tools.node });
      }
    }
    ts.forEachChild(node, visit);
  };
  // Text first: `Agent` is written in any file that imports it, even under an alias.
  if (reader.sourceFile.text.includes("Agent")) visit(reader.sourceFile);
  return list;
}

/**
 * The name an agent of this file sends the tool under: its key in the agent's `tools` object
 * (`Agent.listAssignedTools` passes each entry's key as the tool's name; @mastra/core 1.71.0
 * `dist/agent-*.js`, seen on the wire in tests/wire/mastra). Held there directly or through its
 * `const`. Undefined when no agent here holds it, or agents hold it under different keys: the
 * plugin keeps one name per tool, and the `id` then stands.
 */
export function agentKey(reader: SiteReader, tool: ts.Node): Pick<ToolParts, "nameFromKey" | "toolSet"> {
  const symbol = declaredSymbol(reader.checker, tool);
  const held = agentToolEntries(reader).filter(({ value }) => {
    const inner = unwrapExpression(value);
    return inner === tool || (symbol !== undefined && ts.isIdentifier(inner) && valueSymbol(reader.checker, inner) === symbol);
  });
  if (held.length === 0 || held.some((entry) => entry.key !== held[0].key)) return {};
  const [first] = held;
  return {
    nameFromKey: { value: first.key, node: first.keyNode },
    ...(held.length === 1 ? { toolSet: { node: first.tools, label: "this tools object" } } : {}),
  };
}

/** Every agent's tools entry of the program's files that import the agent module. */
export const programAgentEntries = programHolders(AGENT_MODULE, agentToolEntries);

/**
 * The name agents of other files send the tool under (`new Agent({ tools: { weatherLookup: weatherTool } })`
 * with `weatherTool` imported), read in the program being analysed: the agent's file may change while
 * the tool's is kept. Undefined when no agent holds it, or agents hold it under different keys.
 */
export function agentKeyElsewhere(tool: ts.Node, toolFile: ts.SourceFile): NonNullable<ToolParts["nameElsewhere"]> {
  return (program) => oneKey(heldElsewhere(program, programAgentEntries, tool, toolFile));
}
