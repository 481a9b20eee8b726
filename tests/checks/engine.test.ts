import { describe, expect, it } from "vitest";
import { checkTool } from "../../src/checks/run.js";
import type { ToolUnderCheck } from "../../src/checks/types.js";
import { defaultCheckOptions as configuredDefaults, mergeCheckOptions as mergeConfigured, withTargets } from "../../src/options.js";
import { defaultTargetIds } from "../../src/providers/index.js";
import { toOpenAIStrictShape } from "../../src/frameworks/core/send.js";
import type { JsonObject } from "../../src/schema/types.js";

function tool(sent: JsonObject, extra: Partial<ToolUnderCheck> = {}): ToolUnderCheck {
  return { name: "save_facts", description: "Store facts.", sent, draft: sent, exact: true, ...extra };
}

const closed = (properties: Record<string, JsonObject>, required = Object.keys(properties)): JsonObject => ({
  type: "object",
  properties,
  required,
  additionalProperties: false,
});

/** The engine checks the targets it is given; the three long-standing ones stand in here. */
const defaultCheckOptions = withTargets(configuredDefaults, defaultTargetIds);
const mergeCheckOptions = (...layers: Parameters<typeof mergeConfigured>) => withTargets(mergeConfigured(...layers), defaultTargetIds);

function summary(t: ToolUnderCheck, options = defaultCheckOptions) {
  return checkTool(t, options).map((f) => `${f.code} ${f.path} ${f.targets.join(",")}`);
}

