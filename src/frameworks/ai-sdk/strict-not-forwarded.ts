// Provider packages of the AI SDK that build their tools without `strict`: a tool's `strict: true`
// never reaches Cohere, Ollama or OpenRouter, which then treat the schema as a best-effort hint.
import { atLeast } from "../core/version.js";
import type { FrameworkTransform } from "../types.js";

interface Package {
  readonly target: string;
  readonly by: string;
  readonly source: string;
}

/** Each package's tool builder, read at the pinned version: `{ type: "function", function: { name, description, parameters } }`. */
const PACKAGES: readonly Package[] = [
  { target: "cohere", by: "the AI SDK's Cohere provider", source: "vercel/ai packages/cohere/src/cohere-prepare-tools.ts, read in @ai-sdk/cohere 4.0.52 dist/index.js" },
  { target: "ollama", by: "the Ollama provider of the AI SDK (ollama-ai-provider-v2)", source: "nordwestt/ollama-ai-provider-v2 src/responses/ollama-responses-prepare-tools.ts, read in 4.0.1 dist/index.mjs" },
  { target: "openrouter", by: "the AI SDK provider of OpenRouter (@openrouter/ai-sdk-provider)", source: "OpenRouterTeam/ai-sdk-provider OpenRouterChatLanguageModel.getArgs (tools mapping), read in @openrouter/ai-sdk-provider 3.1.0 dist/index.js" },
];

/** One transform per package: reported on tools written with `strict: true` (AI SDK 6+, where the tool carries the flag). */
export const strictNotForwarded: readonly FrameworkTransform[] = PACKAGES.map(({ target, by, source }) => ({
  id: `ai-sdk-${target}-strict-not-forwarded`,
  by,
  targets: [target],
  appliesTo: (context) => context.strict === true && atLeast(context.version, "6.0.0"),
  source: `${source}; observed on the wire (tests/wire/ai-sdk-providers), 2026-12-04`,
  apply: () => ({ changes: [{ location: { kind: "definition" }, change: "sends the tool without its `strict: true`, which it does not forward" }] }),
}));
