import { describe, expect, it } from "vitest";
import { checkTool } from "../../src/checks/run.js";
import type { ToolUnderCheck } from "../../src/checks/types.js";
import { checkValueRules } from "../../src/checks/value-rules.js";
import { walkSchema } from "../../src/checks/walk.js";
import { defaultCheckOptions as configuredDefaults, mergeCheckOptions as mergeConfigured, validateCheckOptions, withTargets } from "../../src/options.js";
import { anthropic } from "../../src/providers/anthropic.js";
import { google } from "../../src/providers/google.js";
import { defaultTargetIds, providerById, providers, targetIds } from "../../src/providers/index.js";
import { openaiStrict } from "../../src/providers/openai-strict.js";
import type { ProviderProfile } from "../../src/providers/types.js";
import type { JsonObject } from "../../src/schema/types.js";

/** Options with the targets decided, as the rules hand them to the engine. */
const defaultCheckOptions = withTargets(configuredDefaults, defaultTargetIds);
const mergeCheckOptions = (...layers: Parameters<typeof mergeConfigured>) => withTargets(mergeConfigured(...layers), defaultTargetIds);

function tool(sent: JsonObject, name = "save_facts"): ToolUnderCheck {
  return { name, description: "Store facts.", sent, draft: sent, exact: true };
}

/** `code messageId path` of every finding the real engine reports for one target. */
function findings(target: string, sent: JsonObject, name?: string): string[] {
  return checkTool(tool(sent, name), mergeCheckOptions({ targets: [target] })).map((f) => `${f.code} ${f.messageId} ${f.path}`.trimEnd());
}

const object = (properties: Record<string, JsonObject>, extra: JsonObject = {}): JsonObject => ({ type: "object", properties, ...extra });
const name65 = `get_${"x".repeat(61)}`;

interface Row {
  readonly title: string;
  readonly sent: JsonObject;
  readonly name?: string;
  readonly expected: readonly string[];
}

const tables: Record<string, readonly Row[]> = {
  openai: [
    {
      title: "accepts an open object with optional properties and strict-only keywords",
      sent: object({ q: { type: "string", minLength: 1 }, scope: { oneOf: [{ type: "string" }, { type: "number" }] } }),
      expected: [],
    },
    { title: "rejects a dotted name", sent: object({ q: { type: "string" } }), name: "search.web", expected: ["invalid-name invalidName"] },
    { title: "rejects a non-object root", sent: { type: "array", items: { type: "string" } }, expected: ["root-not-object rootNotObject"] },
  ],
  "anthropic-strict": [
    {
      title: "accepts a closed object with an optional property",
      sent: object({ city: { type: "string" }, note: { type: "string", enum: ["a", "b"] } }, { required: ["city"], additionalProperties: false }),
      expected: [],
    },
    {
      title: "rejects minimum on a number",
      sent: object({ days: { type: "integer", minimum: 1 } }, { required: ["days"], additionalProperties: false }),
      expected: ["unsupported-keyword unsupportedKeyword properties.days"],
    },
    {
      title: "rejects open objects, at the root and nested",
      sent: object({ address: object({ city: { type: "string" } }) }, { additionalProperties: false }),
      expected: ["missing-additional-properties-false missingAdditionalPropertiesFalse properties.address"],
    },
    {
      // One finding for the root union: its oneOf keyword is the same cause.
      title: "rejects a root union, once",
      sent: { type: "object", oneOf: [object({ a: { type: "string" } }, { additionalProperties: false })], additionalProperties: false },
      expected: ["root-not-object rootCombinator"],
    },
  ],
  "google-parameters": [
    {
      title: "accepts the OpenAPI subset and a name with dots and colons",
      sent: object(
        {
          city: { type: "string", enum: ["Paris", "Oslo"], description: "City." },
          days: { type: "integer", minimum: 1, maximum: 7 },
          note: { type: "string", nullable: true },
          tags: { type: "array", items: { type: "string" }, maxItems: 5 },
          scope: { anyOf: [{ type: "string" }, { type: "number" }] },
        },
        { required: ["city"] },
      ),
      name: "weather.v2:get_forecast",
      expected: [],
    },
    {
      title: "rejects additionalProperties and const",
      sent: object({ unit: { type: "string", const: "C" } }, { additionalProperties: false }),
      expected: ["unsupported-keyword unsupportedKeyword", "unsupported-keyword unsupportedKeyword properties.unit"],
    },
    {
      title: "rejects $defs and $ref",
      sent: object({ place: { $ref: "#/$defs/place" } }, { $defs: { place: object({ city: { type: "string" } }) } }),
      expected: ["unsupported-keyword unsupportedKeyword", "unsupported-keyword unsupportedKeyword properties.place"],
    },
  ],
  bedrock: [
    {
      title: "accepts a 64-character name and an open object",
      sent: object({ q: { type: "string", minimum: 1 } }),
      name: name65.slice(0, 64),
      expected: [],
    },
    { title: "rejects a dotted name", sent: object({ q: { type: "string" } }), name: "admin.tools.list", expected: ["invalid-name invalidName"] },
    { title: "rejects a 65-character name", sent: object({ q: { type: "string" } }), name: name65, expected: ["invalid-name invalidName"] },
    {
      title: "rejects a root union without type, as Claude does",
      sent: { anyOf: [object({ a: { type: "string" } }), object({ b: { type: "string" } })] },
      expected: ["root-not-object rootNotObject"],
    },
  ],
  mcp: [
    {
      title: "accepts a dotted name and any 2020-12 keyword beside type object",
      sent: { type: "object", oneOf: [object({ a: { type: "string" } })], properties: { n: { type: ["number", "null"], exclusiveMinimum: 0 } } },
      name: "admin.tools.list",
      expected: [],
    },
    { title: "rejects a name with a space", sent: object({ q: { type: "string" } }), name: "admin tools", expected: ["invalid-name invalidName"] },
    { title: "rejects a 129-character name", sent: object({ q: { type: "string" } }), name: "a".repeat(129), expected: ["invalid-name invalidName"] },
    { title: "rejects a non-object root", sent: { type: "string" }, expected: ["root-not-object rootNotObject"] },
  ],
};

