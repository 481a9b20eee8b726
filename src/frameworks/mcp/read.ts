import ts from "../../util/typescript.cjs";
import { calleeForm, readDefinitionParts } from "../core/definition-parts.js";
import type { SiteReader } from "../core/reader.js";
import type { ReadSite, ToolParts, ToolSetRef } from "../types.js";
import { atLeast, installedVersion } from "../core/version.js";
import { argumentsForParameter } from "../../analysis/recognition/parameter-callers.js";
import { callArguments } from "../../analysis/recognition/spread-arguments.js";
import { constructorAssignments } from "../../analysis/recognition/constructor-assignments.js";
import { isTestFile } from "../../analysis/recognition/imports.js";
import { isBound } from "../../analysis/recognition/seam-reader.js";
import { answerForType } from "../core/context-free-type.js";
import { classifyArgument, hasNestedObject, wrappedZodObject, isZod3Expression, shapeHasZod3 } from "./classify.js";
import { sdkNoParameters } from "./transforms.js";
import { DRAFT_07_URI, type JsonObject } from "../../schema/types.js";
import { annotationsOf, readAnnotations, UNKNOWN_ANNOTATIONS } from "./annotations.js";
import { readDefinitionObject, readStaticString } from "../../schema/shared/definition-object.js";
import { createEvalContext } from "../../schema/shared/static-eval.js";
import { followExpression } from "../../schema/shared/static-follow.js";

export const SDK_PACKAGE = "@modelcontextprotocol/sdk";

/** The SDK 1.x release that started throwing on objects it cannot take as a schema or annotations. */
const THROWS_ON_UNRECOGNISED_OBJECTS = "1.28.0";

/**
 * Before this release `registerTool()` wraps `inputSchema` in `z.object()` whatever it is, as a raw shape: a
 * whole zod schema then fails `tools/list` for the whole server, and a plain object is listed with none of its keys.
 */
const TAKES_WHOLE_SCHEMAS = "1.22.0";
const WRAPS_AS_SHAPE_SOURCE =
  "modelcontextprotocol/typescript-sdk v1.x src/server/mcp.ts (registerTool: `z.object(inputSchema)` before 1.22.0, getZodSchemaObject from 1.22.0); read in @modelcontextprotocol/sdk 1.13.0, 1.14.0, 1.17.0, 1.20.0, 1.21.0 and 1.22.0 dist/esm/server/mcp.js; observed over an in-memory transport with 1.13.0 and 1.21.0 (zod 3.25.76; a zod 4.6.7 schema on 1.21.0), 2026-12-06";

/** What SDK 1.x before 1.22.0 lists for a plain object given as `inputSchema`: zod-to-json-schema of `z.object()` over keys that hold no zod schema. */
const SHAPE_OF_NO_SCHEMAS: JsonObject = { type: "object", properties: {}, additionalProperties: false, $schema: DRAFT_07_URI };

/**
 * SDK 1.x lists `EMPTY_OBJECT_JSON_SCHEMA` for a zod input that is not a zod object (an intersection,
 * `.transform()`, `.optional()`…), whatever its JSON would be: the ListTools handler converts only
 * what `normalizeObjectSchema` returns.
 */
function listsNoParameters(wrapper: string, reader: SiteReader): NonNullable<ToolParts["fixedSchema"]> {
  return {
    schema: listedWithoutParameters(reader),
    source:
      "modelcontextprotocol/typescript-sdk v1.x src/server/mcp.ts (ListTools handler) and src/server/zod-compat.ts (normalizeObjectSchema: zod 4 `def.type === \"object\"`, zod 3 `.shape`); read in @modelcontextprotocol/sdk 1.32.2 dist/esm/server/zod-compat.js",
    replaces: { change: `lists it with no parameters: its root is a ${wrapper} schema, not a zod object`, by: "The MCP TypeScript SDK 1.x", fix: "Pass a plain `z.object()`." },
  };
}

type Site = Pick<ToolParts, "node" | "anchor" | "form" | "toolSet">;

