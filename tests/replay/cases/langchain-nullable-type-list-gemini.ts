// https://github.com/langchain-ai/langchainjs/issues/8289
// Nullable fields in a JSON Schema given to LangChain's Gemini models become type lists (["string","null"]),
// which Gemini's function declarations cannot hold; the same fields written in zod went through.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/langchain-ai/langchainjs/issues/8289",
  summary: "A LangChain tool with a JSON Schema whose 'note' property has type ['string', 'null'].\nGemini's schema type is a single value, so the declaration is rejected.",
  // @langchain/google-genai 2.3.2 (node_modules/@langchain/google-genai/dist/utils/zod_to_genai_parameters.js)
  // only drops additionalProperties, $schema and strict: the type list reaches Gemini as written. The
  // nullable rewrite the plugin applies today is @langchain/google-common's (ChatVertexAI), not this path.
  framework: "langchain",
  provider: "Google Gemini",
  failureClass: "type list the provider cannot hold",
  verdict: "failure",
  files: {
    "src/notes.ts": `import { tool } from "@langchain/core/tools";
import { ChatGoogleGenerativeAI } from "@langchain/google-genai";

const saveNote = tool(async () => "saved", {
  name: "save_note",
  description: "Save a note",
  schema: {
    type: "object",
    properties: { title: { type: "string" }, note: { type: ["string", "null"] } },
    required: ["title", "note"],
  },
});

export const model = new ChatGoogleGenerativeAI({ model: "gemini-2.5-flash" }).bindTools([saveNote]);
`,
  },
  expected: [{ file: "src/notes.ts", line: 9, rule: "unsupported-keyword" }],
  status: "caught",
});