describe.each(Object.keys(tables))("target %s through checkTool", (target) => {
  it.each(tables[target].map((row) => [row.title, row] as const))("%s", (_title, row) => {
    expect(findings(target, row.sent, row.name)).toEqual(row.expected);
  });
});

describe("messages of the new targets", () => {
  it("names the keyword and the one target that rejects it", () => {
    const sent = object({ days: { type: "integer", minimum: 1 } }, { required: ["days"], additionalProperties: false });
    const options = mergeCheckOptions({ targets: ["anthropic", "anthropic-strict", "google-parameters"] });
    expect(checkTool(tool(sent), options).map((f) => f.message)).toEqual([
      'Field "days" uses "minimum", which fails the request to Anthropic strict tool use. Remove "minimum", and state the rule in the description.',
      'The root uses "additionalProperties", which fails the request to Gemini\'s parameters field. Remove "additionalProperties", and state the rule in the description.',
    ]);
  });

  it("tells bedrock's 64-character cap from mcp's looser name rule", () => {
    const options = mergeCheckOptions({ targets: ["mcp", "bedrock"] });
    expect(checkTool(tool(object({ q: { type: "string" } }), "admin.tools.list"), options).map((f) => f.message)).toEqual([
      'Tool name "admin.tools.list" is rejected by Bedrock: it may use only letters, digits, `_` and `-`. Rename it, e.g. "admin_tools_list".',
    ]);
    expect(checkTool(tool(object({ q: { type: "string" } }), name65), options).map((f) => f.message)).toEqual([
      `Tool name "${name65}" is rejected by Bedrock: it has 65 characters, more than 64. Rename it, e.g. "${name65.slice(0, 64)}".`,
    ]);
  });

  it("offers anyOf for oneOf on google-parameters, and no replacement key for const", () => {
    const sent = object({ a: { oneOf: [{ type: "string" }] }, b: { type: "string", const: "x" } });
    expect(checkTool(tool(sent), mergeCheckOptions({ targets: ["google-parameters"] })).map((f) => f.message)).toEqual([
      'Field "a" uses "oneOf", which fails the request to Gemini\'s parameters field. Use "anyOf" instead.',
      'Field "b" uses "const", which fails the request to Gemini\'s parameters field. Remove "const", and state the rule in the description.',
    ]);
  });
});

/** The value rules on their own (`code messageId pointer keyword`), and the message the engine renders for them. */
function valueFindings(provider: ProviderProfile, sent: JsonObject): string[] {
  const raw = checkValueRules(tool(sent), provider, defaultCheckOptions, { sentNodes: [...walkSchema(sent)] });
  const rendered = checkTool(tool(sent), mergeCheckOptions({ targets: [provider.id] }));
  return raw.map((f) => {
    const where = f.location.kind === "schema" ? `${f.location.pointer} ${f.location.keyword}` : f.location.kind;
    const message = rendered.find((r) => r.messageId === f.messageId && JSON.stringify(r.location) === JSON.stringify(f.location))?.message;
    return `${f.code} ${f.messageId} ${where}: ${message}`;
  });
}

