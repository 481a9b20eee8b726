import ts from "../../util/typescript.cjs";
import { outermostWrapper, unwrapExpression } from "../../schema/shared/static-follow.js";
import { PerFileMemo } from "../core/per-file.js";
import { createSiteReader, type SiteReader } from "../core/reader.js";
import { isProjectSource } from "../../analysis/recognition/imports.js";
import type { ToolParts } from "../types.js";

/** Where `Agent` is exported: `@mastra/core/agent` (1.71.0 `package.json` exports; the root exports no `Agent`). */
const AGENT_MODULE = "@mastra/core/agent";

/** One entry of an agent's `tools` object: its key and the expression it holds. */
interface AgentToolEntry {
  readonly key: string;
  readonly keyNode: ts.Node;
  readonly value: ts.Expression;
  readonly tools: ts.ObjectLiteralExpression;
}

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

/** The tool's `const`, when it is declared as one. */
function declaredSymbol(reader: SiteReader, tool: ts.Node): ts.Symbol | undefined {
  const parent = outermostWrapper(tool).parent;
  return parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) ? reader.checker.getSymbolAtLocation(parent.name) : undefined;
}

/** What an identifier refers to; for `{ weatherTool }`, the variable rather than the property. */
function valueSymbol(reader: SiteReader, identifier: ts.Identifier): ts.Symbol | undefined {
  const parent = identifier.parent;
  if (ts.isShorthandPropertyAssignment(parent) && parent.name === identifier) return reader.checker.getShorthandAssignmentValueSymbol(parent);
  return reader.checker.getSymbolAtLocation(identifier);
}

/**
 * The name an agent of this file sends the tool under: its key in the agent's `tools` object
 * (`Agent.listAssignedTools` passes each entry's key as the tool's name; @mastra/core 1.71.0
 * `dist/agent-*.js`, seen on the wire in tests/wire/mastra). Held there directly or through its
 * `const`. Undefined when no agent here holds it, or agents hold it under different keys: the
 * plugin keeps one name per tool, and the `id` then stands.
 */
export function agentKey(reader: SiteReader, tool: ts.Node): Pick<ToolParts, "nameFromKey" | "toolSet"> {
  const symbol = declaredSymbol(reader, tool);
  const held = agentToolEntries(reader).filter(({ value }) => {
    const inner = unwrapExpression(value);
    return inner === tool || (symbol !== undefined && ts.isIdentifier(inner) && valueSymbol(reader, inner) === symbol);
  });
  if (held.length === 0 || held.some((entry) => entry.key !== held[0].key)) return {};
  const [first] = held;
  return {
    nameFromKey: { value: first.key, node: first.keyNode },
    ...(held.length === 1 ? { toolSet: { node: first.tools, label: "this tools object" } } : {}),
  };
}

/** Every agent's tools entry of the program, with the file's reader; once per program. */
const entriesOfProgram = new WeakMap<ts.Program, readonly { readonly entry: AgentToolEntry; readonly reader: SiteReader }[]>();

function programEntries(program: ts.Program): readonly { readonly entry: AgentToolEntry; readonly reader: SiteReader }[] {
  let entries = entriesOfProgram.get(program);
  if (entries) return entries;
  const list: { entry: AgentToolEntry; reader: SiteReader }[] = [];
  for (const file of program.getSourceFiles()) {
    // Text first: a file that names neither the module nor `Agent` makes no agent.
    if (file.isDeclarationFile || !file.text.includes(AGENT_MODULE) || !isProjectSource(program, file)) continue;
    const reader = createSiteReader(program, file, [AGENT_MODULE]);
    for (const entry of agentToolEntries(reader)) list.push({ entry, reader });
  }
  entriesOfProgram.set(program, (entries = list));
  return entries;
}

/** The variable an identifier refers to, through the imports that lead to it. */
function originalSymbol(checker: ts.TypeChecker, symbol: ts.Symbol | undefined): ts.Symbol | undefined {
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/**
 * The name agents of other files send the tool under (`new Agent({ tools: { weatherLookup: weatherTool } })`
 * with `weatherTool` imported), read in the program being analysed: the agent's file may change while
 * the tool's is kept. Undefined when no agent holds it, or agents hold it under different keys.
 */
export function agentKeyElsewhere(tool: ts.Node, toolFile: ts.SourceFile): ToolParts["nameElsewhere"] {
  return (program) => {
    const checker = program.getTypeChecker();
    const parent = outermostWrapper(tool).parent;
    const declared = parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) ? checker.getSymbolAtLocation(parent.name) : undefined;
    if (!declared) return undefined;
    const keys = programEntries(program)
      .filter(({ entry, reader }) => {
        if (reader.sourceFile === toolFile) return false;
        const inner = unwrapExpression(entry.value);
        return ts.isIdentifier(inner) && originalSymbol(checker, valueSymbol(reader, inner)) === declared;
      })
      .map(({ entry }) => entry);
    if (keys.length === 0 || keys.some((entry) => entry.key !== keys[0]!.key)) return undefined;
    return { value: keys[0]!.key, node: keys[0]!.keyNode };
  };
}

