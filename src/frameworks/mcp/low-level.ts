// Low-level MCP servers: the `tools/list` handler set with `setRequestHandler`, and values typed `Tool`.
// What the handler returns is what clients receive: each listed object is one tool, as written.
import ts from "../../util/typescript.cjs";
import { keptFrom, spreadParameterOf } from "../../analysis/recognition/catalog.js";
import { staticKey } from "../core/reader.js";
import { definitionsOfType, elementTypeOf } from "../../analysis/recognition/typed-sources.js";
import { unresolvedImportOf } from "../../analysis/recognition/unbuilt-import.js";
import { readDefinitionParts } from "../core/definition-parts.js";
import type { SiteReader } from "../core/reader.js";
import type { ReadSite, ToolParts, ToolSetRef } from "../types.js";
import type { JsonObject } from "../../schema/types.js";
import { schemaLibraryOf } from "../../schema/shared/library.js";
import { literalsMadeBy, mapCallback } from "../core/listed-elements.js";
import { classifyArgument, isZod3Expression } from "./classify.js";
import { toolSetOf } from "./read.js";
import { annotationsOf, UNKNOWN_ANNOTATIONS } from "./annotations.js";

const KEYS = { name: "name", description: "description", input: ["inputSchema"] } as const;
/** Where `ListToolsRequestSchema` comes from: SDK 1.x's types module (2.x takes the method's name). */
export const TYPES_MODULES = ["@modelcontextprotocol/sdk/types.js", "@modelcontextprotocol/sdk/types"];
const FORM = "tools/list handler";
/** The keys of a listed tool the plugin reads: a function that sets one of them over a spread changes the tool. */
const READ_KEYS: ReadonlySet<string> = new Set(["name", "description", "inputSchema", "annotations", "title"]);
/** Lists nested in lists (`[...a.map(…), ...b]`) are followed this deep. */
const MAX_DEPTH = 8;

interface Listing {
  readonly reader: SiteReader;
  readonly toolSet: ToolSetRef | undefined;
  /** Where a listing that cannot be read is reported. */
  readonly fallback: ts.Node;
}

/**
 * `server.setRequestHandler(ListToolsRequestSchema, handler)` (1.x) or `("tools/list", handler)`
 * (2.x): the objects in the `tools` array the handler returns. A tool mapped from a catalog
 * (`allTools.map((t) => ({ name: t.name, … }))`) is read once here and once per element by the
 * core, which knows the catalog.
 */
export const readToolsListHandler: ReadSite<ts.CallExpression> = (call, reader) => {
  const [method, handler] = call.arguments;
  if (!method || !handler || ts.isSpreadElement(method) || ts.isSpreadElement(handler) || !listsTools(reader, method)) return [];
  const listing: Listing = { reader, toolSet: toolSetOf(call, reader), fallback: call.expression };
  const fn = reader.follow(handler);
  if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn) && !ts.isFunctionDeclaration(fn)) {
    return [{ ...unreadable(listing, "the tools/list handler is not a function written in the source", handler), unfollowed: true }];
  }
  const lists = returnedExpressions(fn).flatMap((returned) => {
    const result = reader.definition(returned);
    const tools = "reason" in result ? undefined : reader.value(result, "tools");
    return tools ? [tools] : [];
  });
  if (lists.length === 0) {
    const typed = returnedExpressions(fn).flatMap((returned) => listedByResultType(reader, returned));
    if (typed.length > 0) return onePerDefinition(typed.flatMap((literal) => toolOf(byType(listing), literal)));
    return [{ ...unreadable(listing, "the tools/list handler returns no `tools` written in the source", handler), unfollowed: true }];
  }
  return onePerDefinition(lists.flatMap((list) => listed(listing, list, 0)));
};

/** The listing of tools found by their type: in the server's set, but not counted in it (`ToolSetRef.byType`). */
function byType(listing: Listing): Listing {
  return listing.toolSet ? { ...listing, toolSet: { ...listing.toolSet, byType: true } } : listing;
}

/**
 * `return handleListTools(request)`: a result built elsewhere, typed as the listing
 * (`Promise<ListToolsResult>`). The tools are the program's values of its `tools` element type.
 */
function listedByResultType(reader: SiteReader, returned: ts.Expression): readonly ts.ObjectLiteralExpression[] {
  const checker = reader.checker;
  const result = checker.getAwaitedType(checker.getTypeAtLocation(returned));
  const tools = result && !(result.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) ? checker.getPropertyOfType(result, "tools") : undefined;
  if (!tools) return [];
  return definitionsOfType(reader.program, elementTypeOf(checker, checker.getTypeOfSymbolAtLocation(tools, returned), returned)).elements.map((element) => element.value);
}

