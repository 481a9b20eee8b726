// MCP TypeScript SDK 1.x and 2.x: `server.tool()` and `server.registerTool()` sites and what `tools/list` lists;
// reading the overloads is in read.ts / classify.ts, the listing's rewrites in transforms.ts.
import { readRegisterTool, readRegisterToolTask, readSdkTool, SDK_PACKAGE } from "./read.js";
export { serverNameOf } from "./read.js";
import { readToolsListHandler, readTypedTools, TYPES_MODULES } from "./low-level.js";
import { NO_PARAMETERS, sdkDropsNonObjectRoot, sdkListsDraft07, sdkWithoutInput, serverStampsObjectType } from "./transforms.js";
import type { Destinations, FrameworkModule } from "../types.js";

/** Both SDKs' tools: listed by `tools/list`, then forwarded by clients as written, never in strict mode. */
export const FORWARDED_BY_CLIENTS: Destinations = {
  targets: ["mcp", "openai", "anthropic", "google"],
  via: "listed by tools/list, then forwarded as written, without strict mode, by MCP clients",
  source: "MCP specification 2025-11-25 server/tools (inputSchema as written); openai/openai-agents-js MCP tools sent with strict: false unless convertSchemasToStrict; googleapis/js-genai mcpToGeminiTool (parametersJsonSchema); openai/codex #8174 and anthropics/claude-code #27337 (names and root combinators rejected when forwarded), read 2026-11",
};

/**
 * MCP TypeScript SDK 1.x (`@modelcontextprotocol/sdk`): `McpServer#tool()` in all its overloads and
 * `McpServer#registerTool()`. Its `tools/list` converts zod 4 with `z.toJSONSchema` (draft-7, input
 * side) and zod 3 with zod-to-json-schema, nothing else: no provider adaptation. Other schema
 * libraries and plain JSON Schema are not converted. A root that is not a zod object is replaced by
 * an empty parameter list (the transform, so `silent-transform` reports it).
 */
export const mcpSdk: FrameworkModule = {
  id: "mcp-sdk",
  label: "MCP TypeScript SDK 1.x",
  packages: [`${SDK_PACKAGE}/server/mcp.js`, `${SDK_PACKAGE}/server/mcp`],
  versionPackage: SDK_PACKAGE,
  forms: [
    { kind: "method", instanceOf: [["McpServer"]], method: ["tool"], read: readSdkTool },
    { kind: "method", instanceOf: [["McpServer"]], method: ["registerTool"], read: readRegisterTool(1) },
    { kind: "method", instanceOf: [["McpServer"]], method: ["experimental", "tasks", "registerToolTask"], read: readRegisterToolTask },
  ],
  throwsOnSameName: {
    error: "Tool {name} is already registered",
    source: `${SDK_PACKAGE} 1.10.0 and 1.32.2 dist/esm/server/mcp.js (\`tool()\` and \`registerTool()\` throw when \`_registeredTools[name]\` is set; 1.32.2 dist/esm/experimental/tasks/mcp-server.js: \`registerToolTask()\` checks nothing and replaces the tool), read 2026-12-04`,
    except: /registerToolTask\(\)$/,
  },
  sends: {
    // The SDK converts zod only. The reader reports plain JSON Schema sites as unresolved; `literal`
    // and `typed` cannot say "unconvertible" (SendShape), so the rare input reaching them is taken as written.
    literal: "as-written",
    typed: "as-written",
    libraries: { zod: "as-written", zod3: "as-written", seal: "unconvertible", standard: "unconvertible" },
    replaceNonObjectRoot: false,
    // toJsonSchemaCompat: `z.toJSONSchema(schema, { target: "draft-7", io: "input" })` (src/server/zod-json-schema-compat.ts).
    zodTarget: "draft-07",
  },
  transforms: [sdkDropsNonObjectRoot, sdkListsDraft07],
  zodUnrepresentable: {
    throws: "on tools/list, listing no tools",
    source:
      "@modelcontextprotocol/sdk dist/esm/server/zod-json-schema-compat.js toJsonSchemaCompat (zod 4: toJSONSchema without `unrepresentable`); observed with 1.32.2 and zod 4.6.7 over InMemoryTransport (z.date() in one of two tools), 2026-12",
  },
  // `tools/list` answers `EMPTY_OBJECT_JSON_SCHEMA` for a tool registered without input (src/server/mcp.ts), by release.
  withoutInput: sdkWithoutInput,
  destinations: FORWARDED_BY_CLIENTS,
  source:
    "modelcontextprotocol/typescript-sdk v1.x src/server/mcp.ts (tool overload parsing, registerTool, ListTools handler), src/server/zod-compat.ts (normalizeObjectSchema), src/server/zod-json-schema-compat.ts (toJsonSchemaCompat: zod 4 draft-7 io input, zod 3 zod-to-json-schema strictUnions), src/shared/toolNameValidation.ts (SEP-986, console.warn only); read in @modelcontextprotocol/sdk 1.32.2 dist/esm/server/*.js, compared with 1.24.0, 1.27.0, 1.28.0 and 1.29.0 (2026-11)",
};

