import { complete, getModel, StringEnum, Type, type Tool } from "@mariozechner/pi-ai";

/** A coding agent's tools on pi-ai: plain objects with TypeBox parameters. */
export const tools: Tool[] = [
  {
    name: "read_file",
    description: "Read a file of the workspace.",
    parameters: Type.Object({ path: Type.String({ description: "Path from the workspace root" }), encoding: Type.Optional(StringEnum(["utf8", "base64"])) }),
  },
  {
    // A union root: OpenAI and Gemini reject it, and pi-ai's Anthropic provider sends it with no parameters.
    name: "find_symbol",
    description: "Find a symbol by name or by position.",
    parameters: Type.Union([Type.Object({ name: Type.String() }), Type.Object({ file: Type.String(), line: Type.Integer() })]),
  },
];

export const reply = complete(getModel("anthropic", "claude-sonnet-4-5"), { messages: [{ role: "user", content: "Where is main defined?", timestamp: 0 }], tools });
