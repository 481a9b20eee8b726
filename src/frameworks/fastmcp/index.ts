// FastMCP (`fastmcp`): `server.addTool({ name, description, parameters, execute, annotations })` and
// `server.addTools([...])` on a `FastMCP` server, listed to MCP clients by its own tools/list handler.
import ts from "../../util/typescript.cjs";
import { calleeForm, readDefinitionParts } from "../core/definition-parts.js";
import type { SiteReader } from "../core/reader.js";
import type { FrameworkModule, ReadSite, ToolParts } from "../types.js";
import { FORWARDED_BY_CLIENTS } from "../mcp/index.js";
import { toolSetOf } from "../mcp/read.js";
import { annotationsOf } from "../mcp/annotations.js";
import { classifyArgument } from "../mcp/classify.js";
import { catalogElements } from "../../analysis/recognition/catalog.js";
import { fastmcpClosesObjects, fastmcpListsDraft07, NO_PARAMETERS } from "./transforms.js";
import { atLeast, installedVersion } from "../core/version.js";

const PACKAGE = "fastmcp";

/** The first release (of those published) whose addTool checks `parameters` (assertStandardSchema); 4.7.2 does not. */
const CHECKS_PARAMETERS_FROM = "4.17.1";

/** Read in the installed package, and where each behaviour below lives in it. */
export const FASTMCP_SOURCE =
  "fastmcp 4.20.16 dist/chunk-ZNPHP74O.js (FastMCP#addTool, #addTools, assertStandardSchema, FastMCPSession#setupToolHandlers: tools/list) and xsschema 0.4.4 dist/index-DoHiaFQM.js, dist/zod-DjyNjMBF.js, dist/valibot-_ibN3zSD.js, dist/effect-Df2gY8Wx.js (toJsonSchema: `~standard.jsonSchema.input({ target: \"draft-07\" })`, else zod's `toJSONSchema(…, { target: \"draft-7\" })` or zod-to-json-schema, valibot's `toJsonSchema(schema)` of @valibot/to-json-schema with no config, Effect's `JSONSchema.make(schema)` of `import(\"effect\")`; strictJsonSchema), as installed, read 2026-12-03";

const KEYS = { name: "name", description: "description", input: ["parameters"], execute: "execute" } as const;

/**
 * What identifies the tool: the object literal it is written as, when the argument names one written
 * apart (`addTool(searchTool)`, a `const` of this file or another: one tool however many servers and
 * tests add it, reported where it is written); an element of `addTools([…])`; else the call.
 */