/** The tools registered on one server are listed together: one set per server declaration. */
export function toolSetOf(call: ts.CallExpression, reader: SiteReader): ToolSetRef | undefined {
  const callee = reader.unwrap(call.expression);
  if (!ts.isPropertyAccessExpression(callee)) return undefined;
  // `server.experimental.tasks.registerToolTask(…)` registers on `server` too.
  let server = callee.expression;
  while (ts.isPropertyAccessExpression(server) && ts.isPropertyAccessExpression(server.expression) && server.name.text === "tasks" && server.expression.name.text === "experimental") {
    server = server.expression.expression;
  }
  let declaration = reader.declarationOf(server);
  // `mcp.server.setRequestHandler(…)`: the SDK's own `server` member is one per `mcp`, not one for all.
  if (declaration?.getSourceFile().isDeclarationFile && ts.isPropertyAccessExpression(server)) declaration = reader.declarationOf(server.expression);
  if (!declaration) return undefined;
  // A function given the server (`registerFileTools(server)`) registers on what its callers pass.
  const passed = ts.isParameter(declaration) ? serverPassedFor(reader, declaration, 0) : undefined;
  const node = passed?.declaration ?? declaration;
  // A seam whose server is made at each call of a function (`createHandler(opts) { const server = …;
  // opts.register({ registerTool: (…) => server.registerTool(…) }) }`): each caller may reach its own
  // server, so the set is the one the seam's call is made on (`context.registerTool(…)`).
  const seam = isBound(reader) ? reader.seamCall : undefined;
  if (seam && madeInFunctionOutside(node, seam.call)) return toolSetOf(seam.call, seam.reader);
  const expression = passed?.expression ?? server;
  const text = expression.getText(expression.getSourceFile()).replace(/\s+/g, "");
  const label = `MCP server \`${text.length > 40 ? text.slice(0, 39) + "…" : text}\``;
  return { node: testRegistration(reader, call, node) ?? node, label };
}

/** The function a declaration is made in, when it is not the module's: each call of that function makes its own. */
function enclosingFunction(node: ts.Node): ts.SignatureDeclaration | undefined {
  for (let current = node.parent; current && !ts.isSourceFile(current); current = current.parent) {
    if (ts.isFunctionLike(current)) return current;
    if (ts.isClassLike(current) || ts.isModuleBlock(current)) return undefined;
  }
  return undefined;
}

function madeInFunctionOutside(declaration: ts.Node, site: ts.Node): boolean {
  if (!ts.isVariableDeclaration(declaration) && !ts.isParameter(declaration)) return false;
  const made = enclosingFunction(declaration);
  return made !== undefined && !(site.getSourceFile() === made.getSourceFile() && site.pos >= made.pos && site.end <= made.end);
}

/** The calls whose function argument is one test: each runs on what its hooks made for it. */
const TEST_CALLS = new Set(["it", "test", "specify", "bench"]);

/** The test (`it("…", () => {…})`) a registration is written in: undefined outside tests. */
function testBlockOf(node: ts.Node): ts.Node | undefined {
  if (!isTestFile(node.getSourceFile().fileName)) return undefined;
  for (let current = node.parent; current && !ts.isSourceFile(current); current = current.parent) {
    if (!(ts.isArrowFunction(current) || ts.isFunctionExpression(current)) || !ts.isCallExpression(current.parent)) continue;
    // `it(…)`, `it.only(…)`, `test.each(rows)(…)`: the callee's root name.
    let callee: ts.Expression = current.parent.expression;
    while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee)) callee = callee.expression;
    if (ts.isIdentifier(callee) && TEST_CALLS.has(callee.text)) return current;
  }
  return undefined;
}

/**
 * A test file's server shared by its tests (`let server` made anew in `beforeEach`): each test
 * registers on the server made for it, so its registrations are a set of their own, keyed by the
 * statement of the test's first reference to that server. Outside its tests, a test file's
 * registrations on a server of another file make the file's own set: a test's server is not the
 * application's. Undefined when the server is the test's own, or outside test files.
 */
