// Readers of the Mistral SDK's function tools: `{ type: "function", function: { name, description,
// parameters, strict } }` in a request's `tools`, or a value typed with the SDK's tool types.
import ts from "../../util/typescript.cjs";
import { readDefinitionParts } from "../core/definition-parts.js";
import type { SiteReader } from "../core/reader.js";
import { readListedTools } from "../core/listed-elements.js";
import type { ToolParts, ToolSetRef } from "../types.js";

/** Where the SDK's request validation was read and seen. */
export const VALIDATION_SOURCE =
  "@mistralai/mistralai 2.7.0 src/models/components/function.ts (FunctionT$outboundSchema: `parameters: z.record(z.string(), z.any())`, required), tool.ts and chatcompletionrequest.ts (`Tool$outboundSchema.and(z.object({ type: z.literal(\"function\") }))`), functiontool.ts; observed 2026-12-04 (tests/wire/mistral)";

const KEYS = { name: "name", description: "description", input: ["parameters"], strict: "strict" } as const;

/** Every function tool goes to Mistral's API, strict or not: no source says `strict` changes what it accepts. */
export const toMistral = (): readonly string[] => ["mistral"];

/** `tools[]` elements hold `{ type, function }`; a `FunctionT` value is the function alone. */
export type MistralShape = "tool" | "function";

/** The function tools in a `tools` array (or one tool value), read statically; built-in tools are skipped. */
export function readTools(reader: SiteReader, value: ts.Expression | undefined, shape: MistralShape, form: string): ToolParts[] {
  if (!value) return [];
  const array = reader.array(value);
  if (!array) {
    if (ts.isObjectLiteralExpression(reader.follow(value))) return readTool(reader, value, shape, form, undefined);
    // A list built in the source (`tools.map((t) => toMistralTool(t))`): each element read as written.
    return readListedTools(reader, value, form, (element) => readTool(reader, element, shape, form, undefined));
  }
  const toolSet: ToolSetRef = { node: array.node, label: "this tools array" };
  return elementsOf(reader, array.node, 0).flatMap((element) => readTool(reader, element, shape, form, toolSet));
}

/** The array's elements, with `...spread` of another static array (a const) read in place. */
function elementsOf(reader: SiteReader, array: ts.ArrayLiteralExpression, depth: number): ts.Expression[] {
  return array.elements.flatMap((element) => {
    if (ts.isOmittedExpression(element)) return [];
    if (!ts.isSpreadElement(element)) return [element];
    const inner = depth < 8 ? reader.array(element.expression) : undefined;
    return inner ? elementsOf(reader, inner.node, depth + 1) : [];
  });
}

function readTool(reader: SiteReader, element: ts.Expression, shape: MistralShape, form: string, toolSet: ToolSetRef | undefined): ToolParts[] {
  const outer = reader.definition(element);
  if ("reason" in outer) return [];
  let functionExpr: ts.Expression | undefined = outer.node;
  let missingType = false;
  if (shape === "tool") {
    const type = reader.value(outer, "type");
    // `web_search`, `code_interpreter`, connectors…: built-in tools with no schema of the user's.
    if (type !== undefined && reader.string(type) !== "function") return [];
    functionExpr = reader.value(outer, "function");
    if (!functionExpr) return [];
    missingType = type === undefined && outer.complete;
  }
  const site = siteOf(reader, functionExpr, outer.node);
  const parts = readDefinitionParts(reader, functionExpr, KEYS, { ...site, form });
  const fails = failure(parts, missingType, outer.node);
  return [{ ...parts, targets: toMistral, ...(toolSet ? { toolSet } : {}), ...(fails ? { fails } : {}) }];
}

/**
 * The node that identifies the tool: the `{ type, function }` element, or the function's own literal
 * when it is written apart in this file (`function: summarize`, a typed `FunctionT`), so the request
 * and the typed value name one tool, not two.
 */
function siteOf(reader: SiteReader, functionExpr: ts.Expression, element: ts.ObjectLiteralExpression): { node: ts.Node; anchor: ts.Node } {
  const definition = reader.definition(functionExpr);
  if ("reason" in definition) return { node: element, anchor: element };
  const literal = definition.node;
  const apart = literal.getSourceFile() === reader.sourceFile && (literal.pos < element.pos || literal.end > element.end);
  return apart ? { node: literal, anchor: literal } : { node: element, anchor: element };
}

/**
 * The SDK validates the request with zod before sending it and throws "Input validation failed": a
 * function tool without `type: "function"` or without `parameters` never leaves the client.
 */
function failure(parts: ToolParts, missingType: boolean, tool: ts.Node): ToolParts["fails"] {
  if (missingType) return { reason: 'throws "Input validation failed" before sending: a function tool needs `type: "function"`', node: tool, source: VALIDATION_SOURCE };
  const definition = parts.definition;
  if (definition?.complete && !definition.properties.has("parameters")) {
    return { reason: 'throws "Input validation failed" before sending: `function.parameters` is required', node: parts.anchor, source: VALIDATION_SOURCE };
  }
  return undefined;
}