describe("checkValueRules", () => {
  const googleParameters = providerById("google-parameters")!;

  it.each([
    [
      "a type array",
      object({ note: { type: ["string", "null"] } }),
      [
        'unsupported-keyword typeArray /properties/note type: Field "note" has a list of types ("string", "null"), which fails the request to Gemini\'s parameters field. Use one "type", with "nullable": true for null.',
      ],
    ],
    [
      "an integer enum",
      object({ level: { type: "integer", enum: [1, 2, 3] } }),
      [
        'unsupported-keyword nonStringEnum /properties/level enum: Field "level" has enum values that are not strings (1, 2, 3), which fails the request to Gemini\'s parameters field. Use string values in the enum.',
      ],
    ],
    [
      "a mixed enum, naming only the values that are not strings",
      object({ mode: { enum: ["fast", null, true] } }),
      [
        'unsupported-keyword nonStringEnum /properties/mode enum: Field "mode" has enum values that are not strings (null, true), which fails the request to Gemini\'s parameters field. Use string values in the enum.',
      ],
    ],
    ["a string enum and a single type", object({ mode: { type: "string", enum: ["fast", "slow"] } }), []],
    [
      "a string format outside enum and date-time",
      object({ site: { type: "string", format: "uri" }, at: { type: "string", format: "date-time" }, n: { type: "integer", format: "int32" } }),
      [
        'unsupported-keyword stringFormat /properties/site format: Field "site" has "format": "uri", which fails the request to Gemini\'s parameters field: only "enum" and "date-time" pass. Remove "format", or describe it in words.',
      ],
    ],
  ] as const)("google-parameters: %s", (_title, sent, expected) => {
    expect(valueFindings(googleParameters, sent)).toEqual(expected);
  });

  it("openai-strict: a string format outside its list", () => {
    expect(valueFindings(openaiStrict, object({ site: { type: "string", format: "uri" }, at: { type: "string", format: "date-time" }, id: { type: "string", format: "uuid" } }))).toEqual([
      'unsupported-keyword stringFormat /properties/site format: Field "site" has "format": "uri", which fails the request to OpenAI strict mode: only "date-time", "time", "date", "duration" and 5 other formats pass. Remove "format", or describe it in words.',
    ]);
  });

  it.each(providers.filter((p) => !["google-parameters", "openai-strict", "deepseek-strict"].includes(p.id)).map((p) => [p.id, p] as const))("%s has no value rule", (_id, provider) => {
    expect(valueFindings(provider, object({ a: { type: ["string", "null"], enum: [1, null] }, b: { type: "string", format: "uri" } }))).toEqual([]);
  });
});

describe("registry", () => {
  it("knows seventeen targets and keeps the three defaults", () => {
    expect(targetIds).toEqual([
      "openai-strict",
      "anthropic",
      "google",
      "openai",
      "anthropic-strict",
      "google-parameters",
      "bedrock",
      "mcp",
      "mistral",
      "groq",
      "xai",
      "deepseek",
      "deepseek-strict",
      "openrouter",
      "cohere",
      "cohere-strict",
      "ollama",
    ]);
    expect(defaultTargetIds).toEqual(["openai-strict", "anthropic", "google"]);
    // No target is configured by default: each tool is checked where its framework sends it.
    expect(configuredDefaults.targets).toBeUndefined();
    for (const id of defaultTargetIds) expect(providerById(id)?.id).toBe(id);
  });

  it("accepts every target id in options", () => {
    expect(validateCheckOptions({ targets: [...targetIds] }, "options")).toEqual({ targets: targetIds });
  });

  it("shares facts that are the same, instead of restating them", () => {
    expect([
      providerById("openai")!.name === openaiStrict.name,
      providerById("openai")!.descriptionMaxChars === openaiStrict.descriptionMaxChars,
      providerById("openai")!.root.mustBeObject === openaiStrict.root.mustBeObject,
      providerById("anthropic-strict")!.name === anthropic.name,
      providerById("anthropic-strict")!.root === anthropic.root,
      providerById("google-parameters")!.name === google.name,
    ]).toEqual([true, true, true, true, true, true]);
  });

  it("records tool-count facts only where a source gives them", () => {
    expect(Object.fromEntries(providers.map((p) => [p.id, [p.maxTools?.value, p.recommendedMaxTools?.value]]))).toEqual({
      "openai-strict": [128, 20],
      anthropic: [undefined, undefined],
      google: [128, 20],
      openai: [128, 20],
      "anthropic-strict": [20, undefined],
      "google-parameters": [128, 20],
      bedrock: [undefined, undefined],
      mcp: [undefined, undefined],
      mistral: [undefined, undefined],
      groq: [128, undefined],
      xai: [200, undefined],
      deepseek: [undefined, undefined],
      "deepseek-strict": [undefined, undefined],
      openrouter: [undefined, undefined],
      cohere: [undefined, undefined],
      "cohere-strict": [undefined, undefined],
      ollama: [undefined, undefined],
    });
  });

  it("google-parameters rejects the keywords Gemini answers with Unknown name", () => {
    const rejected = providerById("google-parameters")!.keywords.filter((k) => k.effect === "rejected").map((k) => k.keyword);
    for (const keyword of ["additionalProperties", "$ref", "$defs", "definitions", "const", "$schema", "exclusiveMinimum", "exclusiveMaximum", "propertyNames", "oneOf"]) {
      expect(rejected).toContain(keyword);
    }
  });
});
