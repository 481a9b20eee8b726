import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

describe("@warlock.js/ai through the project harness", () => {
  it("finds ai.tool and reports at the property", async () => {
    const { tools, messages } = await lintProject({
      "types/warlock.d.ts": `declare module "@warlock.js/ai" { export const ai: { tool(def: object): unknown }; export function tool(def: object): unknown; }`,
      "a.ts": `import { ai } from "@warlock.js/ai";
ai.tool({ name: "fetch.weather", description: "d", input: { type: "object", properties: { city: { type: "string" } } }, execute: async () => 1 });
`,
    });
    expect(tools.map((t) => [t.form, t.framework, t.name, t.route])).toEqual([["ai.tool()", "@warlock.js/ai", "fetch.weather", "literal"]]);
    expect(describeMessages(messages["a.ts"])).toContain(
      'invalid-name@2:17 Tool name "fetch.weather" is rejected by OpenAI strict mode and Anthropic via @warlock.js/ai: it may use only letters, digits, `_` and `-`. Rename it, e.g. "fetch_weather".',
    );
  });
});
