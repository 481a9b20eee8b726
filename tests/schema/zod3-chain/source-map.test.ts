import ts from "typescript";
import { describe, expect, it } from "vitest";
import { optionalCallName, schemaBuilderName } from "../../../src/schema/zod-chain/index.js";
import { resolveZod3Chain, resolveZod3Shape } from "../../../src/schema/zod3-chain/index.js";
import type { Resolution, SchemaOrigin, SourceMap } from "../../../src/schema/types.js";
import { exportedInitializers, fixtureProgram } from "./program.js";

const program = fixtureProgram("mapped.ts");
const checker = program.getTypeChecker();
const inits = exportedInitializers(program, "mapped.ts");

function resolved(result: Resolution | undefined): Resolution & { ok: true } {
  if (!result?.ok) throw new Error(result ? result.reason : "not a zod 3 chain");
  return result;
}

const text = (node: ts.Node | undefined) => node?.getText().replace(/\s+/g, " ");

/** Each entry as plain text: node, declaration, keywords, via. */
function render(map: SourceMap): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [pointer, origin] of map) {
    out[pointer] = {
      node: text(origin.node),
      declaration: text(origin.declaration),
      keywords: Object.fromEntries([...(origin.keywords ?? new Map<string, ts.Node>())].map(([key, node]) => [key, text(node)])),
      via: origin.via.map((node) => (ts.isVariableDeclaration(node) ? node.name.getText() : text(node))),
    };
  }
  return out;
}

describe("the source map of an interpreted zod 3 chain", () => {
  const result = resolved(resolveZod3Chain(checker, inits.get("nested")!));

  it("has exactly one entry per schema node, in document order", () => {
    expect([...result.map.keys()]).toEqual([
      "",
      "/properties/query",
      "/properties/note",
      "/properties/limit",
      "/properties/shared",
      "/properties/again",
      "/properties/filter",
      "/properties/filter/anyOf/0",
      "/properties/filter/anyOf/0/properties/kind",
      "/properties/filter/anyOf/0/properties/tag",
      "/properties/filter/anyOf/1",
      "/properties/filter/anyOf/1/properties/kind",
      "/properties/filter/anyOf/1/properties/from",
      "/properties/maybe",
    ]);
  });

  it("maps pointers, declarations and keywords to the calls that produced them", () => {
    const map = render(result.map);
    expect(map["/properties/query"]).toEqual({
      node: 'z.string().min(3).describe("Search text")',
      declaration: 'query: z.string().min(3).describe("Search text")',
      keywords: {
        type: "z.string()",
        minLength: "z.string().min(3)",
        description: 'z.string().min(3).describe("Search text")',
        "?schema": "z.string()",
      },
      via: [],
    });
    expect(map["/properties/note"]).toEqual({
      node: "z.string().optional()",
      declaration: "note: z.string().optional()",
      keywords: { type: "z.string()", "?schema": "z.string()", "?optional": "z.string().optional()" },
      via: [],
    });
    expect(map["/properties/limit"]).toEqual({
      node: "z.number().int().default(10)",
      declaration: "limit: z.number().int().default(10)",
      keywords: {
        type: "z.number().int()",
        default: "z.number().int().default(10)",
        "?schema": "z.number()",
        "?optional": "z.number().int().default(10)",
      },
      via: [],
    });
    expect(map["/properties/shared"]).toMatchObject({
      node: 'z.string().min(3).describe("shared text")',
      declaration: "shared: Shared",
      via: ["Shared"],
    });
    // The second use of a shared def is zod-to-json-schema's `$ref` to the first.
    expect(map["/properties/again"]).toEqual({
      node: 'z.string().min(3).describe("shared text")',
      declaration: "again: Shared",
      keywords: { $ref: 'z.string().min(3).describe("shared text")', "?schema": "z.string()" },
      via: ["Shared"],
    });
    expect(map["/properties/filter/anyOf/1/properties/from"]).toEqual({
      node: "z.number().min(0)",
      declaration: "from: z.number().min(0)",
      keywords: { type: "z.number()", minimum: "z.number().min(0)", "?schema": "z.number()" },
      via: [],
    });
    expect(map["/properties/maybe"]).toEqual({
      node: "z.string().nullable()",
      declaration: "maybe: z.string().nullable()",
      keywords: { type: "z.string().nullable()", "?schema": "z.string().nullable()" },
      via: [],
    });
  });

  it("points the root at the whole expression, `additionalProperties` at .strict()", () => {
    const root = result.map.get("")!;
    expect(root.node).toBe(inits.get("nested"));
    expect(text(root.keywords!.get("additionalProperties"))).toMatch(/^z \.object\(.*\.strict\(\)$/);
    expect(text(root.keywords!.get("?schema"))).toMatch(/^z \.object\(\{.*\}\)$/);
    expect(text(root.keywords!.get("required"))).toMatch(/^z \.object\(\{.*\}\)$/);
  });

  it("gives fixers the z.object callee and the call that made a property optional", () => {
    const root = result.map.get("")!;
    expect(schemaBuilderName(root)?.getText()).toBe("object");
    const note = result.map.get("/properties/note") as SchemaOrigin;
    expect(optionalCallName(note)?.getText()).toBe("optional");
    expect(optionalCallName(result.map.get("/properties/query")!)).toBeUndefined();
    const partial = resolved(resolveZod3Chain(checker, inits.get("partialized")!));
    expect(optionalCallName(partial.map.get("/properties/a")!)?.getText()).toBe("partial");
    expect(text(partial.map.get("/properties/a")!.declaration)).toBe("a: z.string()");
  });
});

describe("MCP-style raw shapes of zod 3 schemas", () => {
  it("reads a literal of zod 3 schemas as z.object(shape), mapping properties to their assignments", () => {
    const result = resolved(resolveZod3Shape(checker, inits.get("raw")!));
    expect(result.schema).toEqual({
      type: "object",
      properties: { city: { type: "string", description: "City" }, days: { type: ["number", "null"] } },
      required: ["city"],
      additionalProperties: false,
    });
    const days = result.map.get("/properties/days")!;
    expect(text(days.declaration)).toBe("days: z.number().nullish()");
    expect(optionalCallName(days)?.getText()).toBe("nullish");
  });

  it("is not a shape when a value is not a zod 3 chain", () => {
    expect(resolveZod3Shape(checker, inits.get("notAllZod")!)).toBeUndefined();
    expect(resolveZod3Chain(checker, inits.get("raw")!)).toBeUndefined();
  });
});