/**
 * `Tool`-typed values (`const TOOLS: Tool[] = […]`): each object one tool; its server's listing gives
 * its set. Only in a program that lists tools itself: elsewhere a `Tool` is a value that no server of
 * the program sends (a client's copy, a description read by a high-level server).
 */
export const readTypedTools: ReadSite<ts.Expression> = (value, reader) =>
  programListsTools(reader.program) ? onePerDefinition(listed({ reader, toolSet: undefined, fallback: value }, value, 0, true)) : [];

const listingPrograms = new WeakMap<ts.Program, boolean>();

/** Some file of the program names a tools/list request (`ListToolsRequestSchema`, `"tools/list"`): found by text, once per program. */
function programListsTools(program: ts.Program): boolean {
  let known = listingPrograms.get(program);
  if (known === undefined) {
    known = program.getSourceFiles().some((file) => !file.isDeclarationFile && /ListToolsRequestSchema|["'`]tools\/list["'`]/.test(file.text));
    listingPrograms.set(program, known);
  }
  return known;
}

/**
 * A tool reached by two paths (both branches of `readOnly ? readonlyTools : allTools`, whose lists
 * share elements) is one tool the server lists once: kept at its first reading.
 */
function onePerDefinition(parts: ToolParts[]): ToolParts[] {
  const seen = new Set<ts.Node>();
  return parts.filter((part) => {
    if (seen.has(part.node)) return false;
    seen.add(part.node);
    return true;
  });
}

function listsTools(reader: SiteReader, method: ts.Expression): boolean {
  if (reader.string(method) === "tools/list") return true;
  const path = reader.exportPathOf(reader.unwrap(method), TYPES_MODULES);
  return path !== undefined && path[path.length - 1] === "ListToolsRequestSchema";
}

/** The tools an expression lists: an array (spreads included), a `map` over a catalog, or one tool object. */
function listed(listing: Listing, expr: ts.Expression, depth: number, quiet = false): ToolParts[] {
  const { reader } = listing;
  const target = reader.follow(expr);
  if (depth > MAX_DEPTH) return [unreadable(listing, "the listed tools are nested too deep to follow", expr)];
  if (ts.isArrayLiteralExpression(target)) {
    const elements = [...target.elements, ...pushedOnto(reader, expr)];
    // `const TOOLS: Tool[] = []`, filled where the source does not say (a loop over loaded modules): the values of its type.
    if (elements.length === 0 && !quiet) return reader.valuesOfType(expr).flatMap((literal) => toolOf(byType(listing), literal));
    return elements.flatMap((element) => {
      if (ts.isOmittedExpression(element)) return [];
      return ts.isSpreadElement(element) ? listed(listing, element.expression, depth + 1, quiet) : listed(listing, element, depth + 1, quiet);
    });
  }
  // `readOnly ? readonlyTools : allTools`: the server lists one or the other, so both are read.
  if (ts.isConditionalExpression(target)) {
    return [target.whenTrue, target.whenFalse].flatMap((branch) => listed(listing, branch, depth + 1, quiet));
  }
  const subset = keptFrom(target);
  if (subset) return subset.flatMap((source) => listed(listing, source, depth + 1, quiet));
  const mapped = mapCallback(reader, target);
  if (mapped) return returnedExpressions(mapped).flatMap((returned) => toolOf(listing, returned));
  // `withCategory(searchTool, "core")` returning `{ ...meta, category }`: the argument is the tool, with fields it does not read added.
  const spread = ts.isCallExpression(target) ? spreadParameterOf(reader.checker, target) : undefined;
  if (spread) {
    const overrides = spread.literal.properties.some((p) => p.name !== undefined && READ_KEYS.has(staticKey(p.name) ?? ""));
    return overrides ? toolOf(listing, spread.literal) : listed(listing, spread.argument, depth + 1, quiet);
  }
  if (ts.isObjectLiteralExpression(target)) return toolOf(listing, expr);
  // `createToolSchema(Schema, "mute_host", "…")`: a function of the program returning the tool's literal,
  // read there (recognition/mapper-parameter.ts reads it once per call). Asked before the type of the
  // call, which the checker would infer in place, through the schema's whole type.
  const made = ts.isCallExpression(target) ? literalsMadeBy(reader, target) : undefined;
  if (made) return made.flatMap((literal) => toolOf(listing, literal));
  // A list not written here (`backend.listTools()`, a registry's Map): the tools are the values of its element type.
  const typed = quiet ? [] : reader.valuesOfType(target);
  if (typed.length > 0) return typed.flatMap((literal) => toolOf(byType(listing), literal));
  // A typed value that is not written out here (a parameter, a call) is no listing to read.
  if (quiet) return [];
  const type = reader.checker.typeToString(elementTypeOf(reader.checker, reader.checker.getTypeAtLocation(target), target));
  // A type the checker spells out member by member says nothing a reader can use.
  const named = type.length <= 60 ? ` (\`${type}\`)` : "";
  const unresolved = unresolvedImportOf(reader.checker, target);
  const reason = unresolved
    ? `the listed tools ${describe(target)} have no type: ${unresolved}`
    : `the listed tools ${describe(target)} are not an array or a \`map\` written in the source, and no object literal of the program is written with their type${named}`;
  return [{ ...unreadable(listing, reason, expr), unfollowed: true }];
}

/**
 * `tools.push({ … })` on the `const` array listed (a tool added when the client can take it): the
 * pushed elements, from the calls in the scope that declares the array.
 */
function pushedOnto(reader: SiteReader, expr: ts.Expression): ts.Expression[] {
  const name = reader.unwrap(expr);
  if (!ts.isIdentifier(name)) return [];
  // `return { tools }`: the shorthand's value is the variable.
  const shorthand = name.parent && ts.isShorthandPropertyAssignment(name.parent) && name.parent.name === name ? name.parent : undefined;
  const symbol = shorthand ? reader.checker.getShorthandAssignmentValueSymbol(shorthand) : reader.checker.getSymbolAtLocation(name);
  const declaration = symbol?.valueDeclaration;
  if (!declaration || !ts.isVariableDeclaration(declaration) || declaration.getSourceFile().isDeclarationFile) return [];
  let scope: ts.Node = declaration;
  while (scope.parent && !ts.isBlock(scope) && !ts.isSourceFile(scope)) scope = scope.parent;
  const pushed: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "push") {
      const receiver = node.expression.expression;
      if (ts.isIdentifier(receiver) && receiver.text === name.getText() && reader.checker.getSymbolAtLocation(receiver) === symbol) pushed.push(...node.arguments);
    }
    ts.forEachChild(node, visit);
  };
  visit(scope);
  return pushed;
}

