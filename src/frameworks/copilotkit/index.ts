// CopilotKit (`@copilotkit/react-core`, `@copilotkit/core`): frontend tools of the React hooks (v1 parameters array,
// v2 Standard Schema) or registered on the core (registrations.ts), sent over AG-UI to the runtime's agent.
import ts from "../../util/typescript.cjs";
import { calleeForm, readDefinitionParts } from "../core/definition-parts.js";
import type { SiteReader } from "../core/reader.js";
import type { JsonObject } from "../../schema/types.js";
import type { FrameworkModule, ReadSite } from "../types.js";
import { PARAMETERS_SOURCE, resolveParameterList } from "./parameters.js";
import { KEYS, isCatchAll, readV2Definition, staticValue } from "./v2-definition.js";
import { REGISTRATIONS_SOURCE, readAddTool, readCoreTools, readSetTools, readTyped } from "./registrations.js";
import { installedVersion } from "../core/version.js";
import { GRAPHQL_DESTINATIONS_SOURCE, GRAPHQL_SOURCE, GRAPHQL_TARGETS, onAgUi } from "./transport.js";
import { ROUND_TRIP_SOURCE, TOOL_SCHEMA_SOURCE, copilotkitGoogleOpenAPI, copilotkitToolSchema, copilotkitZod3Inline, copilotkitZodRoundTrip } from "./transforms.js";

const V1 = "@copilotkit/react-core 1.74.0 dist/index.mjs (src/v1-deprecated: useCopilotAction's getActionConfig, useFrontendTool, useHumanInTheLoop)";
const V2 = "@copilotkit/react-core 1.74.0 dist/copilotkit-DyZh7EH4.mjs and v2/headless.mjs (v2 useFrontendTool, useFrontendTools, useHumanInTheLoop: copilotkit.addTool(tool) as given)";

/**
 * v1: a tool the agent is given, unless `available` hides it. useCopilotAction's getActionConfig
 * makes `available: "frontend"` or `"disabled"` a renderer only (useRenderToolCall, no tool), and
 * throws "Invalid action configuration" for an action with neither a handler, a
 * `renderAndWaitForResponse` / `renderAndWait` nor `available`. Before 1.50.0 (transport.ts) every v1
 * hook is useCopilotAction underneath, nothing throws, and processActionsForRuntimeRequest leaves out
 * what is `disabled`, paired (`pairedAction`) or `available: "frontend"` / `"disabled"`.
 */
function readV1(hook: "useCopilotAction" | "useFrontendTool" | "useHumanInTheLoop"): ReadSite<ts.CallExpression> {
  return (call, reader) => {
    const parts = readDefinitionParts(reader, call.arguments[0], KEYS, { node: call, anchor: call.expression, form: calleeForm(call, reader.sourceFile) });
    if (!parts.definition) return [parts];
    if (isCatchAll(reader, parts)) return [];
    const agUi = onAgUi(installedVersion(V1_PACKAGE, reader.sourceFile.fileName));
    const available = staticValue(reader, parts, "available");
    if (!agUi) {
      // useHumanInTheLoop (1.10.x) replaces any `available` but "disabled" by "remote".
      const hidden = hook === "useHumanInTheLoop" ? available === "disabled" : available === "frontend" || available === "disabled";
      const paired = parts.definition.properties.has("pairedAction") && !["", false].includes(staticValue(reader, parts, "pairedAction") ?? true);
      if (hidden || paired || staticValue(reader, parts, "disabled") === true) return [];
    }
    if (agUi && hook === "useFrontendTool" && available === "disabled") return [];
    if (agUi && hook === "useCopilotAction" && (available === "frontend" || available === "disabled")) return [];
    if (parts.input && !reader.array(parts.input)) {
      const reason = "the parameters are not an array written in the program, so the JSON Schema CopilotKit builds from them is not known";
      return [{ ...parts, unreadable: { reason, node: parts.input } }];
    }
    const has = (key: string) => parts.definition!.properties.has(key) || parts.definition!.methods.has(key);
    const decided = ["handler", "renderAndWaitForResponse", "renderAndWait", "available"].some(has);
    if (agUi && hook === "useCopilotAction" && !decided && parts.definition.complete) {
      return [{ ...parts, fails: { reason: 'throws "Invalid action configuration" when the hook runs: give it a `handler`, a `renderAndWaitForResponse` or `available`', node: call.expression, source: V1 } }];
    }
    return [parts];
  };
}

/** v2 and v1 share hook names: the form says which one. */
const v2Form = (call: ts.CallExpression, reader: SiteReader) => `${calleeForm(call, reader.sourceFile)} (v2)`;

const readV2: ReadSite<ts.CallExpression> = (call, reader) =>
  readV2Definition(reader, call.arguments[0], { node: call, anchor: call.expression, form: v2Form(call, reader), holder: { node: call, anchor: call.expression } });

/** `useFrontendTools([{ … }, { … }])`: one tool per element of a list written in the program. */
const readV2List: ReadSite<ts.CallExpression> = (call, reader) => {
  const list = reader.array(call.arguments[0]);
  if (!list) return [];
  const form = `${v2Form(call, reader)} tools[]`;
  return list.elements.flatMap((element) => readV2Definition(reader, element, { form, holder: { node: call, anchor: call.expression } }));
};

const V1_PACKAGE = "@copilotkit/react-core";
const V2_PACKAGES = ["@copilotkit/react-core/v2", "@copilotkit/react-core/v2/headless"];
/** Where `CopilotKitCore` and `FrontendTool` are declared: the receiver of `addTool` is matched against it. */
const CORE_PACKAGE = "@copilotkit/core";

