import ts from "../../util/typescript.cjs";
import { outermostWrapper, unwrapExpression } from "../../schema/shared/static-follow.js";
import { isJsonObject, type JsonObject, type JsonValue } from "../../schema/types.js";
import { PerFileMemo } from "../core/per-file.js";
import type { SiteReader } from "../core/reader.js";
import type { FrameworkTransform, ToolParts } from "../types.js";
import { programAgentEntries } from "./agents.js";
import { declaredSymbol, heldElsewhere, oneKey, programHolders, valueSymbol, type HolderEntry } from "./holders.js";
import { overrideNode } from "./override.js";

/** `MCPServer` is exported by the package root (@mastra/mcp 2.0.0 `dist/index.d.ts`). */
const MCP_MODULE = "@mastra/mcp";

const SOURCE =
  "@mastra/mcp 2.0.0 dist/index.js (MCPServer: convertTools, toolInfo, advertisedSchema, jsonSchema, toMCPTool, EMPTY_OBJECT_SCHEMA; tools/list in registerToolHandlers), @mastra/schema-compat 1.3.11 dist/schema-BwlBcZRB.js (standardSchemaToJSONSchema, jsonSchemaOverride); seen on the wire (tests/wire/mastra-mcp) 2026-12-02";

/** One entry of a server's `tools` object: the name it is listed under and the tool it holds. */
interface ServerEntry extends HolderEntry {
  readonly label: string;
}

const entriesOfFile = new PerFileMemo<ServerEntry[]>();

function isServerClass(reader: SiteReader, callee: ts.Expression): boolean {
  const path = reader.exportPathOf(callee, [MCP_MODULE]);
  return path?.length === 1 && path[0] === "MCPServer";
}

/** "MCP server `docs`" for `const docs = new MCPServer(…)`, for the set rules' messages. */
function serverLabel(expr: ts.NewExpression): string {
  const parent = outermostWrapper(expr).parent;
  return parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) ? `MCP server \`${parent.name.text}\`` : "this MCPServer's tools";
}

function findServerEntries(reader: SiteReader): ServerEntry[] {
  const list: ServerEntry[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && isServerClass(reader, node.expression)) {
      const config = reader.definition(node.arguments?.[0]);
      const tools = "reason" in config ? undefined : reader.definition(reader.value(config, "tools"));
      if (tools && !("reason" in tools)) {
        const label = serverLabel(node);
        for (const [key, property] of tools.properties) list.push({ key, keyNode: property.key, value: property.value, tools: tools.node, label });
      }
    }
    ts.forEachChild(node, visit);
  };
  // Text first: a file that never writes `MCPServer` builds no server (an alias is still written in its import).
  if (reader.sourceFile.text.includes("MCPServer")) visit(reader.sourceFile);
  return list;
}

/** The tool's `const` is exported, or used in this file elsewhere than in a server's `tools`: it may go anywhere. */
function usedElsewhere(reader: SiteReader, symbol: ts.Symbol | undefined, held: readonly ServerEntry[]): boolean {
  if (!symbol) return false;
  const declaration = symbol.valueDeclaration;
  const statement = declaration && ts.isVariableDeclaration(declaration) ? declaration.parent.parent : undefined;
  if (statement && ts.isVariableStatement(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return true;
  const inServer = new Set<ts.Node>(held.map((entry) => unwrapExpression(entry.value)));
  if (declaration && ts.isVariableDeclaration(declaration)) inServer.add(declaration.name);
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isIdentifier(node) && !inServer.has(node) && valueSymbol(reader.checker, node) === symbol) found = true;
    else ts.forEachChild(node, visit);
  };
  visit(reader.sourceFile);
  return found;
}

/**
 * What a `new MCPServer({ tools: { key: tool } })` of the tool's file makes of it: listed under its
 * key (`convertTools` names each tool by its entry's key), in the server's set, and sent to the
 * `mcp` target. A tool only a server here holds (not exported, not used otherwise) goes nowhere
 * else; one an agent or an export may also send keeps the other targets too. Undefined: no server holds it.
 */