/**
 * MCP TypeScript SDK 2.x (`@modelcontextprotocol/server`): `McpServer#registerTool()` only (there is
 * no `tool()`). Inputs are Standard Schemas converted with `~standard.jsonSchema.input({ target:
 * "draft-2020-12" })`, zod 4 raw shapes wrapped in `z.object()`, or JSON Schema through
 * `fromJsonSchema()`, sent as written. zod 3 is refused; a root typed other than object throws
 * (reported by `root-not-object`); a root without `type` gets `type: "object"` stamped (the transform).
 */
export const mcpServer: FrameworkModule = {
  id: "mcp-server",
  label: "MCP TypeScript SDK 2.x",
  packages: ["@modelcontextprotocol/server"],
  versionPackage: "@modelcontextprotocol/server",
  forms: [{ kind: "method", instanceOf: [["McpServer"]], method: ["registerTool"], read: readRegisterTool(2) }],
  throwsOnSameName: {
    error: "Tool {name} is already registered",
    source: "@modelcontextprotocol/server 2.4.0 dist/mcp-oHn3ureC.mjs (`registerTool()` throws when `_registeredTools[name]` is set), read 2026-12-04",
  },
  sends: {
    literal: "as-written",
    typed: "as-written",
    libraries: { zod: "as-written", zod3: "unconvertible", seal: "as-written", standard: "as-written" },
    replaceNonObjectRoot: false,
    // standardSchemaToJsonSchema: `~standard.jsonSchema.input({ target: "draft-2020-12" })` (core-internal/src/util/standardSchema.ts).
    zodTarget: "draft-2020-12",
    standardConverters: { arktype: "draft-2020-12", effect4: "draft-2020-12" },
  },
  transforms: [serverStampsObjectType],
  zodUnrepresentable: {
    throws: "on tools/list, listing no tools",
    source:
      "@modelcontextprotocol/server dist/src-DdvbAHrR.mjs standardSchemaToJsonSchema (`~standard.jsonSchema.input`, zod's default `unrepresentable: \"throw\"`); observed with 2.4.0 and zod 4.6.7 over InMemoryTransport (z.date() in one of two tools), 2026-12",
  },
  // `tools/list` answers `EMPTY_OBJECT_JSON_SCHEMA` for a tool registered without input (packages/server/src/server/mcp.ts).
  withoutInput: NO_PARAMETERS,
  destinations: FORWARDED_BY_CLIENTS,
  source:
    "modelcontextprotocol/typescript-sdk packages/server/src/server/mcp.ts (registerTool, tools/list) and packages/core-internal/src/util/standardSchema.ts (standardSchemaToJsonSchema), packages/core-internal/src/util/zodCompat.ts (normalizeRawShapeSchema), packages/core-internal/src/validators/fromJsonSchema.ts; read in @modelcontextprotocol/server 2.4.0 dist/mcp-oHn3ureC.mjs and dist/src-DdvbAHrR.mjs (2026-11)",
};

/**
 * Low-level servers of both SDKs: `Server#setRequestHandler(ListToolsRequestSchema, …)` (1.x),
 * `("tools/list", …)` (2.x, and 1.x releases that take the method's name), also reached as
 * `mcpServer.server`, and values typed with the protocol's `Tool`. The handler's result is the
 * `tools/list` answer: every listed object is sent as written, with no conversion (a schema object
 * placed in `inputSchema` is left unresolved by the reader, with the reason).
 */
export const mcpLowLevel: FrameworkModule = {
  id: "mcp-low-level",
  label: "MCP low-level Server",
  packages: [`${SDK_PACKAGE}/server/index.js`, `${SDK_PACKAGE}/server/index`, `${SDK_PACKAGE}/server/mcp.js`, `${SDK_PACKAGE}/server/mcp`, ...TYPES_MODULES, "@modelcontextprotocol/server"],
  versionPackage: SDK_PACKAGE,
  forms: [
    { kind: "method", instanceOf: [["Server"]], method: ["setRequestHandler"], read: readToolsListHandler },
    { kind: "method", instanceOf: [["McpServer"]], method: ["server", "setRequestHandler"], read: readToolsListHandler },
    { kind: "typed", typeNames: ["Tool"], read: readTypedTools, onlyWhereListed: true },
  ],
  sends: {
    literal: "as-written",
    typed: "as-written",
    libraries: { zod: "unconvertible", zod3: "unconvertible", seal: "unconvertible", standard: "unconvertible" },
    replaceNonObjectRoot: false,
  },
  destinations: FORWARDED_BY_CLIENTS,
  sentWhenPassedOn: {
    source: "modelcontextprotocol/typescript-sdk v1.x src/server/index.ts: a `Tool` value is listed only when a `tools/list` handler returns it (setRequestHandler sends the handler's result); @modelcontextprotocol/sdk 1.32.2",
  },
  source:
    "modelcontextprotocol/typescript-sdk v1.x src/server/index.ts (Server, setRequestHandler: the handler's result is sent as the response), src/types.ts (ListToolsRequestSchema, ToolSchema); packages/server/src/server/server.ts (2.x, method names); read in @modelcontextprotocol/sdk 1.32.2 and @modelcontextprotocol/server 2.4.0 (2026-12)",
};

/** The modules whose tools an MCP server lists: hosts build their own names from these (`mcpHosts`). */
export const MCP_SERVER_FRAMEWORKS: ReadonlySet<string> = new Set([mcpSdk.id, mcpServer.id, mcpLowLevel.id, "fastmcp", "mcp-framework"]);
