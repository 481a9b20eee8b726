import rule from "../../src/rules/silent-transform.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";

const ruleTester = createRuleTester();
const agents = `import { tool } from "@openai/agents";\nimport { z } from "zod";\n`;
const agentTool = (name: string, extra = "") =>
  `export const t = tool({ name: "${name}", description: "d", parameters: z.object({ q: z.string() }), execute: async () => "x"${extra} });\n`;

const agentJsonTool = (name: string, extra = "") =>
  `export const t = tool({ name: "${name}", description: "d", parameters: { type: "object", properties: { q: { type: "string" } }, required: ["q"], additionalProperties: false }, execute: async () => "x"${extra} });\n`;

const renamed = agents + agentTool("fetch.weather");
const mcp = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("lookup", { description: "d", inputSchema: z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]) }, async () => ({ content: [] }));
`;

ruleTester.run("silent-transform", rule, {
  valid: [
    // The Agents SDK sends this name as written.
    agents + agentTool("fetch_weather"),
    // zod parameters with strict: false: tool() throws, so nothing is sent and nothing is renamed (unsendable-tool says why).
    agents + agentTool("fetch.weather", ", strict: false"),
    // A framework without rewrites for these targets.
    `import { ai } from "@warlock.js/ai";\nai.tool({ name: "a.b", execute: async () => 1 });`,
  ],
  invalid: [
    {
      code: renamed,
      errors: [
        {
          messageId: "transform",
          ...at(renamed, '"fetch.weather"'),
        },
      ],
    },
    {
      // Per target: the rename applies to every target the tool goes to (JSON Schema parameters may be non-strict).
      code: agents + agentJsonTool("fetch.weather", ", strict: false"),
      errors: [{ messageId: "transform",}],
    },
    {
      code: mcp,
      errors: [
        {
          messageId: "transform",
          ...at(mcp, "union([z.object({ a: z.string() }), z.object({ b: z.string() })])"),
        },
      ],
    },
  ],
});