describe("checkTool", () => {
  it("reports nothing for a closed, fully required object with a valid name", () => {
    expect(checkTool(tool(closed({ city: { type: "string" } })), defaultCheckOptions)).toEqual([]);
  });

  it("merges one finding that holds for several targets into one entry", () => {
    const findings = checkTool(tool(closed({ a: { type: "string" } }), { name: "fetch.weather" }), defaultCheckOptions);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      code: "invalid-name",
      severity: "error",
      targets: ["openai-strict", "anthropic"],
      message: 'Tool name "fetch.weather" is rejected by OpenAI strict mode and Anthropic: it may use only letters, digits, `_` and `-`. Rename it, e.g. "fetch_weather".',
    });
  });

  it("lists strict-mode problems only for openai-strict", () => {
    const sent: JsonObject = { type: "object", properties: { a: { type: "string" }, b: { type: "number" } }, required: ["a"] };
    expect(summary(tool(sent))).toEqual([
      "optional-not-required properties.b openai-strict",
      "missing-additional-properties-false  openai-strict",
    ]);
  });

  it("tells an open map from a missing keyword", () => {
    const sent = closed({ tags: { type: "object", additionalProperties: { type: "number" } } });
    const [finding] = checkTool(tool(sent), defaultCheckOptions);
    expect(finding.messageId).toBe("openAdditionalProperties");
    expect(finding.message).toBe(
      'Field "tags" allows extra keys (a schema), which fails the request to OpenAI strict mode. Use an array of key/value objects instead.',
    );
  });

  it("reports oneOf rejected by openai-strict and ignored by google as one finding that says both", () => {
    const sent = closed({ scope: { oneOf: [{ type: "string" }, { type: "number" }] } });
    const findings = checkTool(tool(sent), defaultCheckOptions);
    expect(findings.map((f) => f.message)).toEqual([
      'Field "scope" uses "oneOf", which fails the request to OpenAI strict mode; ignored by Gemini. Use "anyOf" instead.',
    ]);
  });

  it("reports a root union once for every target that rejects it, and a dropped root for all", () => {
    const union: JsonObject = { anyOf: [closed({ a: { type: "string" } }), closed({ b: { type: "string" } })] };
    expect(summary(tool(union))).toEqual([
      "root-not-object  openai-strict,anthropic,google",
    ]);
    const dropped = tool({ type: "object", properties: {} }, { draft: { oneOf: union.anyOf }, droppedRoot: 'a union ("oneOf")' });
    expect(checkTool(dropped, defaultCheckOptions).map((f) => f.message)).toEqual([
      'The schema root is a union ("oneOf"), not an object, so the tool reaches OpenAI strict mode, Anthropic and Gemini without parameters. Use an object root with the union in a property.',
    ]);
  });

  it("reports optional properties forced into required by the strict shape", () => {
    const draft: JsonObject = { type: "object", properties: { note: { type: "string" }, id: { type: "string" } }, required: ["id"] };
    const sent = toOpenAIStrictShape(draft);
    expect(sent).toEqual({
      type: "object",
      properties: { note: { type: ["string", "null"] }, id: { type: "string" } },
      required: ["note", "id"],
      additionalProperties: false,
    });
    expect(summary(tool(sent, { draft }))).toEqual(["optional-forced-required properties.note openai-strict,anthropic,google"]);
  });

  it("measures descriptions against the budgets", () => {
    const long = "x".repeat(600);
    const sent = closed({ q: { type: "string", description: long } });
    const options = mergeCheckOptions({ maxDescriptionChars: 10 });
    expect(checkTool(tool(sent, { description: "y".repeat(11) }), options).map((f) => f.message)).toEqual([
      "The tool description has 11 characters, over the budget of 10 for OpenAI strict mode, Anthropic and Gemini, and is billed on every call. Cut it to what the model needs.",
      'The description of field "q" has 600 characters, over the budget of 512 for OpenAI strict mode, Anthropic and Gemini, and is billed on every call. Cut it to what the model needs.',
    ]);
  });

  it("estimates tokens at charsPerToken and says when the estimate is a lower bound", () => {
    const sent = closed({ q: { type: "string", description: "d".repeat(2000) } });
    const exact = checkTool(tool(sent), mergeCheckOptions({ maxPropertyDescriptionChars: 5000 }));
    // openai-strict is counted with o200k (src/tokens: 522), anthropic and google estimated at 4
    // characters per token (535); the one finding carries the largest, as a bound ("up to").
    expect(exact.map((f) => [f.code, f.targets, f.data.tokens, f.data.approx])).toEqual([
      ["heavy-definition", ["openai-strict", "anthropic", "google"], "535", "up to "],
    ]);
    const openaiOnly = checkTool(tool(sent), withTargets(mergeConfigured({ maxPropertyDescriptionChars: 5000 }), ["openai-strict"]));
    expect(openaiOnly.map((f) => [f.data.tokens, f.data.approx])).toEqual([["522", ""]]);
    const approximate = checkTool(tool(sent, { exact: false }), mergeCheckOptions({ maxPropertyDescriptionChars: 5000, charsPerToken: 3 }));
    expect(approximate.map((f) => [f.data.tokens, f.data.approx])).toEqual([["713", "at least "]]);
  });

  it("respects the targets option and its order", () => {
    const sent: JsonObject = { type: "object", properties: { a: { type: "string" } } };
    const options = mergeCheckOptions({ targets: ["google"] });
    expect(checkTool(tool(sent, { name: "a.b" }), options)).toEqual([]);
  });

  it("fixes a root that is not an object by what it is: a union moves into a property, an intersection merges, a typeless object gets its type", () => {
    const fixOf = (sent: JsonObject, route?: ToolUnderCheck["route"]) => checkTool(tool(sent, { route }), mergeCheckOptions({ targets: ["anthropic"] })).map((f) => f.message);
    const a = closed({ a: { type: "string" } });
    expect(fixOf({ anyOf: [a, closed({ b: { type: "string" } })] })).toEqual([
      'The schema root is a union ("anyOf"), not an object, which fails the request to Anthropic. Use an object root with the union in a property.',
    ]);
    expect(fixOf({ allOf: [a, closed({ b: { type: "string" } })] }, "zod")).toEqual([
      'The schema root is an intersection ("allOf"), not an object, which fails the request to Anthropic. Merge the parts into one z.object() with .extend().',
    ]);
    expect(fixOf({ type: "object", allOf: [a] })).toEqual([
      'The schema root uses "allOf": an intersection at the top level fails the request to Anthropic. Merge the parts into one schema with "type": "object".',
    ]);
    expect(fixOf({ properties: { a: { type: "string" } } })).toEqual([
      'The schema root is a schema without "type", not an object, which fails the request to Anthropic. Add "type": "object" to the root.',
    ]);
    expect(fixOf({ type: "string" }, "zod")).toEqual([
      'The schema root is "type": "string", not an object, which fails the request to Anthropic. Use a z.object() root with the value in a property.',
    ]);
    expect(fixOf({ $ref: "#/$defs/Input", $defs: { Input: a } })).toEqual([
      'The schema root is a reference ("$ref"), not an object, which fails the request to Anthropic. Write the referenced object at the root instead of "$ref".',
    ]);
  });
});