function testRegistration(reader: SiteReader, call: ts.CallExpression, declaration: ts.Node): ts.Node | undefined {
  const file = call.getSourceFile();
  const block = testBlockOf(call) ?? (isTestFile(file.fileName) && declaration.getSourceFile() !== file ? file : undefined);
  if (!block || (declaration.getSourceFile() === block.getSourceFile() && declaration.pos >= block.pos && declaration.end <= block.end)) return undefined;
  const name = (declaration as { name?: ts.Node }).name;
  const text = name && ts.isIdentifier(name) ? name.text : undefined;
  let first: ts.Node | undefined;
  const visit = (node: ts.Node): void => {
    if (first) return;
    if (ts.isIdentifier(node) && node.text === text && reader.declarationOf(node) === declaration) first = node;
    else ts.forEachChild(node, visit);
  };
  if (text !== undefined) visit(block);
  // The statement holding it: a node without a name of its own, so the set is known by its line.
  return (first && ts.findAncestor(first, (node) => ts.isStatement(node) || node === block)) ?? block;
}

/** How many functions deep a server passed from call to call (`main → registerAll → registerFiles`) is followed. */
const MAX_PASSES = 4;

/**
 * The one server the program's calls pass for a parameter, outside tests (a test that registers the
 * same tools on a server of its own makes no second set of the application's): its declaration, and
 * the argument that names it. Undefined when the calls pass several servers, or none the source shows.
 */
function serverPassedFor(reader: SiteReader, parameter: ts.ParameterDeclaration, depth: number): { declaration: ts.Node; expression: ts.Expression } | undefined {
  if (depth >= MAX_PASSES) return undefined;
  const passed = argumentsForParameter(reader.program, parameter).filter((argument) => !isTestFile(argument.getSourceFile().fileName));
  const found = new Map<ts.Node, ts.Expression>();
  for (const argument of passed) {
    const declaration = reader.declarationOf(argument);
    if (!declaration) return undefined;
    const deeper = ts.isParameter(declaration) ? serverPassedFor(reader, declaration, depth + 1) : undefined;
    if (ts.isParameter(declaration) && !deeper) return undefined;
    found.set(deeper?.declaration ?? declaration, deeper?.expression ?? argument);
  }
  if (found.size !== 1) return undefined;
  const [[declaration, expression]] = [...found];
  return { declaration: declaration!, expression: expression! };
}

/**
 * A registration whose arguments are spread from a value that is no tuple written in the source: a
 * tool that cannot be read, kept so that it is said (and, in a loop over a catalog, read per element,
 * where the spread value is each element).
 */
function spreadTool(site: Site, spread: ts.SpreadElement, lost: string): ToolParts {
  const text = spread.expression.getText();
  return { ...site, name: spread.expression, unreadable: { reason: `its arguments are spread from \`${text.length > 40 ? `${text.slice(0, 39)}…` : text}\`, which is not a tuple written in the source, so ${lost}`, node: spread }, unfollowed: true };
}

function siteOf(call: ts.CallExpression, reader: SiteReader): Site {
  return { node: call, anchor: call.expression, form: calleeForm(call, reader.sourceFile), toolSet: toolSetOf(call, reader) };
}

/** From SDK 1.23.0 an empty raw shape becomes a zod 4 mini `object({})` (src/server/zod-compat.ts objectFromShape; before, zod 3's `z.object({})`); 2.x takes zod 4 only. */
const EMPTY_SHAPE_IS_ZOD4 = "1.23.0";

function emptyShape(reader: SiteReader, major: 1 | 2): { readonly emptyShapeIsZod4?: true } {
  return major === 2 || atLeast(installedVersion(SDK_PACKAGE, reader.sourceFile.fileName), EMPTY_SHAPE_IS_ZOD4) ? { emptyShapeIsZod4: true } : {};
}

/** What the 1.x SDK next to the linted file lists for a tool it gives no parameters (`{ type: "object" }` before 1.13.3). */
function listedWithoutParameters(reader: SiteReader): JsonObject {
  return sdkNoParameters(installedVersion(SDK_PACKAGE, reader.sourceFile.fileName));
}

