// What CopilotKit changes on the way: the v1 hooks' trip of the parameters' JSON Schema through zod 3
// and back, and @copilotkit/core's createToolSchema (no `$schema`, no `additionalProperties`).
import { isJsonObject, pointerJoin, pointerToPath, type JsonObject, type JsonValue, type Pointer } from "../../schema/types.js";
import { convertToOpenAPISchema } from "../ai-sdk/google-openapi.js";
import type { FrameworkTransform, SendContext, TransformChange } from "../types.js";
import { AG_UI_FROM, onAgUi } from "./transport.js";

const WIRE = "seen on the wire (tests/wire/copilotkit), 2026-12-04";

/** The v2 core and the runtime's BuiltInAgent: from 1.50.0 of @copilotkit/react-core (transport.ts). */
const agUiOnly = (context: SendContext): boolean => onAgUi(context.version);
const AG_UI_RANGE = `@copilotkit/react-core ${AG_UI_FROM} and later`;

export const ROUND_TRIP_SOURCE =
  "@copilotkit/react-core 1.74.0 dist/index.mjs (v1 useFrontendTool, useHumanInTheLoop: `getZodParameters(parameters)` handed to the v2 hook); @copilotkit/shared 1.74.0 dist/utils/json-schema.mjs (getZodParameters = convertJsonSchemaToZodSchema(actionParametersToJsonSchema(parameters)), with its own zod 3.25.76); @copilotkit/core 1.74.0 dist/index.mjs (createToolSchema: schemaToJsonSchema → zodToJsonSchema(schema, { $refStrategy: \"none\" }), zod-to-json-schema 3.25.2)";

export const TOOL_SCHEMA_SOURCE =
  "@copilotkit/core 1.74.0 dist/index.mjs (buildFrontendTools → createToolSchema: `$schema` removed, `type` set to \"object\" when not a string, `properties` set to {} when not an object, stripAdditionalProperties deletes every `additionalProperties` key in the tree); @copilotkit/shared 1.74.0 dist/standard-schema.mjs (schemaToJsonSchema: `~standard.jsonSchema.input({ target: \"draft-07\" })`, else `toJSONSchema()`, else zod 3 through the injected zodToJsonSchema)";

function where(pointer: Pointer): string {
  return pointer === "" ? "the root schema" : pointerToPath(pointer);
}

interface Trip {
  readonly changes: TransformChange[];
  /** Set when convertJsonSchemaToZodSchema throws: what, in words, and on which node. */
  failure?: string;
  failureAt?: Pointer;
}

/** The schema back from zod, and whether zod sees it as `z.any()` (which zod-to-json-schema treats as optional). */
type Back = { readonly schema: JsonObject; readonly any: boolean };

/**
 * convertJsonSchemaToZodSchema of @copilotkit/shared 1.74.0 followed by zod-to-json-schema 3.25.2, on
 * the JSON actionParametersToJsonSchema writes: only what that JSON can hold is handled.
 */
function throughZod(node: JsonValue | undefined, pointer: Pointer, trip: Trip): Back {
  if (!isJsonObject(node)) return { schema: {}, any: true };
  const description = node.description;
  const described = (schema: JsonObject): JsonObject => (description === undefined ? schema : { ...schema, description });
  switch (node.type) {
    case "object": {
      const properties = isJsonObject(node.properties) ? node.properties : {};
      if (Object.keys(properties).length === 0) {
        // `z.object({})` returned before `.describe()`.
        if (description !== undefined) trip.changes.push({ location: { kind: "schema", pointer, keyword: "description" }, change: `drops the description of ${where(pointer)} (no attributes)` });
        return { schema: { type: "object", properties: {}, additionalProperties: false }, any: false };
      }
      const listed = new Set(Array.isArray(node.required) ? node.required : []);
      const out: JsonObject = {};
      const required: string[] = [];
      for (const [key, value] of Object.entries(properties)) {
        const back = throughZod(value, pointerJoin(pointer, "properties", key), trip);
        out[key] = back.schema;
        if (listed.has(key) && !back.any) required.push(key);
      }
      return { schema: described({ type: "object", properties: out, ...(required.length > 0 ? { required } : {}), additionalProperties: false }), any: false };
    }
    case "string": {
      const values = node.enum;
      if (Array.isArray(values) && values.length > 0) return { schema: described({ type: "string", enum: values }), any: false };
      if (values !== undefined) trip.changes.push({ location: { kind: "schema", pointer, keyword: "enum" }, change: `drops the empty "enum" of ${where(pointer)}` });
      return { schema: described({ type: "string" }), any: false };
    }
    case "integer":
      trip.changes.push({ location: { kind: "schema", pointer, keyword: "type" }, change: `turns the "integer" of ${where(pointer)} into "number", so fractions are allowed` });
      return { schema: described({ type: "number" }), any: false };
    case "number":
    case "boolean":
    case "null":
      return { schema: described({ type: node.type }), any: false };
    case "array": {
      if (!isJsonObject(node.items)) {
        // convertJsonSchemaToZodSchema reads `jsonSchema.$ref` of the missing items: a TypeError.
        trip.failureAt ??= pointer;
        trip.failure ??= `throws a TypeError when the hook runs, as ${where(pointer)} is an array without "items" (the type "array[]"): give it a type such as "string[]"`;
        return { schema: {}, any: true };
      }
      const items = throughZod(node.items, pointerJoin(pointer, "items"), trip);
      // zod-to-json-schema writes no `items` for `z.array(z.any())`.
      return { schema: described(items.any ? { type: "array" } : { type: "array", items: items.schema }), any: false };
    }
    default:
      trip.changes.push({
        location: { kind: "schema", pointer, keyword: "type" },
        change: `sends ${where(pointer)} as any value (zod knows no ${JSON.stringify(node.type)})`,
      });
      return { schema: described({}), any: true };
  }
}

