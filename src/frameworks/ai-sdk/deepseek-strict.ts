// The AI SDK's DeepSeek provider (@ai-sdk/deepseek) throws before any request on a tool with
// `strict: true` unless the provider's base URL ends in /beta (the `deepseek` target is the default URL).
import { atLeast } from "../core/version.js";
import type { FrameworkTransform } from "../types.js";

/**
 * `prepareTools` (src/chat/deepseek-prepare-tools.ts, dist/index.js of @ai-sdk/deepseek 3.0.56): a
 * function tool with `strict === true` and `supportsStrictToolCalls === false` (set from
 * `baseURL.endsWith("/beta")` in createDeepSeek) throws UnsupportedFunctionalityError. Added in 3.0.32
 * (f2a2598, vercel/ai #19428). The same function also throws, on the beta URL, when a request mixes
 * strict and non-strict tools: a property of the request, not of one tool, so not modelled here.
 */
export const deepseekStrictOffBeta: FrameworkTransform = {
  id: "ai-sdk-deepseek-strict-off-beta",
  by: "the AI SDK's DeepSeek provider",
  targets: ["deepseek"],
  appliesTo: (context) => {
    const deepseek = context.versionOf?.("@ai-sdk/deepseek");
    return context.strict === true && atLeast(context.version, "6.0.0") && (deepseek === undefined || atLeast(deepseek, "3.0.32"));
  },
  source:
    "vercel/ai packages/deepseek/src/chat/deepseek-prepare-tools.ts and deepseek-provider.ts (supportsStrictToolCalls: baseURL ends in /beta), read in @ai-sdk/deepseek 3.0.56 dist/index.js; added in 3.0.32 (f2a2598, vercel/ai #19428); observed on the wire (tests/wire/ai-sdk-providers), 2026-12-04",
  apply: () => ({
    fails: 'throws "DeepSeek strict tool calls require a beta base URL ending in `/beta`": pass baseURL "https://api.deepseek.com/beta" to createDeepSeek(), or drop `strict: true`',
    changes: [],
  }),
};