/** The 1.x SDK version next to the linted file, for the reasons that changed in 1.28.0. */
function sdkThrows(reader: SiteReader): { readonly throws: boolean; readonly version: string } {
  const version = installedVersion(SDK_PACKAGE, reader.sourceFile.fileName);
  return { throws: atLeast(version, THROWS_ON_UNRECOGNISED_OBJECTS), version: version ?? `≥ ${THROWS_ON_UNRECOGNISED_OBJECTS}` };
}

function isStringArgument(reader: SiteReader, expr: ts.Expression): boolean {
  // The static string first, then its type without context: typing an argument in place resolves the call's overloads.
  return reader.string(expr) !== undefined || answerForType(reader.checker, expr, (type) => (type.flags & ts.TypeFlags.StringLike) !== 0);
}

/**
 * SDK 1.x `server.tool()`, every overload, parsed as the SDK parses them at runtime
 * (`McpServer.tool` in src/server/mcp.ts): a string after the name is the description; then, when
 * more than the callback is left, a zod raw shape is the input (optionally followed by annotations)
 * and any other object is taken as ToolAnnotations (recorded as `annotations`).
 */
export const readSdkTool: ReadSite<ts.CallExpression> = (call, reader) => {
  const site = siteOf(call, reader);
  const given = callArguments(reader, call);
  if ("spread" in given) return [spreadTool(site, given.spread, "which `tool()` overload is meant cannot be told")];
  const [name, ...rest] = given.args;
  if (!name) return [];
  const description = rest.length > 1 && isStringArgument(reader, rest[0]) ? rest.shift() : undefined;
  if (rest.length <= 1) return [{ ...site, name, description, annotations: readAnnotations(reader, undefined) }];
  const slot = rest[0];
  const kind = classifyArgument(reader, slot);
  if (kind === "annotations") return [{ ...site, name, description, annotations: readAnnotations(reader, slot) }];
  if (kind === "schema" || kind === "json-schema") return [{ ...site, name, description, ...refused(toolSlotRefusal(reader, slot, kind), slot, reader) }];
  // A raw shape, or an expression the SDK will most likely read as one: the callback's parameter types it.
  // After the shape, an argument before the callback is the annotations (`tool(name, shape, annotations, cb)`);
  // a lone argument nothing static tells apart may be the annotations themselves.
  const annotations = kind === "unknown" && rest.length === 2 ? UNKNOWN_ANNOTATIONS : readAnnotations(reader, rest.length > 2 ? rest[1] : undefined);
  return [{ ...site, name, description, input: slot, inputIsShape: true, ...emptyShape(reader, 1), execute: rest[rest.length - 1], annotations }];
};

function toolSlotRefusal(reader: SiteReader, slot: ts.Expression, kind: "schema" | "json-schema"): Refusal {
  const { throws, version } = sdkThrows(reader);
  const what = kind === "schema" ? "a schema object (only a raw shape `{ city: z.string() }` is read as parameters here)" : "a plain JSON Schema";
  if (throws && (kind === "schema" || hasNestedObject(reader, slot))) {
    return { fails: `throws "expected a Zod schema or ToolAnnotations" when registering it (${version}), because \`tool()\` gets ${what}`, source: SDK_THROWS_SOURCE };
  }
  // Before 1.22.0 `registerTool()` takes a raw shape only, as `tool()` does.
  const whole = takesWholeSchemas(reader);
  const fix =
    kind === "schema"
      ? whole
        ? "Pass its shape (`schema.shape`), or use `registerTool()` with `inputSchema`."
        : "Pass its shape (`schema.shape`)."
      : whole
        ? "Write the parameters as a zod raw shape, or use `registerTool()` with a zod `inputSchema`."
        : "Write the parameters as a zod raw shape.";
  return { listsNothing: `@modelcontextprotocol/sdk ${version} takes ${what} in this position as the tool's annotations (typescript-sdk #1585)`, fix };
}

/**
 * What the SDK does with an input it does not take: it throws (the tool is never listed: reported by
 * `unsendable-tool` at the input), or it lists the tool with no parameters (`listsNothing`: why, and
 * `fix`: how to pass the input instead; reported by `silent-transform` at the input).
 */
type Refusal =
  | { readonly fails: string; readonly source: string }
  | { readonly listsNothing: string; readonly fix: string; readonly schema?: JsonObject; readonly source?: string };

