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
      // ToolFunctionParameters: Type string, Defs any, Items any, Required []string, Properties *ToolPropertiesMap.
      root: { type: "string", $defs: "any", items: "any", required: "strings", properties: "schema-map" },
      // ToolProperty: AnyOf []ToolProperty, Type PropertyType (a string or []string), Items any, Description
      // string, Enum []any, Properties *ToolPropertiesMap, Required []string.
      nested: { anyOf: "schema-list", type: "type", items: "any", description: "string", enum: "list", properties: "schema-map", required: "strings" },
    },
    source: `${OLLAMA}: \`ToolFunctionParameters\` (the root) and \`ToolProperty\` (each property and anyOf branch) are the only fields /api/chat decodes (\`ChatRequest.Tools\`, server/routes.go ChatHandler ShouldBindJSON); \`items\` and \`$defs\` are \`any\`, kept whole; users' 400s \`json: cannot unmarshal bool into Go struct field ToolFunctionParameters.tools.function.parameters.properties\` (can1357/oh-my-pi#4488, 2026-07), \`cannot unmarshal array into … parameters.properties\` (ollama/ollama#10328, 0.6.5)`,
    date: "2026-08-19",
    confidence: "high",
    note: "encoding/json drops a key the struct has no field for without an error, and fails on a value of another kind, which ChatHandler answers with 400 (server/routes.go). The model's template is rendered from the decoded structs, so a dropped keyword never reaches the model.",
  },
  // Every keyword is judged by the decoded structures above; none is refused.
  keywords: [],
};
