import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { resolveTypeNode } from "../../../src/schema/ts-type/generator.js";

// Every plain reference to one declaration shares one ts-json-schema-generator run per program;
// these cases pin what must still differ per use.
const dir = mkdtempSync(path.join(os.tmpdir(), "ts-type-shared-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

writeFileSync(
  path.join(dir, "types.ts"),
  `/** A search. */
export interface Args {
  /** Words to look for. */
  query: string;
  limit?: number;
}
`,
);
writeFileSync(
  path.join(dir, "uses.ts"),
  `import type { Args } from "./types";
import type { Args as Renamed } from "./types";
export const first = (args: Args) => args.query;
export const second = (args: Args) => args.query;
export const renamed = (args: Renamed) => args.query;
export function documented(/** Nullable on purpose. @nullable */ args: Args) { return args; }
export interface Holder {
  /** Kept with the holder. */
  inner: Args;
}
`,
);

function parameterTypes(): { program: ts.Program; nodes: Map<string, ts.TypeNode> } {
  const program = ts.createProgram([path.join(dir, "uses.ts")], { strict: true, noEmit: true, types: [], lib: ["lib.es2020.d.ts"] });
  const nodes = new Map<string, ts.TypeNode>();
  const visit = (node: ts.Node, owner: string): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) owner = node.name.text;
    if (ts.isFunctionDeclaration(node) && node.name) owner = node.name.text;
    if (ts.isParameter(node) && node.type) nodes.set(owner, node.type);
    if (ts.isPropertySignature(node) && node.type) nodes.set("holder", node.type);
    ts.forEachChild(node, (child) => visit(child, owner));
  };
  visit(program.getSourceFile(path.join(dir, "uses.ts"))!, "");
  return { program, nodes };
}

const plain = {
  type: "object",
  description: "A search.",
  properties: { query: { type: "string", description: "Words to look for." }, limit: { type: "number" } },
  required: ["query"],
  additionalProperties: false,
};

describe("plain references to one declaration", () => {
  it("give equal schemas that are separate objects, each mapped to its own use", () => {
    const { program, nodes } = parameterTypes();
    const results = ["first", "second", "renamed"].map((name) => resolveTypeNode(program, nodes.get(name)!));
    for (const [index, result] of results.entries()) {
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      expect(result.route).toBe("type");
      expect(result.schema).toEqual(plain);
      expect(result.map.get("")?.node).toBe(nodes.get(["first", "second", "renamed"][index]));
      expect(ts.isPropertySignature(result.map.get("/properties/query")?.declaration as ts.Node)).toBe(true);
    }
    const [first, second] = results;
    if (!first.ok || !second.ok) return;
    expect(first.schema).not.toBe(second.schema);
    (first.schema.properties as Record<string, unknown>).query = { type: "number" };
    const again = resolveTypeNode(program, nodes.get("first")!);
    expect(again.ok && again.schema).toEqual(plain);
  });

  it("give, in any order, exactly what each use gives alone", () => {
    const names = ["documented", "holder", "first", "renamed"];
    const alone = new Map(
      names.map((name) => {
        const { program, nodes } = parameterTypes();
        return [name, comparable(resolveTypeNode(program, nodes.get(name)!))];
      }),
    );
    // The uses with JSDoc on their holder are never shared; the others are, whichever comes first.
    for (const order of [names, [...names].reverse()]) {
      const { program, nodes } = parameterTypes();
      for (const name of order) expect(comparable(resolveTypeNode(program, nodes.get(name)!))).toEqual(alone.get(name));
    }
    expect(alone.get("first")).toMatchObject({ ok: true, schema: plain });
  });
});

/** A resolution with its source map as pointer → origin position, comparable across programs. */
function comparable(result: ReturnType<typeof resolveTypeNode>): unknown {
  if (!result.ok) return result;
  const origins = [...result.map].map(([pointer, origin]) => [pointer, origin.node.getSourceFile().fileName, origin.node.pos, origin.node.end]);
  return { ok: true, schema: result.schema, route: result.route, origins };
}