function toolOf(listing: Listing, element: ts.Expression): ToolParts[] {
  const { reader, toolSet } = listing;
  const definition = reader.definition(element);
  if ("reason" in definition) return [unreadable(listing, definition.reason, definition.node)];
  const name = definition.properties.get("name");
  const site = { node: definition.node, anchor: name?.key ?? definition.node, form: FORM };
  // `const modified = { ...tool }; modified.annotations = …; return modified;`: what is listed is the object as changed.
  const changed = changedMembers(reader, element);
  const annotations = changed.has("annotations") ? UNKNOWN_ANNOTATIONS : annotationsOf(reader, definition);
  const parts = { ...readDefinitionParts(reader, element, KEYS, site), toolSet, annotations };
  const part = ["name", "description", "inputSchema"].find((key) => changed.has(key));
  if (part) return [{ ...parts, unreadable: { reason: `\`${part}\` is assigned after the listed object is written, so what is listed is not read statically`, node: changed.get(part)! } }];
  if (parts.input && classifyArgument(reader, parts.input) === "schema") return [{ ...parts, ...schemaObjectListed(reader, parts.input) }];
  return [parts];
}

const SCHEMA_OBJECT_SOURCE =
  "modelcontextprotocol/typescript-sdk v1.x src/shared/protocol.ts (the result is sent as JSON by the transport), src/types.ts (ListToolsResultSchema: inputSchema.type must be \"object\"); observed with @modelcontextprotocol/sdk 1.32.2 over a JSON-serialising transport, zod 4.6.7 and zod/v3 (tests/wire/mcp-low-level)";

/**
 * A zod schema object placed as `inputSchema` (a cast hides it from `Tool`'s type): the transport
 * writes the object's own fields as JSON. zod 4's are `{ "type": "object", "def": … }`, which clients
 * accept as an object with no parameters; zod 3's have no `type`, and the TypeScript SDK's client then
 * rejects the whole `tools/list` result. Other schema libraries are explained, not judged.
 */