/**
 * The v1 hooks (`useCopilotAction`, `useFrontendTool`, `useHumanInTheLoop` of `@copilotkit/react-core`)
 * turn the parameters' JSON Schema into zod 3 and the core turns it back: objects without attributes
 * lose their description, an empty `enum` goes, an item type zod does not know accepts anything, and a
 * "array[]" item type throws.
 */
export const copilotkitZodRoundTrip: FrameworkTransform = {
  id: "copilotkit-zod-round-trip",
  by: "CopilotKit's zod round trip",
  targets: "all",
  appliesTo: agUiOnly,
  source: `${ROUND_TRIP_SOURCE}; ${WIRE}; ${AG_UI_RANGE}`,
  apply({ schema, route }) {
    if (route !== "parameter-list") return { changes: [] };
    const trip: Trip = { changes: [] };
    const back = throughZod(schema, "", trip);
    if (trip.failure) return { fails: trip.failure, ...(trip.failureAt !== undefined ? { failsAt: { pointer: trip.failureAt } } : {}), changes: [] };
    return { schema: back.schema, changes: trip.changes };
  },
};

/** The node a local JSON pointer (`#/properties/a`) names in `root`, when there is one. */
function resolvePointer(root: JsonValue, ref: string): JsonValue | undefined {
  if (ref === "#") return root;
  if (!ref.startsWith("#/")) return undefined;
  let node: JsonValue | undefined = root;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isJsonObject(node)) node = Object.hasOwn(node, key) ? node[key] : undefined;
    else return undefined;
  }
  return node;
}

/** Each local `$ref` replaced by a copy of its target; one met again on its own path (recursion) by `{}`. */
function inlineRefs(node: JsonValue, root: JsonValue, path: readonly string[]): JsonValue {
  if (Array.isArray(node)) return node.map((item) => inlineRefs(item, root, path));
  if (!isJsonObject(node)) return node;
  const ref = node.$ref;
  if (typeof ref === "string") {
    const target = resolvePointer(root, ref);
    if (target === undefined) return node;
    return path.includes(ref) ? {} : inlineRefs(target, root, [...path, ref]);
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) out[key] = inlineRefs(value, root, path);
  return out;
}

/**
 * zod 3 in a v2 hook: the core calls zodToJsonSchema with `$refStrategy: "none"`, which writes a reused
 * schema out again where the plugin's zod 3 route (zod-to-json-schema's defaults) writes a `$ref` to
 * its first place, and a recursive one as `{}`.
 */
export const copilotkitZod3Inline: FrameworkTransform = {
  id: "copilotkit-zod3-no-refs",
  by: "@copilotkit/core's zod 3 conversion",
  targets: "all",
  quiet: true,
  source: `${TOOL_SCHEMA_SOURCE}; zod-to-json-schema 3.25.2 (\`$refStrategy: "none"\`)`,
  apply: ({ schema, route }) => (route === "zod3" ? { schema: inlineRefs(schema, schema, []) as JsonObject, changes: [] } : { changes: [] }),
};

/** A copy without any `additionalProperties` key, anywhere (stripAdditionalProperties walks every value). */
function stripAdditional(value: JsonValue, pointer: Pointer, changes: TransformChange[]): JsonValue {
  if (Array.isArray(value)) return value.map((item, index) => stripAdditional(item, pointerJoin(pointer, index), changes));
  if (!isJsonObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === "additionalProperties") {
      // A closed object stays what the model is shown; any other value was part of the meaning.
      if (inner !== false) changes.push({ location: { kind: "schema", pointer, keyword: key }, change: `drops "additionalProperties" from ${where(pointer)}` });
      continue;
    }
    out[key] = stripAdditional(inner, pointerJoin(pointer, key), changes);
  }
  return out;
}

/** @copilotkit/core's createToolSchema, for every tool the agent is given. */
export const copilotkitToolSchema: FrameworkTransform = {
  id: "copilotkit-tool-schema",
  by: "@copilotkit/core",
  targets: "all",
  appliesTo: agUiOnly,
  source: `${TOOL_SCHEMA_SOURCE}; ${WIRE}; ${AG_UI_RANGE}`,
  apply({ schema }) {
    const changes: TransformChange[] = [];
    const { $schema: _dialect, ...rest } = schema;
    const out = stripAdditional(rest, "", changes) as JsonObject;
    if (typeof out.type !== "string") {
      changes.push({ location: { kind: "schema", pointer: "", keyword: "type" }, change: 'adds "type": "object" to the root schema' });
      out.type = "object";
    }
    if (!isJsonObject(out.properties)) out.properties = {};
    return { schema: out, changes };
  },
};

/** @ai-sdk/google 3.x, which the runtime's BuiltInAgent uses for Google models, sends OpenAPI `parameters`. */
export const copilotkitGoogleOpenAPI: FrameworkTransform = {
  id: "copilotkit-google-openapi",
  by: "the AI SDK's Google provider (in the CopilotKit runtime)",
  targets: ["google", "google-parameters"],
  appliesTo: agUiOnly,
  source:
    "@copilotkit/runtime 1.74.0 package.json (@ai-sdk/google ^3.0.33); @ai-sdk/google 3.0.141 dist/index.mjs (prepareFunctionDeclaration: `parameters: convertJSONSchemaToOpenAPISchema(tool.inputSchema)`, `parametersJsonSchema` only for a recursive $ref; its resolution of `$ref`s is not modelled, and these schemas carry none unless zod writes one)",
  apply: ({ schema }) => convertToOpenAPISchema(schema),
};
