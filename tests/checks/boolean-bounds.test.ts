import { describe, expect, it } from "vitest";
import { checkTool } from "../../src/checks/run.js";
import type { ToolUnderCheck } from "../../src/checks/types.js";
import { defaultCheckOptions, withTargets } from "../../src/options.js";
import type { JsonObject } from "../../src/schema/types.js";

/**
 * `rejectsBooleanBounds` (Mistral): a draft-04 boolean `exclusiveMinimum`/`exclusiveMaximum` fails the
 * request, while a draft-07 tuple `items` array is not reported (only `requiresDraft2020` reports that).
 */
function findings(sent: JsonObject) {
  const tool: ToolUnderCheck = { name: "pick_pages", description: "Pick pages.", sent, draft: sent, exact: true };
  return checkTool(tool, withTargets(defaultCheckOptions, ["mistral"])).map((f) => `${f.code} ${f.messageId} ${f.path} ${f.targets.join(",")}`);
}

const object = (properties: Record<string, JsonObject>): JsonObject => ({ type: "object", properties, required: Object.keys(properties) });

describe("rejectsBooleanBounds", () => {
  it.each([
    ["a boolean exclusiveMinimum", object({ page: { type: "integer", minimum: 0, exclusiveMinimum: true } }), ["unsupported-keyword booleanBound properties.page mistral"]],
    ["a boolean exclusiveMaximum in array items", object({ pages: { type: "array", items: { type: "number", maximum: 9, exclusiveMaximum: false } } }), ["unsupported-keyword booleanBound properties.pages.items mistral"]],
    ["a numeric exclusiveMinimum (draft 06 and later)", object({ page: { type: "integer", exclusiveMinimum: 0 } }), []],
    ["a draft-07 tuple items array", object({ point: { type: "array", items: [{ type: "number" }, { type: "number" }] } }), []],
  ])("%s", (_what, sent, expected) => {
    expect(findings(sent)).toEqual(expected);
  });
});
