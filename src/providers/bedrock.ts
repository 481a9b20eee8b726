import { schemaMustBeDraft2020 } from "./anthropic.js";
import type { ProviderProfile } from "./types.js";

const TOOL_SPEC_PAGE = "docs.aws.amazon.com/bedrock/latest/APIReference/API_runtime_ToolSpecification.html";

/**
 * AWS Bedrock Converse tools (`toolConfig.tools[].toolSpec`, schema in `inputSchema.json`), non-strict.
 * Bedrock validates the name itself; the schema goes on to the model, and for Claude that means
 * Anthropic's own validation (Bedrock errors quote Anthropic's `tools.N.custom.*` paths).
 */
export const bedrock: ProviderProfile = {
  id: "bedrock",
  label: "AWS Bedrock Converse",
  inWords: "Bedrock",
  schemaField: "inputSchema.json",
  name: {
    pattern: {
      value: "^[a-zA-Z0-9_-]+$",
      source: `${TOOL_SPEC_PAGE} (toolSpec.name pattern [a-zA-Z0-9_-]+)`,
      date: "2025 → 2026",
      confidence: "high",
    },
    maxLength: {
      value: 64,
      source: `${TOOL_SPEC_PAGE}; \`tools.43.custom.name: String should have at most 64 characters\` in anthropics/claude-code#5132, aws/aws-sdk-js-v3#7287`,
      date: "2025-08 → 2026",
      confidence: "high",
      note: "Bedrock kept 64 after Anthropic's own API moved to 128 in mid-2025.",
    },
    allowed: "letters, digits, `_` and `-`",
  },
  root: {
    mustBeObject: {
      value: true,
      source:
        "Anthropic API reference (`input_schema.type` is the constant \"object\"), for Claude behind Converse; anthropics/claude-code#5132 (Bedrock answers with Anthropic's `tools.N.custom` errors)",
      date: "2025-08 → 2026",
      confidence: "medium",
      note: "The ToolSpecification page does not state a root type; this is Claude's rule, and other model families on Bedrock were not checked.",
    },
    rejectedCombinators: {
      value: ["anyOf", "oneOf", "allOf"],
      source:
        "Anthropic's `input_schema does not support oneOf, allOf, or anyOf at the top level` (anthropics/claude-code#27337), assumed for Claude behind Converse",
      date: "2025-08 → 2026",
      confidence: "low",
      note: "Inferred: Claude on Bedrock is validated by Anthropic (same tools.N.custom error paths), but no Bedrock report of this exact error was found.",
    },
  },
  // Non-strict toolSpec: like Anthropic's non-strict tools, no keyword is reported.
  keywords: [],
  // Claude behind Converse: "Error processing Bedrock stream: … tools.18.custom.input_schema: JSON schema is invalid" (acomagu/vscode-as-mcp-server#6).
  requiresDraft2020: schemaMustBeDraft2020,
};