function refused(refusal: Refusal, node: ts.Node, reader: SiteReader): Pick<ToolParts, "fails" | "fixedSchema"> {
  if ("fails" in refusal) return { fails: { reason: refusal.fails, node, source: refusal.source } };
  return {
    fixedSchema: {
      schema: refusal.schema ?? listedWithoutParameters(reader),
      source: refusal.source ?? SDK_DROPS_SOURCE,
      map: new Map([["", { node, via: [] }]]),
      replaces: { change: `lists it with no parameters: ${refusal.listsNothing}`, by: "The MCP TypeScript SDK 1.x", fix: refusal.fix },
    },
  };
}

const SDK_DROPS_SOURCE =
  "modelcontextprotocol/typescript-sdk v1.x src/server/mcp.ts (tool(): an object that is no raw shape is taken as ToolAnnotations; the ListTools handler lists EMPTY_OBJECT_JSON_SCHEMA for a tool without a zod object input), before 1.28.0; typescript-sdk #1585; read in @modelcontextprotocol/sdk 1.27.0 dist/esm/server/mcp.js (2026-12)";
const SDK_THROWS_SOURCE =
  "modelcontextprotocol/typescript-sdk v1.x src/server/mcp.ts (tool(): \"expected a Zod schema or ToolAnnotations\"; getZodSchemaObject: \"inputSchema must be a Zod schema or raw shape\"), first in 1.28.0; observed with @modelcontextprotocol/sdk 1.32.2";
const SERVER_THROWS_SOURCE =
  "modelcontextprotocol/typescript-sdk packages/core-internal/src/util/zodCompat.ts (normalizeRawShapeSchema) and src/util/standardSchema.ts (standardSchemaToJsonSchema); observed with @modelcontextprotocol/server 2.4.0";

/**
 * `server.registerTool(name, { title, description, inputSchema, outputSchema, annotations }, cb)`,
 * SDK 1.x (zod raw shape or zod schema) and 2.x (Standard Schema, `fromJsonSchema(json)`, or a
 * deprecated zod 4 raw shape).
 */
export function readRegisterTool(major: 1 | 2): ReadSite<ts.CallExpression> {
  return (call, reader) => {
    const site = siteOf(call, reader);
    const given = callArguments(reader, call);
    if ("spread" in given) return [spreadTool(site, given.spread, "its name and configuration cannot be told apart")];
    const [name, config, callback] = given.args;
    if (!name) return [];
    const read = readDefinitionParts(reader, config, { description: "description", input: ["inputSchema"] }, site);
    const parts = { ...read, name, ...(read.definition ? { annotations: annotationsOf(reader, read.definition) } : {}) };
    if (parts.unreadable || !parts.input) return [parts];
    const execute = callback && !ts.isSpreadElement(callback) ? callback : undefined;
    const json = major === 2 ? reader.callOf(parts.input, [["fromJsonSchema"]]) : undefined;
    if (json) return [{ ...parts, input: json.arguments[0], execute }];
    const kind = classifyArgument(reader, parts.input);
    const wrapped = major === 1 && kind === "schema" && !takesWholeSchemas(reader);
    if (wrapped && isZod3Expression(reader, parts.input)) return [{ ...parts, fails: wholeSchemaWrapped(reader, parts.input) }];
    const refusal = wrapped
      ? zod4SchemaWrapped(reader)
      : kind === "json-schema" || kind === "annotations"
        ? plainObjectRefusal(reader, major)
        : zod3Refusal(reader, parts.input, kind, major);
    if (refusal) return [{ ...parts, ...refused(refusal, parts.input, reader) }];
    const wrapper = major === 1 && kind === "schema" ? wrappedZodObject(reader, parts.input) : undefined;
    if (wrapper) return [{ ...parts, fixedSchema: listsNoParameters(wrapper, reader), execute }];
    return [{ ...parts, inputIsShape: kind === "shape", ...emptyShape(reader, major), execute }];
  };
}

/**
 * `server.experimental.tasks.registerToolTask(name, config, handler)` (SDK 1.x, experimental): the
 * tool is registered and listed as `registerTool()` does (both end in `_createRegisteredTool`), but
 * `config.execution.taskSupport: "forbidden"` throws at registration.
 */
