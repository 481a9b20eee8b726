import ts from "../../util/typescript.cjs";
import { calleeForm, readDefinitionParts } from "../core/definition-parts.js";
import type { SiteReader } from "../core/reader.js";
import type { ReadSite, ToolParts, ToolSetRef } from "../types.js";
import { atLeast, installedVersion } from "../core/version.js";
import { classifyArgument, hasNestedObject, isZod3Type, shapeHasZod3 } from "./classify.js";

export const SDK_PACKAGE = "@modelcontextprotocol/sdk";

/** The SDK 1.x release that started throwing on objects it cannot take as a schema or annotations. */
const THROWS_ON_UNRECOGNISED_OBJECTS = "1.28.0";

type Site = Pick<ToolParts, "node" | "anchor" | "form" | "toolSet">;

/** The tools registered on one server are listed together: one set per server declaration. */
function toolSetOf(call: ts.CallExpression, reader: SiteReader): ToolSetRef | undefined {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee)) return undefined;
  const declaration = reader.declarationOf(callee.expression);
  if (!declaration) return undefined;
  const text = callee.expression.getText(reader.sourceFile).replace(/\s+/g, "");
  return { node: declaration, label: `MCP server \`${text.length > 40 ? text.slice(0, 39) + "…" : text}\`` };
}

function siteOf(call: ts.CallExpression, reader: SiteReader): Site {
  return { node: call, anchor: call.expression, form: calleeForm(call, reader.sourceFile), toolSet: toolSetOf(call, reader) };
}

/** The 1.x SDK version next to the linted file, for the reasons that changed in 1.28.0. */
function sdkThrows(reader: SiteReader): { readonly throws: boolean; readonly version: string } {
  const version = installedVersion(SDK_PACKAGE, reader.sourceFile.fileName);
  return { throws: atLeast(version, THROWS_ON_UNRECOGNISED_OBJECTS), version: version ?? `≥ ${THROWS_ON_UNRECOGNISED_OBJECTS}` };
}

function isStringArgument(reader: SiteReader, expr: ts.Expression): boolean {
  return (reader.checker.getTypeAtLocation(expr).flags & ts.TypeFlags.StringLike) !== 0 || reader.string(expr) !== undefined;
}

/**
 * SDK 1.x `server.tool()`, every overload, parsed as the SDK parses them at runtime
 * (`McpServer.tool` in src/server/mcp.ts): a string after the name is the description; then, when
 * more than the callback is left, a zod raw shape is the input (optionally followed by annotations)
 * and any other object is taken as ToolAnnotations.
 */
export const readSdkTool: ReadSite<ts.CallExpression> = (call, reader) => {
  const site = siteOf(call, reader);
  const [name, ...rest] = call.arguments;
  if (!name || ts.isSpreadElement(name)) return [];
  const spread = rest.find(ts.isSpreadElement);
  if (spread) return [{ ...site, name, unreadable: { reason: "the arguments are spread, so which `tool()` overload is meant cannot be told", node: spread } }];
  const description = rest.length > 1 && isStringArgument(reader, rest[0]) ? rest.shift() : undefined;
  if (rest.length <= 1) return [{ ...site, name, description }];
  const slot = rest[0];
  const kind = classifyArgument(reader, slot);
  if (kind === "annotations") return [{ ...site, name, description }];
  if (kind === "schema" || kind === "json-schema") {
    return [{ ...site, name, description, unreadable: { reason: toolSlotReason(reader, slot, kind), node: slot } }];
  }
  // A raw shape, or an expression the SDK will most likely read as one: the callback's parameter types it.
  return [{ ...site, name, description, input: slot, inputIsShape: true, execute: rest[rest.length - 1] }];
};

function toolSlotReason(reader: SiteReader, slot: ts.Expression, kind: "schema" | "json-schema"): string {
  const { throws, version } = sdkThrows(reader);
  const what = kind === "schema" ? "a schema object (only a raw shape `{ city: z.string() }` is read as parameters here)" : "a plain JSON Schema";
  if (throws && (kind === "schema" || hasNestedObject(reader, slot))) {
    return `@modelcontextprotocol/sdk ${version} throws "expected a Zod schema or ToolAnnotations" when registering this tool, because \`tool()\` gets ${what}`;
  }
  return `@modelcontextprotocol/sdk ${version} takes ${what} in this position for tool annotations and publishes the tool with no parameters (typescript-sdk #1585)`;
}

/**
 * `server.registerTool(name, { title, description, inputSchema, outputSchema, annotations }, cb)`,
 * SDK 1.x (zod raw shape or zod schema) and 2.x (Standard Schema, `fromJsonSchema(json)`, or a
 * deprecated zod 4 raw shape).
 */
export function readRegisterTool(major: 1 | 2): ReadSite<ts.CallExpression> {
  return (call, reader) => {
    const site = siteOf(call, reader);
    const [name, config, callback] = call.arguments;
    if (!name || ts.isSpreadElement(name)) return [];
    const parts = { ...readDefinitionParts(reader, config, { description: "description", input: ["inputSchema"] }, site), name };
    if (parts.unreadable || !parts.input) return [parts];
    const execute = callback && !ts.isSpreadElement(callback) ? callback : undefined;
    const json = major === 2 ? reader.callOf(parts.input, [["fromJsonSchema"]]) : undefined;
    if (json) return [{ ...parts, input: json.arguments[0], execute }];
    const kind = classifyArgument(reader, parts.input);
    const refused = kind === "json-schema" || kind === "annotations" ? plainObjectReason(reader, major) : zod3Reason(reader, parts.input, kind, major);
    if (refused) return [{ ...parts, unreadable: { reason: refused, node: parts.input } }];
    return [{ ...parts, inputIsShape: kind === "shape", execute }];
  };
}

function plainObjectReason(reader: SiteReader, major: 1 | 2): string {
  if (major === 2) {
    return "@modelcontextprotocol/server throws a TypeError for an `inputSchema` that is neither a Standard Schema nor a zod raw shape: wrap a JSON Schema in `fromJsonSchema()`";
  }
  const { throws, version } = sdkThrows(reader);
  return throws
    ? `@modelcontextprotocol/sdk ${version} throws "inputSchema must be a Zod schema or raw shape" when registering this tool`
    : `@modelcontextprotocol/sdk ${version} keeps this plain object as \`inputSchema\` but lists only zod object schemas, so the tool is published with no parameters`;
}

/** SDK 2.x converts through Standard JSON Schema, which zod 3 lacks: it throws. */
function zod3Reason(reader: SiteReader, input: ts.Expression, kind: string, major: 1 | 2): string | undefined {
  if (major === 1) return undefined;
  const zod3 = kind === "shape" ? shapeHasZod3(reader, input) : kind === "schema" && isZod3Type(reader.checker.getTypeAtLocation(reader.unwrap(input)));
  return zod3 ? "@modelcontextprotocol/server refuses zod 3 schemas and throws (it converts through Standard JSON Schema, which zod 3 does not implement): use zod ≥ 4.2" : undefined;
}
