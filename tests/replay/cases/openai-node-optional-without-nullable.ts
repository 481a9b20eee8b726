// https://github.com/openai/openai-node/pull/1513
// The zod helpers turned their warning about .optional() without .nullable() into an error: strict mode
// needs every field present, so a purely optional field now stops the tool from being built.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/openai/openai-node/pull/1513",
  summary: "zodFunction with a field marked .optional() but not .nullable(), after the helpers' v5 change.\nThe helper throws before any request: strict mode has no way to leave a field out.",
  framework: "openai-node",
  provider: "OpenAI",
  failureClass: "strict mode requires every property",
  verdict: "failure",
  files: {
    "src/search.ts": `import { zodFunction } from "openai/helpers/zod";
import { z } from "zod";

export const searchTool = zodFunction({
  name: "search_docs",
  parameters: z.object({
    query: z.string(),
    limit: z.number().optional(),
  }),
});
`,
  },
  expected: [{ file: "src/search.ts", line: 8, rule: "optional-not-required" }],
  status: "caught",
});
