import { describe, expect, it } from "vitest";
import { checkDecodedKeywords } from "../../src/checks/decoded-keywords.js";
import { checkTool } from "../../src/checks/run.js";
import type { ToolUnderCheck } from "../../src/checks/types.js";
import { defaultCheckOptions, withTargets } from "../../src/options.js";
import { providerById } from "../../src/providers/index.js";
import type { JsonObject } from "../../src/schema/types.js";

function tool(sent: JsonObject): ToolUnderCheck {
  return { name: "save_facts", description: "Store facts.", sent, draft: sent, exact: true };
}

const ollama = providerById("ollama")!;
const options = withTargets(defaultCheckOptions, ["ollama"]);
const dropped = (sent: JsonObject) =>
  checkDecodedKeywords(tool(sent), ollama, options, { sentNodes: [] }).map((f) =>
    f.location.kind === "schema" ? `${f.location.pointer} ${f.location.keyword ?? ""}${f.messageId === "ignoredKeyword" ? "" : ` ${f.messageId}`}` : "",
  );

describe("decodedKeywords (a target that decodes schemas into fixed structures)", () => {
  it.each<[string, JsonObject, string[]]>([
    ["a schema of kept keywords only", { type: "object", properties: { q: { type: "string", description: "Query." } }, required: ["q"] }, []],
    ["metadata of the document", { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: {} }, []],
    ["a description at the root (kept on a property)", { type: "object", description: "Args.", properties: { q: { type: "string", description: "Q." } } }, [" description"]],
    ["bounds and formats on a property", { type: "object", properties: { n: { type: "integer", minimum: 1 }, d: { type: "string", format: "date" } } }, ["/properties/n minimum", "/properties/d format"]],
    ["additionalProperties at the root and nested", { type: "object", additionalProperties: false, properties: { o: { type: "object", properties: { a: { type: "string", pattern: "^a" } }, additionalProperties: false } } }, [" additionalProperties", "/properties/o additionalProperties", "/properties/o/properties/a pattern"]],
    ["anyOf branches are read as properties", { type: "object", properties: { v: { anyOf: [{ type: "string", maxLength: 3 }, { type: "null" }] } } }, ["/properties/v/anyOf/0 maxLength"]],
    ["a dropped keyword's subtree is not reported again", { type: "object", properties: { v: { oneOf: [{ type: "string", maxLength: 3 }] } } }, ["/properties/v oneOf"]],
    ["items is kept whole", { type: "object", properties: { l: { type: "array", items: { type: "string", minLength: 2 }, minItems: 1 } } }, ["/properties/l minItems"]],
    ["$defs is kept at the root only; $ref is dropped", { type: "object", $defs: { N: { type: "string", minLength: 1 } }, properties: { n: { $ref: "#/$defs/N" } } }, ["/properties/n $ref"]],
    ["a property named like a keyword", { type: "object", properties: { default: { type: "string" }, format: { type: "string" } } }, []],
    ["a type list on a property decodes", { type: "object", properties: { t: { type: ["string", "null"] } } }, []],
    ["null decodes as anything", { type: "object", properties: { t: { description: null, enum: null } }, required: null }, []],
    ["a type list at the root does not", { type: ["object", "null"], properties: {} }, [" type undecodable"]],
    ["a boolean property schema does not", { type: "object", properties: { any: true, ok: { type: "string" } } }, ["/properties/any  notSchemaObject"]],
    ["properties as a list does not", { type: "object", properties: [], required: [] }, [" properties undecodable"]],
    ["draft-03 required: true on a property does not", { type: "object", properties: { q: { type: "string", required: true } } }, ["/properties/q required undecodable"]],
    ["an anyOf branch that is not an object does not", { type: "object", properties: { v: { anyOf: [false, { type: "string" }] } } }, ["/properties/v/anyOf/0  notSchemaObject"]],
  ])("%s", (_name, sent, expected) => {
    expect(dropped(sent)).toEqual(expected);
  });

  it("reports nothing for a target without the fact", () => {
    expect(checkDecodedKeywords(tool({ type: "object", minProperties: 1 }), providerById("openai")!, options, { sentNodes: [] })).toEqual([]);
  });

  it("says the keyword is ignored, for the target, through the engine", () => {
    const findings = checkTool(tool({ type: "object", properties: { n: { type: "integer", maximum: 9 } }, required: ["n"] }), options);
    expect(findings.map((f) => [f.code, f.severity, f.message])).toEqual([
      ["ignored-keyword", "warning", 'Field "n" uses "maximum", which Ollama silently ignores: the rule is not enforced. State the rule in the description, and check it in the handler.'],
    ]);
  });

  it("says a value that does not decode fails the request", () => {
    const findings = checkTool(tool({ type: ["object", "null"], properties: { any: true } }), options);
    expect(findings.map((f) => [f.code, f.severity, f.message])).toEqual([
      ["unsupported-keyword", "error", 'The root has "type" as a list, which fails the request to Ollama. Write it as a string.'],
      ["unsupported-keyword", "error", 'Field "any" is `true`, not a schema object, which fails the request to Ollama. Use a schema object there ({} for any value).'],
    ]);
  });
});
