import ts from "../../util/typescript.cjs";
import type { ReadSite, ToolForm, ToolParts } from "../types.js";
import { boundTargets } from "./bindings.js";

/**
 * `chatAnthropic.withStructuredOutput(schema, { name, strict, method })`: ChatAnthropic asks for
 * structured output by forcing a call of one tool it makes from the schema (method "functionCalling",
 * the default): `{ name: name ?? "extract", description, input_schema: toJsonSchema(schema) }`, with
 * `tool_choice` set to it and `strict` from the options. The description is the schema's own root
 * `description`, else "A function available to call." for a zod schema and "" for a JSON Schema
 * object. Other methods send no tool: "jsonSchema" asks for an output format (1.x; 0.3 reads it as
 * "functionCalling" and is left out here), "jsonMode" falls back to it (1.x) or throws (0.3).
 * (@langchain/anthropic 1.5.11 dist/chat_models.js withStructuredOutput, 0.3.18 the same for zod and
 * JSON Schema objects; captured in tests/wire/langchain.)
 */
const SOURCE = "@langchain/anthropic 0.3.18 and 1.5.11 dist/chat_models.js (ChatAnthropic#withStructuredOutput, method \"functionCalling\")";

const readStructuredOutput: ReadSite<ts.CallExpression> = (call, reader) => {
  const [schema, config] = call.arguments;
  if (!schema || ts.isSpreadElement(schema)) return [];
  const options = config ? reader.definition(config) : undefined;
  // Options that cannot be read may choose another method: no tool is claimed.
  if (options && "reason" in options) return [];
  const method = options ? reader.value(options, "method") : undefined;
  if (method && reader.string(method) !== "functionCalling") return [];
  // An Anthropic tool given whole (`{ name, description, input_schema }`) is sent as it is: not read here.
  const given = reader.definition(schema);
  if (!("reason" in given) && given.properties.has("input_schema")) return [];
  const callee = call.expression;
  const anchor = ts.isPropertyAccessExpression(callee) ? callee.name : callee;
  const name = options ? reader.value(options, "name") : undefined;
  const strict = options ? reader.value(options, "strict") : undefined;
  const parts: ToolParts = {
    node: call,
    anchor,
    form: "withStructuredOutput()",
    ...(name ? { name } : { nameFromKey: { value: "extract", node: anchor } }),
    input: schema,
    descriptionFromSchema: { zod: "A function available to call.", other: "", source: SOURCE },
    ...(strict ? { strict } : {}),
    targets: (context, configured) => boundTargets([{ provider: "anthropic", strict: undefined, modelStrict: undefined }], { anthropic: context.strict }, configured),
  };
  return [parts];
};

/** The form: `withStructuredOutput(…)` on a ChatAnthropic instance. */
export const structuredOutputForm: ToolForm = { kind: "method", instanceOf: [["ChatAnthropic"]], method: ["withStructuredOutput"], read: readStructuredOutput };
