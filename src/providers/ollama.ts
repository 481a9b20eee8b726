// Ollama's /api/chat tools (`tools[].function.parameters`), as the server reads them: it decodes each
// tool into fixed Go structs and renders them into the model's template; nothing else is validated.
import type { Fact, ProviderProfile } from "./types.js";

const OLLAMA = "ollama/ollama api/types.go at v0.32.15 (commit b7871fc0, 2026-08-19)";

/** No rule of any kind on a tool's name: `ToolFunction.Name` is a plain string, never checked. */
const anyName: Fact<string> = {
  value: "^[\\s\\S]+$",
  source: `${OLLAMA} \`ToolFunction.Name string\`; no check of tool names in server/ or api/ at that tag`,
  date: "2026-08-19",
  confidence: "medium",
  note: "The name goes into the model's chat template as written.",
};

/** Ollama /api/chat tools, through ollama-js or any client posting to the native API. */
export const ollama: ProviderProfile = {
  id: "ollama",
  label: "Ollama (/api/chat)",
  inWords: "Ollama",
  schemaField: "parameters",
  name: {
    pattern: anyName,
    maxLength: {
      value: Number.MAX_SAFE_INTEGER,
      source: `${OLLAMA} \`ToolFunction.Name string\`: no length check`,
      date: "2026-08-19",
      confidence: "medium",
    },
    allowed: "any characters",
  },
  root: {
    mustBeObject: {
      value: false,
      source: `${OLLAMA} \`ToolFunctionParameters.Type string\`: decoded, never compared`,
      date: "2026-08-19",
      confidence: "medium",
    },
    rejectedCombinators: {
      value: [],
      source: `${OLLAMA} \`ToolFunctionParameters\` has no field for a combinator: one at the root is dropped, not refused`,
      date: "2026-08-19",
      confidence: "medium",
    },
  },
  decodedKeywords: {
    value: {
      root: ["type", "$defs", "items", "required", "properties"],
      nested: ["anyOf", "type", "items", "description", "enum", "properties", "required"],
    },
    source: `${OLLAMA}: \`ToolFunctionParameters\` (the root) and \`ToolProperty\` (each property and anyOf branch) are the only fields /api/chat decodes (\`ChatRequest.Tools\`, server/routes.go ChatHandler ShouldBindJSON); \`items\` and \`$defs\` are \`any\`, kept whole`,
    date: "2026-08-19",
    confidence: "high",
    note: "encoding/json drops a key the struct has no field for without an error; the model's template is rendered from the decoded structs, so a dropped keyword never reaches the model.",
  },
  // Every keyword is judged by the decoded structures above; none is refused.
  keywords: [],
};
