// Vercel AI SDK (`ai`): `tool()` / `dynamicTool()` sites, the converters' send shape per version,
// and the Google provider's OpenAPI rewrite (google-openapi.ts).
import type ts from "typescript";
import { convertToOpenAPISchema } from "./google-openapi.js";
import { calleeForm, readDefinitionParts } from "../core/definition-parts.js";
import type { FrameworkModule, FrameworkTransform, ReadSite, SendContext, SendPolicy, ToolParts } from "../types.js";
import { atLeast, installedVersion } from "../core/version.js";

/**
 * `tool({...})` and `dynamicTool({...})`. The name is the key the tool is placed under in a tools
 * object. The input key is `inputSchema` from AI SDK 5 on and `parameters` before; the other key is
 * ignored at runtime, so only the one the installed version reads is taken. Without an input the
 * SDK sends an empty object whatever `execute` accepts, so `execute` is then left out.
 */
const readTool: ReadSite<ts.CallExpression> = (call, reader) => {
  const version = installedVersion("ai", reader.sourceFile.fileName);
  const parts = readDefinitionParts(
    reader,
    call.arguments[0],
    { description: "description", input: [atLeast(version, "5.0.0") ? "inputSchema" : "parameters"], execute: "execute", strict: "strict" },
    { node: call, anchor: call.expression, form: calleeForm(call, reader.sourceFile) },
  );
  const key = reader.keyOf(call);
  const wrapper = reader.callOf(parts.input, [["jsonSchema"], ["zodSchema"]]);
  const tool: ToolParts = {
    ...parts,
    input: wrapper ? wrapper.arguments[0] : parts.input,
    execute: parts.input ? parts.execute : undefined,
    nameFromKey: key ? { value: key.value, node: key.node } : undefined,
    toolSet: key ? { node: key.object, label: "this tools object" } : undefined,
    targets: strictAsWritten,
  };
  return [tool];
};

/**
 * Strictness is per tool and off by default since vercel/ai #10817 (2025-12-03, taken here as AI SDK
 * 6): the OpenAI and Anthropic providers forward `tool.strict` as it is. A tool without `strict: true`
 * therefore reaches a strict-mode target in its non-strict form, and is checked as such. Before that,
 * strictness was a provider setting the tool cannot show, so the configured targets stand.
 */
function strictAsWritten(context: SendContext, configured: readonly string[]): readonly string[] {
  if (context.strict === true || !atLeast(context.version, "6.0.0")) return configured;
  const relaxed = configured.map((target) => (target === "openai-strict" ? "openai" : target === "anthropic-strict" ? "anthropic" : target));
  return [...new Set(relaxed)];
}

/**
 * AI SDK 6 (`@ai-sdk/provider-utils` 4) closes every object of a converted zod 4 or Standard
 * Schema (`addAdditionalPropertiesToJsonSchema`); AI SDK 5 sent the converter's output as it was.
 * zod 3 always goes through the vendored zod-to-json-schema, and `jsonSchema({...})` is sent as written.
 */
function sends(context: SendContext): SendPolicy {
  const converted = atLeast(context.version, "6.0.0") ? "closed-objects" : "as-written";
  return {
    literal: "as-written",
    typed: converted,
    libraries: { zod: converted, zod3: "as-written", seal: converted, standard: converted },
    replaceNonObjectRoot: false,
  };
}

/**
 * `@ai-sdk/google` sent tools as OpenAPI `parameters` built by `convertJSONSchemaToOpenAPISchema`
 * until 4.0.70, which sends `parametersJsonSchema` unchanged. The gate is on the installed
 * `@ai-sdk/google` when it is found; otherwise on `ai`: 4.0.70 came out with ai 7.0.97–7.0.100 (both
 * depended on provider-utils 5.0.40), so ai ≤ 7.0.97 is taken to pair with a converting Google provider.
 */
const googleOpenAPI: FrameworkTransform = {
  id: "ai-sdk-google-openapi",
  by: "the AI SDK's Google provider",
  targets: ["google", "google-parameters"],
  appliesTo: (context) => {
    const google = context.versionOf?.("@ai-sdk/google");
    return google !== undefined ? !atLeast(google, "4.0.70") : !atLeast(context.version, "7.0.98");
  },
  source:
    "vercel/ai packages/google/src/convert-json-schema-to-openapi-schema.ts (code read in @ai-sdk/google 3.0.101, bundled in @mastra/core 1.71.0 dist); removed in @ai-sdk/google 4.0.70 (2a32459, CHANGELOG), which sends parametersJsonSchema (src/google-prepare-tools.ts, 4.0.121)",
  apply: ({ schema }) => convertToOpenAPISchema(schema),
};

export const aiSdk: FrameworkModule = {
  id: "ai-sdk",
  label: "Vercel AI SDK",
  packages: ["ai", "@ai-sdk/provider-utils"],
  versionPackage: "ai",
  forms: [
    { kind: "call", callee: ["tool"], read: readTool },
    { kind: "call", callee: ["dynamicTool"], read: readTool },
  ],
  sends,
  transforms: [googleOpenAPI],
  destinations: {
    // The site narrows strict targets to their non-strict form for a tool without `strict: true` (AI SDK 6+).
    targets: ["openai-strict", "anthropic", "google"],
    via: "by whichever provider the model belongs to; strict mode only for a tool with `strict: true` (AI SDK 6+)",
    source: "vercel/ai #10817 (per-tool strict, 2025-12-03); packages/openai and packages/anthropic prepare-tools forward tool.strict; packages/google/src/google-prepare-tools.ts sends parametersJsonSchema (4.0.121)",
  },
  source:
    "vercel/ai packages/provider-utils/src/schema.ts (zodSchema, zod4Schema, standardSchema, asSchema), src/add-additional-properties-to-json-schema.ts, as installed in @ai-sdk/provider-utils 5.0.81 (ai 7.0.173, read 2026-11); packages/google/src/google-prepare-tools.ts in @ai-sdk/google 4.0.121",
};
