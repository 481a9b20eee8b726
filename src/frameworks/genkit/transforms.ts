// What Genkit does to a tool on the way to a model (the name, the zod 3 conversion's marker, what it
// sends for a schema it cannot read), and what its Anthropic and Gemini plugins do after it (gemini.ts).
import { DRAFT_07_URI, type JsonObject } from "../../schema/types.js";
import { dialectMarker } from "../core/dialect.js";
import type { FrameworkTransform } from "../types.js";
import { GEMINI_SOURCE, toGeminiParameters } from "./gemini.js";

/** Where Genkit's own behaviour was read (the installed package). */
export const TOOL_SOURCE = "@genkit-ai/ai 1.42.0 lib/tool.js (toToolDefinition: `toJsonSchema({ schema: inputSchema ?? z.void(), jsonSchema: inputJsonSchema })`)";
export const SCHEMA_SOURCE = "@genkit-ai/core 1.42.0 lib/schema.js (toJsonSchema: `jsonSchema` as given, else `zodToJsonSchema(schema, { removeAdditionalStrategy: \"strict\" })`)";
const WIRE = "seen in the request a model receives (tests/wire/genkit)";

/**
 * What a tool without input is sent with: `z.void()` through zod-to-json-schema, which writes nothing
 * for it but the dialect marker. No `type`: OpenAI rejects it (genkit-ai/genkit#1361, open), the
 * Anthropic plugin adds `type: "object"`, the Gemini plugin sends no parameters.
 */
export const NO_INPUT: JsonObject = { $schema: DRAFT_07_URI };

/** `toToolDefinition`: the name sent is what follows the last "/" of the tool's name (the rest is kept in `metadata.originalName`). */
export const genkitToolName: FrameworkTransform = {
  id: "genkit-tool-name",
  by: "Genkit",
  targets: "all",
  source: `${TOOL_SOURCE}; ${WIRE}`,
  apply: ({ name }) => {
    if (name === undefined || !name.includes("/")) return { changes: [] };
    const sent = name.slice(name.lastIndexOf("/") + 1);
    return { name: sent, changes: [{ location: { kind: "name" }, change: `renames the tool to "${sent}", the part after its last "/"` }] };
  },
};

/** zod 3 goes through zod-to-json-schema, which writes the draft-07 `$schema` (a literal is sent as written). */
export const genkitDialect: FrameworkTransform = dialectMarker({
  id: "genkit-json-schema-dialect",
  by: "Genkit",
  source: `${SCHEMA_SOURCE}; ${WIRE}`,
  marks: (route) => route === "zod3",
  unmarked: [NO_INPUT],
});

/**
 * zod-to-json-schema reads zod 3's `_def.typeName`; a zod 4 schema has none, so no parser matches and
 * only the marker is written: the tool is sent as if it had no input (`{ "$schema": … }`), while the
 * plugin's placeholder for an input the framework cannot convert is an empty object. Quiet:
 * `root-not-object` already says the parameters are lost.
 */
export const genkitReadsZod3Only: FrameworkTransform = {
  id: "genkit-reads-zod-3-only",
  by: "Genkit",
  targets: "all",
  quiet: true,
  source: `${SCHEMA_SOURCE}, zod-to-json-schema 3.25.2 dist/cjs/selectParser.js (no parser without \`typeName\`); ${WIRE} for a zod 4.6.7 schema`,
  apply: ({ route }) => (route === "zod" || route === "seal" ? { schema: NO_INPUT, changes: [] } : { changes: [] }),
};

const ANTHROPIC_SOURCE =
  "@genkit-ai/anthropic 0.4.0 src/runner/base.ts (toAnthropicTool: `'type' in schema ? schema : { ...schema, type: 'object' }`); read at genkit-ai/genkit 846fb0ca (2026-08-21)";

/** The Anthropic plugin gives a root without `type` the `type: "object"` Anthropic requires. */
export const genkitAnthropicRootType: FrameworkTransform = {
  id: "genkit-anthropic-root-type",
  by: "Genkit's Anthropic plugin",
  targets: ["anthropic", "anthropic-strict"],
  source: ANTHROPIC_SOURCE,
  apply: ({ schema }) => {
    if ("type" in schema) return { changes: [] };
    // Nothing but the marker (a tool without input): an empty parameter list, as meant.
    const meant = Object.keys(schema).every((key) => key === "$schema");
    return {
      schema: { ...schema, type: "object" },
      changes: meant ? [] : [{ location: { kind: "schema", pointer: "" }, change: `adds "type": "object" to the root, which had no "type"` }],
    };
  },
};

/** The Gemini plugin's Schema conversion (gemini.ts), on the `parameters` field it writes. */
export const genkitGeminiSchema: FrameworkTransform = {
  id: "genkit-google-genai-schema",
  by: "Genkit's Google GenAI plugin",
  targets: ["google-parameters"],
  source: GEMINI_SOURCE,
  apply: ({ schema }) => toGeminiParameters(schema),
};