function toolNode(reader: SiteReader, call: ts.CallExpression, objectExpr: ts.Expression | undefined): { node: ts.Node; anchor: ts.Node } {
  const definition = objectExpr && reader.definition(objectExpr);
  const written = definition && !("reason" in definition) && definition.node !== reader.unwrap(objectExpr) ? definition.node : undefined;
  if (written) {
    const name = written.properties.find((p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === "name");
    return { node: written, anchor: name?.name ?? written };
  }
  if (objectExpr && call.arguments[0] !== objectExpr) return { node: objectExpr, anchor: objectExpr };
  return { node: call, anchor: call.expression };
}

/**
 * One definition object: its parts, its annotations, and a plain object in `parameters` refused the
 * way `addTool` refuses it (it asks every `parameters` for a Standard Schema's `validate`).
 */
function readTool(reader: SiteReader, call: ts.CallExpression, objectExpr: ts.Expression | undefined, form: string): ToolParts {
  const site = { ...toolNode(reader, call, objectExpr), form, toolSet: toolSetOf(call, reader) };
  const parts = readDefinitionParts(reader, objectExpr, KEYS, site);
  if (!parts.definition) return parts;
  const withAnnotations = { ...parts, annotations: annotationsOf(reader, parts.definition) };
  const input = parts.input;
  if (!input) return withAnnotations;
  const json = reader.callOf(input, [["jsonSchemaAdapter"]]);
  if (json) return { ...withAnnotations, input: json.arguments[0] };
  const kind = classifyArgument(reader, input);
  if (kind === "shape" || kind === "json-schema" || kind === "annotations") {
    const fix = kind === "shape" ? "wrap this raw shape in z.object()" : "wrap a JSON Schema in jsonSchemaAdapter()";
    const version = installedVersion(PACKAGE, reader.sourceFile.fileName);
    if (atLeast(version, CHECKS_PARAMETERS_FROM)) {
      return { ...withAnnotations, fails: { reason: `throws "…parameters must implement Standard Schema" when adding it: ${fix}`, node: input, source: FASTMCP_SOURCE } };
    }
    // Earlier releases take it and leave it to the tools/list converter, which needs a Standard Schema: not observed here.
    return { ...withAnnotations, unreadable: { reason: `\`parameters\` is not a Standard Schema, which fastmcp ${version} converts on tools/list without checking it first: ${fix}`, node: input } };
  }
  return withAnnotations;
}

/** `server.addTool({ … })`: one tool. */
const readAddTool: ReadSite<ts.CallExpression> = (call, reader) => {
  const [definition] = call.arguments;
  if (definition && ts.isSpreadElement(definition)) return [];
  return [readTool(reader, call, definition, calleeForm(call, reader.sourceFile))];
};

/**
 * `server.addTools([a, b])`, `addTools([...fileTools, ...gitTools])`: one tool per element of the list,
 * followed through spreads, consts and imports like any catalog; a list that cannot be followed is said.
 */
const readAddTools: ReadSite<ts.CallExpression> = (call, reader) => {
  const [list] = call.arguments;
  if (!list || ts.isSpreadElement(list)) return [];
  const form = calleeForm(call, reader.sourceFile);
  const walk = catalogElements(reader.checker, list);
  if (!walk.ok) {
    const reason = `the tools passed to addTools() cannot be followed statically: ${walk.reason}`;
    return [{ node: call, anchor: call.expression, form, toolSet: toolSetOf(call, reader), unreadable: { reason, node: list }, unfollowed: true }];
  }
  return walk.elements.map((element) => readTool(reader, call, element.value, form));
};

/**
 * FastMCP: tools added to a `FastMCP` server and listed by its own `tools/list` handler (over the MCP
 * SDK 1.x low-level `Server`). Every `parameters` must be a Standard Schema: zod 4 (≥ 4.2) and any
 * library with Standard JSON Schema (arktype 2.2) convert through `~standard.jsonSchema.input` at draft-07, zod 3
 * through zod-to-json-schema, valibot 1.x (no Standard JSON Schema) through @valibot/to-json-schema's defaults; the result is closed (`strictJsonSchema`). A tool without parameters is
 * listed as an empty closed object.
 */
export const fastmcp: FrameworkModule = {
  id: "fastmcp",
  label: "FastMCP",
  packages: [PACKAGE],
  versionPackage: PACKAGE,
  forms: [
    { kind: "method", instanceOf: [["FastMCP"]], method: ["addTool"], read: readAddTool },
    { kind: "method", instanceOf: [["FastMCP"]], method: ["addTools"], read: readAddTools },
  ],
  sends: {
    literal: "as-written",
    typed: "as-written",
    libraries: { zod: "as-written", zod3: "as-written", seal: "as-written", standard: "as-written" },
    replaceNonObjectRoot: false,
    zodTarget: "draft-07",
    // xsschema: valibot through @valibot/to-json-schema's defaults, ArkType through its Standard JSON Schema at draft-07,
    // Effect (vendor "effect", no Standard JSON Schema) through `JSONSchema.make` of `import("effect")`: Effect 3's; Effect 4 has none.
    standardConverters: { valibot: true, arktype: "draft-07", effect: true },
  },
  transforms: [fastmcpListsDraft07, fastmcpClosesObjects],
  zodUnrepresentable: {
    throws: "on tools/list, listing no tools",
    source: `${FASTMCP_SOURCE}; observed with zod 4.6.7 over InMemoryTransport (tests/wire/fastmcp)`,
  },
  withoutInput: NO_PARAMETERS,
  // addTool: `this.#tools = this.#tools.filter((t) => t.name !== tool.name)` before the push; addTools the same.
  replacesSameName: { source: FASTMCP_SOURCE },
  destinations: FORWARDED_BY_CLIENTS,
  source: FASTMCP_SOURCE,
};