function schemaObjectListed(reader: SiteReader, input: ts.Expression): Pick<ToolParts, "fails" | "fixedSchema" | "unreadable"> {
  if (isZod3Expression(reader, input)) {
    return {
      fails: {
        reason: "lists the zod 3 schema's own fields, which have no \"type\": \"object\", so MCP clients reject the whole tools/list result: use zodToJsonSchema(schema) to list its JSON Schema",
        node: input,
        source: SCHEMA_OBJECT_SOURCE,
      },
    };
  }
  if (schemaLibraryOf(reader.checker, reader.checker.getTypeAtLocation(reader.unwrap(input))) === "zod") {
    return {
      fixedSchema: {
        schema: ZOD_INTERNALS_LISTED,
        source: SCHEMA_OBJECT_SOURCE,
        replaces: { change: "lists zod's own fields (its \"def\"), not JSON Schema, so the tool has no parameters (list z.toJSONSchema(schema))", by: "The MCP low-level Server" },
      },
    };
  }
  return { unreadable: { reason: "`inputSchema` is a schema object, which the server lists as that object's own fields, not as JSON Schema: convert it to JSON Schema before listing it", node: input } };
}

/** What clients read of a zod 4 schema object, but for zod's internal `def`, which no provider reads as a keyword. */
const ZOD_INTERNALS_LISTED: JsonObject = { type: "object" };

/**
 * The members assigned, deleted or merged into the variable a listing returns after it is written
 * (`modified.inputSchema = …`, `delete modified.inputSchema.$schema`, `Object.assign(modified, …)`,
 * the last one as `*`), each with the first place it happens, within the function that declares it.
 */
function changedMembers(reader: SiteReader, element: ts.Expression): Map<string, ts.Node> {
  const changed = new Map<string, ts.Node>();
  const name = reader.unwrap(element);
  if (!ts.isIdentifier(name)) return changed;
  const symbol = reader.checker.getSymbolAtLocation(name);
  const declaration = symbol?.valueDeclaration;
  if (!symbol || !declaration || !ts.isVariableDeclaration(declaration)) return changed;
  const isVariable = (node: ts.Node) => ts.isIdentifier(node) && reader.checker.getSymbolAtLocation(node) === symbol;
  /** The first member of the variable a target reaches: `modified.inputSchema.$schema` → inputSchema. */
  const memberOf = (target: ts.Expression): string | undefined => {
    let current = target;
    while (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current)) {
      const holder = current.expression;
      if (isVariable(holder)) {
        if (ts.isPropertyAccessExpression(current)) return current.name.text;
        return ts.isStringLiteralLike(current.argumentExpression) ? current.argumentExpression.text : "*";
      }
      current = holder;
    }
    return undefined;
  };
  const note = (key: string | undefined, node: ts.Node) => {
    if (key !== undefined && !changed.has(key)) changed.set(key, node);
  };
  let scope: ts.Node = declaration;
  while (scope.parent && !ts.isFunctionLike(scope) && !ts.isSourceFile(scope)) scope = scope.parent;
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment) note(memberOf(node.left), node.left);
    else if (ts.isDeleteExpression(node)) note(memberOf(node.expression), node);
    else if (ts.isCallExpression(node) && node.arguments[0] && isVariable(node.arguments[0]) && node.expression.getText() === "Object.assign") note("*", node);
    ts.forEachChild(node, visit);
  };
  visit(scope);
  // `Object.assign(modified, …)` may change any member.
  const all = changed.get("*");
  if (all) for (const key of ["name", "description", "inputSchema", "annotations"]) note(key, all);
  return changed;
}

function unreadable(listing: Listing, reason: string, node: ts.Node): ToolParts {
  return { node, anchor: node, form: FORM, toolSet: listing.toolSet, unreadable: { reason, node } };
}

/** The expressions a function returns (its expression body, or its `return`s outside nested functions), `await` and `async` aside. */
function returnedExpressions(fn: ts.FunctionLikeDeclaration): ts.Expression[] {
  const body = fn.body;
  if (!body) return [];
  if (!ts.isBlock(body)) return [stripAwait(body)];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) found.push(stripAwait(node.expression));
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

/** The value a handler answers with: through `await`, parentheses and `Promise.resolve(…)` (a handler that is not `async`). */
function stripAwait(expr: ts.Expression): ts.Expression {
  let current = expr;
  for (;;) {
    if (ts.isParenthesizedExpression(current) || ts.isAwaitExpression(current)) current = current.expression;
    else if (isPromiseResolve(current)) current = current.arguments[0]!;
    else return current;
  }
}

function isPromiseResolve(expr: ts.Expression): expr is ts.CallExpression {
  if (!ts.isCallExpression(expr) || expr.arguments.length !== 1 || ts.isSpreadElement(expr.arguments[0]!)) return false;
  const callee = expr.expression;
  return ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === "Promise" && callee.name.text === "resolve";
}

function describe(node: ts.Node): string {
  const text = node.getText().replace(/\s+/g, " ");
  return "`" + (text.length > 40 ? text.slice(0, 39) + "…" : text) + "`";
}
