// Cohere's TypeScript SDK (`cohere-ai`): Chat v2 `tools` of `chat` / `chatStream` requests on
// `CohereClientV2` (and `CohereClient#v2`), and values typed `ToolV2` / `ToolV2Function`; sent as written.
import { untypedRequestTools } from "../core/untyped-request.js";
import type ts from "typescript";
import { readRawTools, type RawToolShape } from "../openai/raw-tools.js";
import { cohereSchemaObject, failsOnTheWay, SDK_SOURCE } from "./request.js";
import type { ExportPath, FrameworkModule, ReadSite, ToolForm } from "../types.js";

/**
 * `strictTools: true` (the SDK writes `strict_tools`; the wire name passes through as well, its
 * serialiser keeps unknown keys) sends every tool of the request to Structured Outputs (Tools).
 */
const readRequest =
  (form: string): ReadSite<ts.CallExpression> =>
  (call, reader) => {
    const untyped = untypedRequestTools(reader, call, call.arguments[0], "tools", `${form}()`);
    if (untyped.length > 0) return untyped;
    const request = call.arguments[0] && reader.definition(call.arguments[0]);
    if (!request || "reason" in request) return [];
    const strict = reader.boolean(reader.value(request, "strictTools") ?? reader.value(request, "strict_tools"));
    const targets = (): readonly string[] => (strict === true ? ["cohere-strict"] : ["cohere"]);
    return readRawTools(reader, reader.value(request, "tools"), "chat", `${form} tools[]`, targets).map((parts) => failsOnTheWay(reader, parts));
  };

/** `CohereClientV2` has the v2 methods on itself; `CohereClient` reaches them through its `v2` getter (Client.d.ts). */
const METHODS: readonly (readonly [ExportPath, readonly string[]])[] = [
  [["CohereClientV2"], ["chat"]],
  [["CohereClientV2"], ["chatStream"]],
  [["CohereClient"], ["v2", "chat"]],
  [["CohereClient"], ["v2", "chatStream"]],
];

const methodForm = ([client, method]: (typeof METHODS)[number]): ToolForm => ({
  kind: "method",
  instanceOf: [client],
  method,
  read: readRequest(method.join(".")),
});

/** The SDK's tool types (`Cohere.ToolV2[]`), by the shape of a value declared with them. */
const TYPES: readonly (readonly [string, RawToolShape])[] = [
  ["ToolV2", "chat"],
  ["ToolV2Function", "definition"],
];

const typedForm = ([typeName, shape]: (typeof TYPES)[number]): ToolForm => ({
  kind: "typed",
  typeNames: [typeName],
  read: (value, reader) => readRawTools(reader, value, shape, `${typeName} value`, () => ["cohere"]).map((parts) => failsOnTheWay(reader, parts)),
});

/**
 * cohere-ai 8.1.0, Chat v2: a tool is `{ type: "function", function: { name, description, parameters } }`;
 * the request serialiser (`serializers.V2ChatRequest.jsonOrThrow`, `unrecognizedObjectKeys: "passthrough"`)
 * renames only its own fields (`strictTools` → `strict_tools`) and copies `parameters` (a record of
 * unknown values) as written. v1's `CohereClient#chat` tools (`parameterDefinitions`, Python type
 * names) are not JSON Schema and are not read (docs/frameworks/cohere.md).
 */
export const cohere: FrameworkModule = {
  id: "cohere",
  label: "Cohere SDK",
  packages: ["cohere-ai"],
  versionPackage: "cohere-ai",
  forms: [...METHODS.map(methodForm), ...TYPES.map(typedForm)],
  sends: {
    literal: "as-written",
    typed: "as-written",
    // A schema library's object reaches the serialiser as it is, which throws on it (request.ts).
    libraries: { zod: "as-written", zod3: "as-written", seal: "as-written", standard: "as-written" },
    replaceNonObjectRoot: false,
  },
  transforms: [cohereSchemaObject],
  destinations: {
    // `strictTools: true` on the request narrows this to cohere-strict (the site decides).
    targets: ["cohere"],
    via: "in the request that holds them, to Cohere's /v2/chat; with `strict_tools` only where the request sets `strictTools: true`",
    source: `${SDK_SOURCE}; seen on the wire (tests/wire/cohere), 2026-12-04`,
  },
  source: `${SDK_SOURCE}; api/types/ToolV2.d.ts, ToolV2Function.d.ts, Tool.d.ts (v1), ClientV2.d.ts, Client.d.ts (v2 getter); read 2026-12-04`,
};
