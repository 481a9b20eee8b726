// https://github.com/SylphxAI/pdf-reader-mcp/issues/63
// pdf-reader-mcp lists read_pdf with zod-to-json-schema's openApi3 target, so `.positive()` becomes
// `minimum: 0, exclusiveMinimum: true`; forwarded to Mistral, every request carrying the tool failed.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/SylphxAI/pdf-reader-mcp/issues/63",
  summary:
    "A Mistral function tool whose parameters are an MCP server's openApi3 output: page numbers with minimum 0 and exclusiveMinimum true.\nMistral answers 400 \"Invalid tool schema: … is not valid under any of the given schemas\" for every request carrying it.",
  framework: "mistral",
  provider: "Mistral",
  failureClass: "keyword the provider rejects",
  verdict: "failure",
  files: {
    "src/chat.ts": `import { Mistral } from "@mistralai/mistralai";

const client = new Mistral({ apiKey: process.env.MISTRAL_API_KEY });

// The source schema as pdf-reader-mcp listed it (zodToJsonSchema(schema, { target: "openApi3" })).
const readPdfSource = {
  type: "object",
  properties: {
    path: { type: "string", minLength: 1, description: "Relative path to the local PDF file." },
    url: { type: "string", format: "uri", description: "URL of the PDF file." },
    pages: {
      anyOf: [
        { type: "array", items: { type: "integer", exclusiveMinimum: true, minimum: 0 }, minItems: 1 },
        { type: "string", minLength: 1 },
      ],
      description: "Extract text only from specific pages (1-based) or ranges for *this specific source*.",
    },
  },
  additionalProperties: false,
};

export const ask = (question: string) =>
  client.chat.complete({
    model: "mistral-large-latest",
    messages: [{ role: "user", content: question }],
    tools: [{ type: "function", function: { name: "read_pdf", description: "Reads a PDF", parameters: readPdfSource } }],
  });
`,
  },
  expected: [{ file: "src/chat.ts", line: 13, rule: "unsupported-keyword" }],
  status: "caught",
});