/**
 * The v1 hooks turn the parameters array into JSON Schema (actionParametersToJsonSchema), that into
 * zod 3 and back (transform `copilotkit-zod-round-trip`); the v2 hooks keep the Standard Schema they
 * are given. Either way @copilotkit/core's createToolSchema converts it when the agent runs (zod 4
 * through `~standard.jsonSchema.input({ target: "draft-07" })`, zod 3 through zod-to-json-schema) and
 * strips `$schema` and every `additionalProperties` (transform `copilotkit-tool-schema`).
 */
export const copilotkit: FrameworkModule = {
  id: "copilotkit",
  label: "CopilotKit",
  packages: [V1_PACKAGE, ...V2_PACKAGES, CORE_PACKAGE],
  versionPackage: "@copilotkit/react-core",
  forms: [
    { kind: "call", callee: ["useCopilotAction"], read: readV1("useCopilotAction") },
    { kind: "call", callee: ["useFrontendTool"], read: (call, reader) => (reader.exportPathOf(call.expression, V2_PACKAGES) ? readV2(call, reader) : readV1("useFrontendTool")(call, reader)) },
    { kind: "call", callee: ["useHumanInTheLoop"], read: (call, reader) => (reader.exportPathOf(call.expression, V2_PACKAGES) ? readV2(call, reader) : readV1("useHumanInTheLoop")(call, reader)) },
    { kind: "call", callee: ["useFrontendTools"], read: readV2List },
    // `useCopilotKit().copilotkit` is a CopilotKitCoreReact, which extends CopilotKitCore.
    { kind: "method", instanceOf: [["CopilotKitCore"]], method: ["addTool"], read: readAddTool },
    { kind: "method", instanceOf: [["CopilotKitCore"]], method: ["setTools"], read: readSetTools },
    { kind: "new", callee: ["CopilotKitCore"], read: readCoreTools },
    { kind: "new", callee: ["CopilotKitCoreReact"], read: readCoreTools },
    { kind: "typed", typeNames: ["ReactFrontendTool", "ReactHumanInTheLoop", "FrontendTool"], read: readTyped, contextual: true, contextualLists: true },
  ],
  sends: {
    literal: "as-written",
    // The parameters array, read by `parameterList`: what actionParametersToJsonSchema writes.
    typed: "as-written",
    libraries: { zod: "as-written", zod3: "as-written", seal: "unconvertible", standard: "as-written" },
    replaceNonObjectRoot: false,
    // `~standard.jsonSchema.input({ target: "draft-07" })`: zod 4's input side, draft-07.
    zodTarget: "draft-07",
    standardConverters: { arktype: "draft-07", effect4: "draft-07" },
    parameterList: { id: "copilotkit", read: resolveParameterList },
  },
  transforms: [copilotkitZodRoundTrip, copilotkitZod3Inline, copilotkitToolSchema, copilotkitGoogleOpenAPI],
  // createToolSchema: `if (!tool.parameters) return { ...EMPTY_TOOL_SCHEMA }`; getZodParameters(undefined) is z.object({}), the same once stripped.
  // Before 1.50.0: actionParametersToJsonSchema([]) as it is.
  withoutInput: (context): JsonObject => (onAgUi(context.version) ? { type: "object", properties: {} } : { type: "object", properties: {}, required: [] }),
  zodUnrepresentable: {
    throws: "whenever the agent runs (buildFrontendTools converts every tool's schema)",
    source: `${TOOL_SCHEMA_SOURCE}; observed: buildFrontendTools of @copilotkit/core 1.74.0 with zod 4.6.7 throws "Date cannot be represented in JSON Schema" for z.date(), 2026-12-04`,
    by: "@copilotkit/core",
  },
  destinations: {
    targets: (context) => (onAgUi(context.version) ? ["openai", "anthropic", "google-parameters"] : GRAPHQL_TARGETS),
    via: (context) =>
      onAgUi(context.version)
        ? "over AG-UI to the runtime's BuiltInAgent (also what a service adapter such as OpenAIAdapter becomes), which gives them to the AI SDK 6 as `jsonSchema(parameters)`, never strict: OpenAI (Responses API), Anthropic, or Google as OpenAPI `parameters`. Agents of other frameworks (LangGraph, CrewAI…) are not read"
        : "over GraphQL (@copilotkit/react-core before 1.50.0), as the JSON of the parameters array to the runtime's service adapter, unchanged and never strict: OpenAI (Chat Completions), Anthropic or Groq (Google and Bedrock through LangChain are not read)",
    source:
      `${GRAPHQL_DESTINATIONS_SOURCE}; ` +
      "@copilotkit/runtime 1.74.0 dist/lib/runtime/copilot-runtime.mjs (ensureDefaultAgent: `new BuiltInAgent({ model: serviceAdapter.getLanguageModel() })`), dist/agent/index.mjs (resolveModel: openai, anthropic, google; convertToolsToVercelAITools: `tool({ description, inputSchema: jsonSchema(parameters) })`, strict only for the A2UI tool), dist/service-adapters/openai/openai-adapter.mjs (DEFAULT_MODEL gpt-4o, getLanguageModel: createOpenAI()(model), the Responses API), package.json (ai ^6.0.104, @ai-sdk/openai ^3.0.36, @ai-sdk/anthropic ^3.0.49, @ai-sdk/google ^3.0.33); @ai-sdk/openai 3.0.141 dist/index.mjs (`strict` only when tool.strict != null); @ai-sdk/google 3.0.141 (OpenAPI `parameters`); read from the npm tarballs 2026-12-04",
  },
  source: `${V1}; ${V2}; ${GRAPHQL_SOURCE}; ${REGISTRATIONS_SOURCE}; ${PARAMETERS_SOURCE}; ${ROUND_TRIP_SOURCE}; read 2026-12-04`,
};
