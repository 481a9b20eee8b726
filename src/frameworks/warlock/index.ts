// `@warlock.js/ai`: `ai.tool({ name, description, input, execute })`, the plugin's first framework
// and the smallest module: a template for a new one.
import { definitionCall } from "../core/definition-parts.js";
import type { FrameworkModule } from "../types.js";

/** `{ name, description, input, execute, lint }`: also the shape of factories declared in settings. */
export const readWarlockDefinition = definitionCall({ name: "name", description: "description", input: ["input"], execute: "execute", lint: "lint" });

/**
 * `@warlock.js/ai`: `ai.tool(def)` and `tool(def)`. Its provider adapters send what
 * `extractJsonSchema` returns: the input library's Standard JSON Schema converter asked for target
 * "openai-strict". Seal honours that target; zod 4 ignores it and returns its plain input
 * conversion. A result that is not an object schema is replaced by an empty object.
 */
export const warlock: FrameworkModule = {
  id: "warlock",
  label: "@warlock.js/ai",
  packages: ["@warlock.js/ai"],
  forms: [
    { kind: "call", callee: ["tool"], read: readWarlockDefinition },
    { kind: "call", callee: ["ai", "tool"], read: readWarlockDefinition },
  ],
  sends: {
    literal: "as-written",
    typed: "openai-strict",
    // zod 3 has no Standard JSON Schema converter and no top-level `jsonSchema`, so nothing is extracted.
    libraries: { zod: "as-written", zod3: "unconvertible", seal: "openai-strict", standard: "openai-strict" },
    replaceNonObjectRoot: true,
  },
  destinations: {
    targets: ["openai-strict", "anthropic", "google"],
    via: "by its OpenAI (strict mode), Anthropic and Gemini adapters",
    source: "the @warlock.js/ai tool lint specification (default targets openai-strict, anthropic, google; adapters send the shared extractJsonSchema output)",
  },
  source:
    "warlockjs/ai src/tool/tool.ts, src/contracts/tool.contract.ts, src/utils/json-schema.ts (extractJsonSchema, default target openai-strict); zod 4.6.7 `~standard.jsonSchema.input({ target: \"openai-strict\" })` checked 2026-11; zod 3.25.76 `~standard` has no `jsonSchema` (checked 2026-11)",
};
