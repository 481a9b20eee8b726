import { describe, expect, it } from "vitest";
import { resolveConvertedSchema } from "../../../src/schema/converted/index.js";
import type { Resolution } from "../../../src/schema/types.js";
import { convertedInitializers, convertedProgram, convertedValues } from "./program.js";

/**
 * The converted route against the real converters: every export of the fixture is a converter
 * call; the route resolves its initializer statically, and the test runs the same file with zod
 * 3.25.76, zod 4.6.7 and zod-to-json-schema 3.25.2 to get what the call returns. Agreement is the
 * same JSON text, so key order counts and `$schema` is part of it (it is what the tool sends).
 */
const knownDisagreements = new Map<string, string>([]);

const FILE = "differential.ts";
const program = convertedProgram(FILE);
const checker = program.getTypeChecker();
const initializers = convertedInitializers(program, FILE);
const values = convertedValues(FILE);

function text(result: Resolution | undefined): string {
  if (result === undefined) return "undefined";
  return result.ok ? JSON.stringify(result.schema) : `ok:false ${result.reason}`;
}

const outcomes = [...initializers].map(([name, init]) => {
  const ours = resolveConvertedSchema(checker, init);
  const real = JSON.stringify(values[name]);
  return { name, ours, real, agree: ours?.ok === true && text(ours) === real };
});
const group = (prefix: string) => outcomes.filter(({ name }) => name.startsWith(prefix));

describe("the converted route agrees with zod-to-json-schema 3.25.2 and zod 4.6.7's toJSONSchema", () => {
  it("covers at least 30 zod 3 option sets, 15 zod 4 schemas and zod 4 given to zodToJsonSchema", () => {
    expect(group("c").length).toBeGreaterThanOrEqual(30);
    expect(group("t").length).toBeGreaterThanOrEqual(15);
    expect(group("w").length).toBeGreaterThanOrEqual(3);
    expect(outcomes.length).toBe(group("c").length + group("t").length + group("w").length);
  });

  it.each(outcomes.map((outcome) => [outcome.name, outcome] as const))("%s", (name, { ours, real, agree }) => {
    if (knownDisagreements.has(name)) {
      expect(agree, `${name} is listed as a known disagreement but agrees now`).toBe(false);
      return;
    }
    expect(text(ours)).toBe(real);
    expect(ours?.ok && ours.route).toBe("converted");
  });

  it("disagrees exactly where listed", () => {
    const disagreeing = outcomes.filter(({ agree }) => !agree).map(({ name }) => name);
    expect(disagreeing).toEqual([...knownDisagreements.keys()]);
  });
});

describe("zodToJsonSchema given a zod 4 schema", () => {
  it("returns only the wrapping: zod 4 has no `_def.typeName`, so the schema itself becomes {}", () => {
    expect(values.w1).toEqual({ $schema: "http://json-schema.org/draft-07/schema#" });
    expect(values.w2).toEqual({ $ref: "#/definitions/Forecast", definitions: { Forecast: {} }, $schema: "http://json-schema.org/draft-07/schema#" });
  });

  it("resolves to exactly that, with a gap saying the converter does not read zod 4", () => {
    for (const { ours } of group("w")) {
      expect(ours?.ok && ours.gaps).toEqual([expect.stringContaining("does not read zod 4 schemas")]);
    }
  });
});
