import { describe, expect, it } from "vitest";
import { checkTool } from "../../src/checks/run.js";
import type { ToolUnderCheck } from "../../src/checks/types.js";
import { defaultCheckOptions, withTargets } from "../../src/options.js";
import type { JsonObject } from "../../src/schema/types.js";

/**
 * `objectRootNeedsProperties` (OpenAI): a root `{ "type": "object" }` with nothing saying what its members
 * are fails the request (`object schema missing properties`); only that form is claimed.
 */
function findings(sent: JsonObject, target = "openai", route?: ToolUnderCheck["route"]) {
  const tool: ToolUnderCheck = { name: "list_ops", description: "Lists the operations.", sent, draft: sent, exact: true, ...(route ? { route } : {}) };
  return checkTool(tool, withTargets(defaultCheckOptions, [target]))
    .filter((f) => f.messageId === "objectWithoutProperties")
    .map((f) => `${f.code} ${f.path} ${f.message}`);
}

const JSON_FIX = 'unsupported-keyword  The root is an object without "properties", which fails the request to OpenAI. Add "properties" ({} when it takes none).';

describe("objectRootNeedsProperties", () => {
  it.each([
    ["a bare object root", { type: "object" }, [JSON_FIX]],
    ["a bare root with a draft and a description", { $schema: "http://json-schema.org/draft-07/schema#", type: "object", description: "x" }, [JSON_FIX]],
    ["a root with empty properties", { type: "object", properties: {} }, []],
    ["a record root", { type: "object", additionalProperties: { type: "string" } }, []],
    ["a root with a combinator beside its type", { type: "object", oneOf: [{ type: "object", properties: { a: { type: "string" } } }] }, []],
    ["a bare object below the root", { type: "object", properties: { meta: { type: "object" } } }, []],
  ] as const)("%s", (_what, sent, expected) => {
    expect(findings(sent as JsonObject)).toEqual(expected);
  });

  it("says how to fix it where the framework wrote the root", () => {
    expect(findings({ type: "object" }, "openai", "none")).toEqual([
      'unsupported-keyword  The root is an object without "properties", which fails the request to OpenAI. Give the tool an input schema that is an empty object.',
    ]);
    expect(findings({ type: "object" }, "openai", "framework")).toEqual([
      'unsupported-keyword  The root is an object without "properties", which fails the request to OpenAI. Pass an input the framework takes, so it lists its properties.',
    ]);
  });

  it("is not reported for a target that does not state it", () => {
    expect(findings({ type: "object" }, "anthropic")).toEqual([]);
    expect(findings({ type: "object" }, "google")).toEqual([]);
  });
});
