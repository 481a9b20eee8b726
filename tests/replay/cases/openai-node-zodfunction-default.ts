// https://github.com/openai/openai-node/issues/1119
// zodFunction sends a strict function; a field with .default() produced a `default` keyword, which strict
// mode refuses ('default' is not permitted), while the same schema passed through a non-strict helper.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/openai/openai-node/issues/1119",
  summary: "zodFunction({ parameters: z.object({ timeZone: z.string().default('Europe/Belgrade') }) }).\nThe helper sends strict: true and OpenAI rejects the schema: 'default' is not permitted.",
  framework: "openai-node",
  provider: "OpenAI",
  failureClass: "keyword the provider rejects",
  verdict: "failure",
  files: {
    "src/time.ts": `import OpenAI from "openai";
import { zodFunction } from "openai/helpers/zod";
import { z } from "zod";

const client = new OpenAI();

export async function ask() {
  return client.chat.completions.create({
    model: "gpt-4o",
    messages: [{ role: "user", content: "What time is it?" }],
    tools: [
      zodFunction({
        name: "current_time",
        parameters: z.object({ timeZone: z.string().default("Europe/Belgrade") }),
      }),
    ],
  });
}
`,
  },
  expected: [{ file: "src/time.ts", line: 14, rule: "unsupported-keyword" }],
  status: "caught",
});
