// What cohere-ai's request serialiser does with a tool that it cannot write (it throws before sending),
// and what Cohere refuses that the SDK passes through: both leave the tool unsent.
import ts from "../../util/typescript.cjs";
import type { SiteReader } from "../core/reader.js";
import type { FrameworkTransform, ToolParts } from "../types.js";

export const SDK_SOURCE =
  "cohere-ai 8.1.0 (npm): api/resources/v2/client/Client.js (chat, chatStream: `serializers.V2ChatRequest.jsonOrThrow(request, { unrecognizedObjectKeys: \"passthrough\" })`), serialization/types/ToolV2.js, ToolV2Function.js (`parameters: record(string(), unknown())`, required)";

const OBSERVED = "observed with a fake fetch (tests/wire/cohere), 2026-12-04";

/**
 * Per tool: a function without `parameters` (the serialiser requires the key), and a function with
 * `strict` (OpenAI's per-function flag: the serialiser passes unknown keys through, and Cohere answers
 * 422 `unknown field: parameter 'strict' is not a valid field`, OpenRouterTeam/openrouter-examples#71).
 */
export function failsOnTheWay(reader: SiteReader, parts: ToolParts): ToolParts {
  if (parts.unreadable || parts.fails || !parts.definition) return parts;
  const definition = parts.definition;
  const strict = definition.properties.get("strict");
  if (strict) {
    return {
      ...parts,
      fails: {
        reason:
          "sends the function's `strict` key, which Cohere refuses (422 \"unknown field: parameter 'strict'…\"): use `strictTools: true` on the request",
        node: strict.key,
        source: `${SDK_SOURCE}; OpenRouterTeam/openrouter-examples#71 (2026-03-23); ${OBSERVED}`,
      },
    };
  }
  if (!parts.input && definition.complete && !definition.properties.has("parameters")) {
    return {
      ...parts,
      fails: {
        reason: 'throws "…function: Missing required key \\"parameters\\"" before sending: give it `parameters: { type: "object", properties: {} }`',
        node: anchorOf(definition.node),
        source: `${SDK_SOURCE}; ${OBSERVED}`,
      },
    };
  }
  return parts;
}

/** The `function` object's start: where a missing key would go. */
function anchorOf(node: ts.ObjectLiteralExpression): ts.Node {
  return node.parent && ts.isPropertyAssignment(node.parent) ? node.parent.name : node;
}

/** Routes whose input is a schema library's object rather than JSON: the serialiser's plain-object check refuses it. */
const LIBRARY_ROUTES = new Set(["zod", "zod3", "seal", "valibot", "arktype", "effect"]);

/**
 * `parameters` must be a plain object: a zod schema (a class instance) fails the serialiser's record
 * check, `tools -> [0] -> function -> parameters: Expected object. Received object.`, before any request.
 */
export const cohereSchemaObject: FrameworkTransform = {
  id: "cohere-schema-object",
  by: "the Cohere SDK",
  targets: "all",
  source: `${SDK_SOURCE}; ${OBSERVED} with zod 4.6.7`,
  apply: ({ route }) =>
    route !== undefined && LIBRARY_ROUTES.has(route)
      ? {
          fails:
            'throws "…parameters: Expected object. Received object." before sending: pass JSON Schema, e.g. `z.toJSONSchema(schema)`',
          changes: [],
        }
      : { changes: [] },
};