export const readRegisterToolTask: ReadSite<ts.CallExpression> = (call, reader) =>
  readRegisterTool(1)(call, reader).map((found) => {
    // The callee's text is long (`server.experimental.tasks.registerToolTask`): name the form by its method.
    const parts = { ...found, form: "experimental.tasks.registerToolTask()" };
    const execution = parts.definition ? reader.definition(reader.value(parts.definition, "execution")) : undefined;
    const support = execution && !("reason" in execution) ? reader.value(execution, "taskSupport") : undefined;
    if (!support || reader.string(support) !== "forbidden") return parts;
    return {
      ...parts,
      fails: {
        reason: "throws \"Cannot register task-based tool … with taskSupport 'forbidden'\" when registering it: use registerTool() for a tool without tasks",
        node: support,
        source: "modelcontextprotocol/typescript-sdk src/experimental/tasks/mcp-server.ts (registerToolTask); read in @modelcontextprotocol/sdk 1.32.2 dist/esm/experimental/tasks/mcp-server.js",
      },
    };
  });

function plainObjectRefusal(reader: SiteReader, major: 1 | 2): Refusal {
  if (major === 2) {
    return {
      fails: "throws a TypeError when registering it, because `inputSchema` is neither a Standard Schema nor a zod raw shape: wrap a JSON Schema in `fromJsonSchema()`",
      source: SERVER_THROWS_SOURCE,
    };
  }
  const { throws, version } = sdkThrows(reader);
  if (!takesWholeSchemas(reader)) {
    return { listsNothing: `@modelcontextprotocol/sdk ${version} takes this plain object as a raw shape, and none of its keys holds a zod schema`, fix: "Write `inputSchema` as a zod raw shape.", schema: SHAPE_OF_NO_SCHEMAS, source: WRAPS_AS_SHAPE_SOURCE };
  }
  return throws
    ? { fails: `throws "inputSchema must be a Zod schema or raw shape" when registering it (${version}), because \`inputSchema\` is a plain object`, source: SDK_THROWS_SOURCE }
    : { listsNothing: `@modelcontextprotocol/sdk ${version} keeps this plain object as \`inputSchema\` but lists only zod object schemas`, fix: "Write `inputSchema` in zod." };
}

/**
 * A whole zod 4 schema there: none of its own fields is a zod 3 schema, so the SDK (zod 3 inside) lists an
 * empty closed object, as for a plain object (observed with 1.21.0 and zod 4.6.7).
 */
function zod4SchemaWrapped(reader: SiteReader): Refusal {
  const version = installedVersion(SDK_PACKAGE, reader.sourceFile.fileName);
  return {
    listsNothing: `@modelcontextprotocol/sdk ${version} takes this zod 4 schema as a raw shape, and none of its own fields is a zod 3 schema it converts`,
    // 1.22.0 takes whole schemas but fails the listing on a zod 4 one; 1.23.0 converts it (both observed).
    fix: "Update the SDK to 1.23.0 or later, which converts zod 4 schemas.",
    schema: SHAPE_OF_NO_SCHEMAS,
    source: WRAPS_AS_SHAPE_SOURCE,
  };
}

function takesWholeSchemas(reader: SiteReader): boolean {
  return atLeast(installedVersion(SDK_PACKAGE, reader.sourceFile.fileName), TAKES_WHOLE_SCHEMAS);
}

/**
 * A whole zod 3 schema given to `registerTool()` of an SDK that takes it as a raw shape: zod-to-json-schema
 * reads its own fields as zod schemas and throws, and the listing fails.
 */
function wholeSchemaWrapped(reader: SiteReader, input: ts.Expression): NonNullable<ToolParts["fails"]> {
  const version = installedVersion(SDK_PACKAGE, reader.sourceFile.fileName);
  return {
    reason: `fails \`tools/list\` for every tool of this server ("Cannot read properties of null (reading '_def')") in ${version}, because \`registerTool()\` before ${TAKES_WHOLE_SCHEMAS} wraps \`inputSchema\` in \`z.object()\` as a raw shape: pass the schema's shape (\`.shape\`), or update the SDK to ${TAKES_WHOLE_SCHEMAS} or later`,
    node: input,
    source: WRAPS_AS_SHAPE_SOURCE,
  };
}