export function serverUse(reader: SiteReader, tool: ts.Node): { readonly parts: Pick<ToolParts, "nameFromKey" | "toolSet">; readonly only: boolean } | undefined {
  const symbol = declaredSymbol(reader.checker, tool);
  const held = serverEntries(reader).filter(({ value }) => {
    const inner = unwrapExpression(value);
    return inner === tool || (symbol !== undefined && ts.isIdentifier(inner) && valueSymbol(reader.checker, inner) === symbol);
  });
  if (held.length === 0) return undefined;
  const [first] = held;
  const oneKey = held.every((entry) => entry.key === first.key);
  return {
    parts: {
      ...(oneKey ? { nameFromKey: { value: first.key, node: first.keyNode } } : {}),
      ...(held.length === 1 ? { toolSet: { node: first.tools, label: first.label } } : {}),
    },
    only: !usedElsewhere(reader, symbol, held),
  };
}

function serverEntries(reader: SiteReader): ServerEntry[] {
  return entriesOfFile.get(reader.checker, reader.sourceFile, () => findServerEntries(reader));
}

const programServerEntries = programHolders(MCP_MODULE, serverEntries);

/**
 * Where servers of other files list the tool (`new MCPServer({ tools: { lookup: lookupTool } })` with
 * `lookupTool` imported), read in the program being analysed: the key they list it under, and whether
 * the tool goes to MCP clients only (no agent of the program sends it; an agent's key wins the name).
 */
export function serverUseElsewhere(tool: ts.Node, toolFile: ts.SourceFile): (program: ts.Program) => { readonly key: ReturnType<typeof oneKey>; readonly only: boolean } | undefined {
  return (program) => {
    const held = heldElsewhere(program, programServerEntries, tool, toolFile);
    if (held.length === 0) return undefined;
    return { key: oneKey(held), only: heldElsewhere(program, programAgentEntries, tool, toolFile).length === 0 };
  };
}

const DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema";
/** What Mastra's zod 3 adapter writes when asked for draft 2020-12 (zod-to-json-schema's 2019-09 target), seen on the wire. */
const DRAFT_2019_09 = "https://json-schema.org/draft/2019-09/schema#";
/** `EMPTY_OBJECT_SCHEMA` of @mastra/mcp 2.0.0: what a tool created without `inputSchema` is listed with. */
const EMPTY_OBJECT: JsonObject = { type: "object", properties: {} };

/**
 * The draft-07 conversion the plugin holds (Mastra's agents ask for draft-07), rewritten into the
 * draft 2020-12 one the server asks for: tuples in `prefixItems`, `definitions` in `$defs`. Then
 * `jsonSchemaOverride` (override.ts) on every node.
 */
function toListed(value: JsonValue, zod: boolean): JsonValue {
  if (Array.isArray(value)) return value.map((item) => toListed(item, zod));
  if (!isJsonObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) out[key] = toListed(child, zod);
  if (zod && Array.isArray(out.items)) {
    out.prefixItems = out.items;
    if (out.additionalItems !== undefined) out.items = out.additionalItems;
    else delete out.items;
    delete out.additionalItems;
  }
  if (zod && isJsonObject(out.definitions)) {
    out.$defs = out.definitions;
    delete out.definitions;
  }
  if (zod && typeof out.$ref === "string") out.$ref = out.$ref.replace(/^#\/definitions\//, "#/$defs/");
  overrideNode(out, zod);
  return out;
}

/**
 * What the server's `tools/list` answers for a Mastra tool: `advertisedSchema` converts the tool's
 * own input (a Standard Schema: zod, or a JSON Schema wrapped by `createTool`) with
 * `standardSchemaToJSONSchema(…, { io: "input", target: "draft-2020-12" })`, whose override closes
 * objects; a tool without input gets `{ type: "object", properties: {} }`. `toMCPTool` then checks
 * the tool against the protocol's `Tool` schema and throws for a root that is not `type: "object"`,
 * which fails the whole listing. No name rewrite (the agent's renaming does not happen here).
 */
export function serverListing(withoutInput: JsonObject): FrameworkTransform {
  return {
    id: "mastra-mcp-server-listing",
    by: "Mastra's MCPServer",
    targets: ["mcp"],
    source: SOURCE,
    apply: ({ schema, name, route }) => {
      if (schema === withoutInput) return { schema: EMPTY_OBJECT, changes: [] };
      if (schema.type !== "object") {
        const which = name === undefined ? "this tool" : `'${name}'`;
        return { changes: [], fails: `throws "Tool ${which} does not describe a valid MCP tool" on tools/list, so the server lists none of its tools: give it an object input`, failsAt: { pointer: "" } };
      }
      const listed = toListed(schema, route === "zod") as JsonObject;
      listed.$schema = route === "zod3" ? DRAFT_2019_09 : DRAFT_2020_12;
      return { schema: listed, changes: [] };
    },
  };
}
