import path from "node:path";
import { describe, expect, it } from "vitest";
import ts from "typescript";
import * as corpus from "./corpus.js";
import { resolveEffectSchema } from "../../../src/schema/effect/index.js";
import { resolveEffect4StandardJson } from "../../../src/schema/effect4/index.js";
import { COMPILER_OPTIONS } from "../zod-chain/program.js";
import { exportedInitializers } from "../zod3-chain/program.js";

/**
 * The Effect 4 route against effect 4.1.5 itself, converted as xsschema 0.4.4 converts a Standard JSON Schema
 * (`~standard.jsonSchema.input({ target: "draft-07" })`): every schema of the corpus is read statically and
 * converted by the library; the JSON texts must be equal, key order included. The same at draft-2020-12, the
 * MCP SDK 2.x's target.
 */
const file = path.resolve(import.meta.dirname, "corpus.ts");
const program = ts.createProgram([file], COMPILER_OPTIONS);
const checker = program.getTypeChecker();
const schemas = [...exportedInitializers(program, path.basename(file), path.dirname(file))];

type Standard = { "~standard": { jsonSchema: { input: (options: { target: string }) => unknown } } };

describe("the Effect 4 route agrees with effect 4's Standard JSON Schema", () => {
  it("reads every schema of the corpus", () => {
    expect(schemas.length).toBe(Object.keys(corpus).length);
    expect(schemas.length).toBeGreaterThanOrEqual(40);
  });

  it.each(schemas)("%s", (name, initializer) => {
    const ours = resolveEffectSchema(checker, initializer);
    expect(ours?.ok, ours && !ours.ok ? ours.reason : "").toBe(true);
    const real = (corpus as Record<string, unknown> as Record<string, Standard>)[name]!["~standard"].jsonSchema.input({ target: "draft-07" });
    expect(ours?.ok && JSON.stringify(ours.schema)).toBe(JSON.stringify(real));
  });
});

describe("the Effect 4 route agrees with effect 4 at draft-2020-12", () => {
  it.each(schemas)("%s", (name, initializer) => {
    const ours = resolveEffect4StandardJson(checker, initializer, "draft-2020-12");
    expect(ours?.ok, ours && !ours.ok ? ours.reason : "").toBe(true);
    const real = (corpus as Record<string, unknown> as Record<string, Standard>)[name]!["~standard"].jsonSchema.input({ target: "draft-2020-12" });
    expect(ours?.ok && JSON.stringify(ours.schema)).toBe(JSON.stringify(real));
  });
});