/**
 * SDK 2.x converts through Standard JSON Schema, which zod 3 lacks: a raw shape of zod 3 schemas
 * throws at registration, a whole zod 3 schema when `tools/list` is answered (which then fails for
 * every tool of the server).
 */
function zod3Refusal(reader: SiteReader, input: ts.Expression, kind: string, major: 1 | 2): Refusal | undefined {
  if (major === 1) return undefined;
  if (kind === "shape" && shapeHasZod3(reader, input)) {
    return { fails: "throws a TypeError when registering it, because the raw shape holds zod 3 schemas: use zod ≥ 4.2", source: SERVER_THROWS_SOURCE };
  }
  if (kind === "schema" && isZod3Expression(reader, input)) {
    return {
      fails: "throws when answering `tools/list`, which then fails for every tool of this server, because a zod 3 schema has no Standard JSON Schema converter: use zod ≥ 4.2",
      source: SERVER_THROWS_SOURCE,
    };
  }
  return undefined;
}

const serverNames = new WeakMap<ts.TypeChecker, WeakMap<ts.Node, string | null>>();

/**
 * The name a server gives itself (`new McpServer({ name: "docs", version })` in both SDKs, the
 * low-level `new Server({ name }, …)`), read statically from the declaration its tools' set points
 * at (`toolSetOf`): a `const`, a class field with an initializer or one assignment in the
 * constructor, an import of either; the object and the name are followed through consts. Hosts
 * name the server by the key of their own config, which the code does not hold; this is the usual
 * stand-in. Undefined when the server or its name is not written statically. Kept per checker (one
 * program), since the name may be a `const` of another file.
 */
export function serverNameOf(checker: ts.TypeChecker, toolSet: ToolSetRef | undefined): string | undefined {
  if (!toolSet) return undefined;
  let known = serverNames.get(checker);
  if (!known) serverNames.set(checker, (known = new WeakMap()));
  let name = known.get(toolSet.node);
  if (name === undefined) known.set(toolSet.node, (name = readServerName(checker, toolSet.node) ?? null));
  return name ?? undefined;
}

function readServerName(checker: ts.TypeChecker, declaration: ts.Node): string | undefined {
  const created = serverCreation(checker, declaration);
  if (!created) return undefined;
  const followed = followExpression(createEvalContext(checker), created);
  if (!followed.ok || !ts.isNewExpression(followed.expr)) return undefined;
  const info = followed.expr.arguments?.[0];
  if (!info || ts.isSpreadElement(info)) return undefined;
  const object = readDefinitionObject(checker, info);
  const value = "reason" in object ? undefined : object.properties.get("name")?.value;
  const text = value ? readStaticString(checker, value) : undefined;
  return text?.ok && text.value !== "" ? text.value : undefined;
}

/** The expression that creates the server a declaration holds, through an import of it. */
function serverCreation(checker: ts.TypeChecker, declaration: ts.Node): ts.Expression | undefined {
  if (ts.isImportSpecifier(declaration) || ts.isImportClause(declaration)) {
    const local = declaration.name && checker.getSymbolAtLocation(declaration.name);
    const target = local && local.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(local) : undefined;
    const original = target?.valueDeclaration;
    return original && !ts.isImportSpecifier(original) && !ts.isImportClause(original) ? serverCreation(checker, original) : undefined;
  }
  if (ts.isVariableDeclaration(declaration)) return declaration.initializer;
  if (!ts.isPropertyDeclaration(declaration)) return undefined;
  if (declaration.initializer) return declaration.initializer;
  return assignedInConstructor(declaration);
}

/** `this.server = new McpServer(…)` in the class's constructor, when that is the field's only assignment there. */
function assignedInConstructor(field: ts.PropertyDeclaration): ts.Expression | undefined {
  const assigned = constructorAssignments(field);
  return assigned.length === 1 ? assigned[0] : undefined;
}
