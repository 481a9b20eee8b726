import { describe, expect, it } from "vitest";
import { checkTool } from "../../src/checks/run.js";
import type { ToolUnderCheck } from "../../src/checks/types.js";
import { defaultCheckOptions, withTargets } from "../../src/options.js";
import type { JsonObject } from "../../src/schema/types.js";

/**
 * `requiredNeedsProperties` (Groq): an object schema with `required` but no `properties` key fails the
 * request (`'required' present but 'properties' is missing`); OpenAI, which does not state it, reports nothing.
 */
function findings(sent: JsonObject, target = "groq") {
  const tool: ToolUnderCheck = { name: "view_graph", description: "Shows the agent graph.", sent, draft: sent, exact: true };
  return checkTool(tool, withTargets(defaultCheckOptions, [target])).map((f) => `${f.code} ${f.messageId} ${f.path} ${f.message}`);
}

describe("requiredNeedsProperties", () => {
  it.each([
    [
      "required without properties at the root",
      { type: "object", required: [] },
      ['unsupported-keyword requiredWithoutProperties  The root lists "required" without "properties", which fails the request to Groq. Add "properties" ({} when it takes none), or drop "required".'],
    ],
    [
      "required without properties in a nested object",
      { type: "object", properties: { filter: { type: "object", required: ["kind"] } } },
      ['unsupported-keyword requiredWithoutProperties properties.filter Field "filter" lists "required" without "properties", which fails the request to Groq. Add "properties" ({} when it takes none), or drop "required".'],
    ],
    ["required with empty properties", { type: "object", properties: {}, required: [] }, []],
    ["neither", { type: "object" }, []],
  ] as const)("%s", (_what, sent, expected) => {
    expect(findings(sent as JsonObject)).toEqual(expected);
  });

  it("is not reported for a target that does not state it", () => {
    expect(findings({ type: "object", required: [] }, "openai").filter((f) => f.includes("requiredWithoutProperties"))).toEqual([]);
  });
});
