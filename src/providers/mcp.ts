import type { ProviderProfile } from "./types.js";

const SPEC = "modelcontextprotocol/modelcontextprotocol";

/**
 * The Model Context Protocol's own rules for a tool a server lists (`tools/list` → `inputSchema`).
 * Looser than any model API: a name valid here may still fail the model the host forwards it to.
 */
export const mcp: ProviderProfile = {
  id: "mcp",
  label: "MCP (tools/list)",
  inWords: "MCP clients",
  schemaField: "inputSchema",
  name: {
    pattern: {
      value: "^[A-Za-z0-9._-]+$",
      source: `${SPEC} docs/specification/2025-11-25/server/tools.mdx (SEP-986, commit e40f4991); modelcontextprotocol/typescript-sdk src/shared/toolNameValidation.ts`,
      date: "2025-10-09 → 2025-11-25",
      confidence: "high",
      note: "A SHOULD in the spec: the SDKs only warn and register the tool anyway.",
    },
    maxLength: {
      value: 128,
      source: `${SPEC} docs/specification/2025-11-25/server/tools.mdx (SEP-986: 1 to 128 characters)`,
      date: "2025-11-25",
      confidence: "high",
      note: "A SHOULD, like the characters.",
    },
    allowed: "letters, digits, `_`, `-` and `.`",
  },
  root: {
    mustBeObject: {
      value: true,
      source: `${SPEC} schema/2025-11-25/schema.ts and schema/2026-07-28/schema.ts (inputSchema root \`type: "object"\`)`,
      date: "2025-06-18 → 2026-07-28",
      confidence: "high",
    },
    rejectedCombinators: {
      value: [],
      source: `${SPEC} schema/2026-07-28/schema.ts (inputSchema allows any 2020-12 keyword beside \`type: "object"\`)`,
      date: "2026-07-28",
      confidence: "high",
    },
  },
  // Since 2026-07-28 every draft 2020-12 keyword is allowed in inputSchema.
  keywords: [],
};
