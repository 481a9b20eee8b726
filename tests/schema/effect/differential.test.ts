import path from "node:path";
import { describe, expect, it } from "vitest";
import ts from "typescript";
import { JSONSchema } from "effect3";
import * as corpus from "./corpus.js";
import { resolveEffectSchema } from "../../../src/schema/effect/index.js";
import { COMPILER_OPTIONS } from "../zod-chain/program.js";
import { exportedInitializers } from "../zod3-chain/program.js";

/**
 * The Effect route against effect 3.22.4 itself, converted as xsschema 0.4.4 converts an Effect Standard
 * Schema (`JSONSchema.make(schema)`, dist/effect-Df2gY8Wx.js): every schema of the corpus is read
 * statically and converted by the library; the JSON texts must be equal, key order included.
 */
const file = path.resolve(import.meta.dirname, "corpus.ts");
const program = ts.createProgram([file], COMPILER_OPTIONS);
const checker = program.getTypeChecker();
const schemas = [...exportedInitializers(program, path.basename(file), path.dirname(file))];

describe("the Effect route agrees with effect 3's JSONSchema.make", () => {
  it("reads every schema of the corpus", () => {
    expect(schemas.length).toBe(Object.keys(corpus).length);
    expect(schemas.length).toBeGreaterThanOrEqual(40);
  });

  it.each(schemas)("%s", (name, initializer) => {
    const ours = resolveEffectSchema(checker, initializer);
    expect(ours?.ok, ours && !ours.ok ? ours.reason : "").toBe(true);
    const real = JSONSchema.make((corpus as Record<string, Parameters<typeof JSONSchema.make>[0]>)[name]!);
    expect(ours?.ok && JSON.stringify(ours.schema)).toBe(JSON.stringify(real));
  });
});
