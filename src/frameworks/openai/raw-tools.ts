import ts from "../../util/typescript.cjs";
import { readDefinitionParts } from "../core/definition-parts.js";
import { readListedTools } from "../core/listed-elements.js";
import type { SiteReader } from "../core/reader.js";
import type { SendContext, ToolParts, ToolSetRef } from "../types.js";

/**
 * Which request shape a raw tool follows. Chat Completions nests the function
 * (`{ type: "function", function: { name, parameters, strict } }`); the Responses API flattens it
 * (`{ type: "function", name, parameters, strict }`); `FunctionDefinition` is the nested object alone.
 */
export type RawToolShape = "chat" | "responses" | "definition";

const KEYS = { name: "name", description: "description", input: ["parameters"], strict: "strict" } as const;

/**
 * Targets of a raw tool: `strict: true` asks for strict mode everywhere. Chat Completions is not
 * strict unless asked. The Responses API, given no `strict`, tries strict mode and falls back to
 * non-strict when the schema does not fit, so the tool is never rejected for strict reasons: it is
 * checked as non-strict (docs/frameworks/openai.md explains the silent upgrade).
 */
export function rawTargets(context: SendContext): readonly string[] {
  return context.strict === true ? ["openai-strict"] : ["openai"];
}

/**
 * The legacy Chat Completions `functions` parameter: `ChatCompletionCreateParams.Function` has no
 * `strict` (resources/chat/completions/completions.d.ts, openai 7.59.0), so its functions are always
 * non-strict, whatever an extra key says.
 */
export const legacyTargets = (): readonly string[] => ["openai"];

/** The raw function tools in a `tools` array (or one tool), read statically; others are skipped. */
export function readRawTools(
  reader: SiteReader,
  value: ts.Expression | undefined,
  shape: RawToolShape,
  form: string,
  targets: ToolParts["targets"] = rawTargets,
): ToolParts[] {
  if (!value) return [];
  const array = reader.array(value);
  if (!array) {
    if (ts.isObjectLiteralExpression(reader.follow(value))) return readRawTool(reader, value, shape, form, undefined, targets);
    // A list built in the source (`tools.map((t) => toOpenAITool(t))`): each element read as written.
    return readListedTools(reader, value, form, (element) => readRawTool(reader, element, shape, form, undefined, targets));
  }
  const toolSet: ToolSetRef = { node: array.node, label: shape === "definition" ? "this functions array" : "this tools array" };
  return elementsOf(reader, array.node, 0).flatMap((element) => readRawTool(reader, element, shape, form, toolSet, targets));
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

function readRawTool(
  reader: SiteReader,
  element: ts.Expression,
  shape: RawToolShape,
  form: string,
  toolSet: ToolSetRef | undefined,
  targets: ToolParts["targets"],
): ToolParts[] {
  // Helper results (`zodFunction(…)`) and values that are not object literals are not raw tools;
  // the helpers are recognised as calls of their own.
  const outer = reader.definition(element);
  if ("reason" in outer) return [];
  const type = reader.value(outer, "type");
  const typeName = reader.string(type);
  if (shape !== "definition" && type !== undefined && typeName !== "function") return [];
  let definitionExpr: ts.Expression | undefined = outer.node;
  if (shape === "chat") {
    definitionExpr = reader.value(outer, "function");
    if (!definitionExpr) return [];
  } else if (shape === "responses" && !outer.properties.has("name") && type === undefined) {
    return [];
  }
  const site = { node: outer.node, anchor: outer.node, form };
  return [{ ...readDefinitionParts(reader, definitionExpr, KEYS, site), toolSet, targets }];
}
