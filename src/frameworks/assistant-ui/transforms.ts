// What assistant-ui does to a tool's `parameters` on the way (assistant-stream's toJSONSchema on the
// client, `jsonSchema()` on the AI SDK route), and the AI SDK provider rewrites the result then passes.
import { convertToOpenAPISchema } from "../ai-sdk/google-openapi.js";
import { normalizeForOpenAI } from "../ai-sdk/openai-normalize.js";
import { atLeast } from "../core/version.js";
import type { FrameworkTransform } from "../types.js";

export const WIRE = "seen on the wire (tests/wire/assistant-ui), read 2026-12-04";

/** Where `parameters` become JSON Schema: the client converts, the server wraps the JSON it receives. */
export const CONVERSION_SOURCE =
  "assistant-stream 0.3.57 dist/core/tool/schema-utils.js (toToolsJSONSchema: tools that are disabled, `type: \"backend\"`, `type: \"frontend\"` without `execute` or without `parameters` are not uploaded; toJSONSchema: a Standard Schema's `~standard.jsonSchema.input({ target: \"draft-07\" })`, else `toJSONSchema({ target: \"draft-07\" })`, else `toJSON()`, else a Standard Schema throws, anything else is kept as given), called by @assistant-ui/ai-sdk 0.0.7 dist/transport/AssistantChatTransport.js for every request; dist/tools/frontendTools.js turns the uploaded JSON into `inputSchema: jsonSchema(tool.parameters)`";

/** The message assistant-stream throws for a Standard Schema without a JSON Schema converter. */
const noConverter = (vendor: string, which: string) => `throws "Could not convert the "${vendor}" schema…" on each message: ${which} has no \`~standard.jsonSchema\``;

/**
 * zod 3 (3.24 on) and valibot 1.x are Standard Schemas without `~standard.jsonSchema`: toJSONSchema
 * throws, and the transport calls it for every request, so no message is sent while the tool is registered.
 */
export const assistantUiNoConverter: FrameworkTransform = {
  id: "assistant-ui-no-json-schema-converter",
  by: "assistant-ui",
  targets: "all",
  source: `${CONVERSION_SOURCE}; observed with zod 4.6.7's zod/v3 and valibot 1.5.0, 2026-12-04`,
  apply: ({ route }) => {
    // The input as a whole is what assistant-ui cannot convert: reported at it.
    if (route === "zod3") return { fails: noConverter("zod", "zod 3"), failsAt: { pointer: "" }, changes: [] };
    if (route === "valibot") return { fails: noConverter("valibot", "valibot"), failsAt: { pointer: "" }, changes: [] };
    return { changes: [] };
  },
};

/** zod implements Standard JSON Schema (`~standard.jsonSchema`) from 4.2.0 on: an older zod 4 throws the same way. */
export const assistantUiZodBeforeStandardJsonSchema: FrameworkTransform = {
  id: "assistant-ui-zod-before-4-2",
  by: "assistant-ui",
  targets: "all",
  appliesTo: (context) => {
    const zod = context.versionOf?.("zod");
    return zod !== undefined && !atLeast(zod, "4.2.0");
  },
  source: `${CONVERSION_SOURCE}; zod 4.2.0 release notes ("Implement Standard JSON Schema", 2025-12-15)`,
  apply: ({ route }) => (route === "zod" ? { fails: noConverter("zod", "zod before 4.2"), failsAt: { pointer: "" }, changes: [] } : { changes: [] }),
};

/**
 * The AI SDK's OpenAI provider normalises every `parameters` it sends, `jsonSchema()` ones included
 * (as for AI SDK tools: src/frameworks/ai-sdk/openai-normalize.ts), gated on the route's installed packages.
 */
export const assistantUiOpenAINormalize: FrameworkTransform = {
  id: "assistant-ui-openai-normalize",
  by: "the AI SDK's OpenAI provider",
  targets: ["openai", "openai-strict"],
  appliesTo: (context) => {
    const openai = context.versionOf?.("@ai-sdk/openai");
    return openai === undefined ? atLeast(context.versionOf?.("ai"), "7.0.0") : atLeast(openai, "4.0.66");
  },
  source: `vercel/ai packages/openai/src/normalize-openai-json-schema.ts (@ai-sdk/openai 4.0.118), called by chat/ and responses/ prepare-tools for every tool; ${WIRE}`,
  apply: ({ schema }) => normalizeForOpenAI(schema),
};

/** `@ai-sdk/google` before 4.0.70 converted `parameters` to OpenAPI (see src/frameworks/ai-sdk/index.ts). */
export const assistantUiGoogleOpenAPI: FrameworkTransform = {
  id: "assistant-ui-google-openapi",
  by: "the AI SDK's Google provider",
  targets: ["google", "google-parameters"],
  appliesTo: (context) => {
    const google = context.versionOf?.("@ai-sdk/google");
    const ai = context.versionOf?.("ai");
    return google !== undefined ? !atLeast(google, "4.0.70") : ai !== undefined && !atLeast(ai, "7.0.98");
  },
  source:
    "vercel/ai packages/google/src/convert-json-schema-to-openapi-schema.ts (@ai-sdk/google 3.0.101), removed in @ai-sdk/google 4.0.70, which sends parametersJsonSchema unchanged (src/google-prepare-tools.ts, 4.0.121)",
  apply: ({ schema }) => convertToOpenAPISchema(schema),
};
