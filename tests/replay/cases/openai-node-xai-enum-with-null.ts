// https://github.com/tailcallhq/forgecode/pull/2809
// A tool schema generated from an optional Rust enum put null among the enum values; xAI answered every
// request with "Client specified an invalid argument" until the enum became an anyOf with a null branch.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/tailcallhq/forgecode/pull/2809",
  summary: "The openai client pointed at https://api.x.ai/v1 sends an enum listing null among its strings.\nxAI answers 400 'Client specified an invalid argument' for the whole request.",
  framework: "openai-node",
  provider: "xAI",
  failureClass: "null among enum values",
  verdict: "failure",
  files: {
    "src/search.ts": `import OpenAI from "openai";

const xai = new OpenAI({ baseURL: "https://api.x.ai/v1" });

export async function search(pattern: string) {
  return xai.chat.completions.create({
    model: "grok-4-1-fast-reasoning",
    messages: [{ role: "user", content: pattern }],
    tools: [
      {
        type: "function",
        function: {
          name: "fs_search",
          parameters: {
            type: "object",
            properties: { pattern: { type: "string" }, output_mode: { type: "string", enum: ["content", "files_with_matches", "count", null] } },
            required: ["pattern"],
          },
        },
      },
    ],
  });
}
`,
  },
  expected: [{ file: "src/search.ts", line: 16, rule: "unsupported-keyword" }],
  status: "missed",
});
