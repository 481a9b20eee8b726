import ts from "typescript";
import { describe, expect, it } from "vitest";
import { REQUIRED_KEYWORD, resolveSealChain } from "../../../src/schema/seal-chain/index.js";
import { EXPECTED } from "./expected.js";
import { exportedInitializers, fixtureProgram } from "./program.js";

const program = fixtureProgram("table.ts");
const checker = program.getTypeChecker();
const chains = exportedInitializers(program, "table.ts");

describe("resolveSealChain: hand-written table", () => {
  it("covers at least 30 chains, each with an expectation", () => {
    expect(chains.size).toBeGreaterThanOrEqual(30);
    expect([...chains.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [name, expected] of Object.entries(EXPECTED)) {
    it(`${name} resolves exactly`, () => {
      const result = resolveSealChain(checker, chains.get(name)!);
      expect(result).toMatchObject({ ok: true, route: "seal", exact: true, gaps: [] });
      if (!result?.ok) return;
      expect(result.schema).toEqual(expected);
      expect(JSON.stringify(result.schema)).toBe(JSON.stringify(expected));
    });
  }
});

describe("resolveSealChain: source map", () => {
  const resolved = (name: string) => {
    const result = resolveSealChain(checker, chains.get(name)!);
    if (!result?.ok) throw new Error(`${name} did not resolve`);
    return result;
  };

  it("maps the root to the expression and each property to its chain and declaration", () => {
    const result = resolved("obj");
    const root = result.map.get("")!;
    expect(root.node).toBe(chains.get("obj"));
    expect(root.via).toEqual([]);
    const name = result.map.get("/properties/name")!;
    expect(name.node.getText()).toBe("v.string().required()");
    expect(ts.isPropertyAssignment(name.declaration!)).toBe(true);
    expect(name.declaration!.getText()).toBe("name: v.string().required()");
    expect(name.keywords?.get(REQUIRED_KEYWORD)?.getText()).toBe("v.string().required()");
    expect(name.keywords?.has("?optional")).toBe(false);
    const age = result.map.get("/properties/age")!;
    expect(age.keywords?.has(REQUIRED_KEYWORD)).toBe(false);
  });

  it("points description at the .describe() call and nested pointers at nested chains", () => {
    const result = resolved("everything");
    expect(result.map.get("")!.keywords?.get("description")?.getText()).toMatch(/\.describe\("Everything"\)$/);
    expect(result.map.get("/properties/title")!.keywords?.get("description")?.getText()).toBe('v.string().required().describe("Title")');
    expect(result.map.get("/properties/tags/items")!.node.getText()).toBe("v.string()");
    expect([...result.map.keys()]).toEqual(["/properties/title", "/properties/tags/items", "/properties/tags", "/properties/kind", ""]);
  });

  it("records the consts and spreads crossed in via", () => {
    const result = resolved("objSpread");
    const id = result.map.get("/properties/id")!;
    expect(id.via.map((node) => ts.SyntaxKind[node.kind])).toEqual(["SpreadAssignment", "VariableDeclaration"]);
    const label = result.map.get("/properties/label")!;
    expect(label.via.map((node) => (node as ts.VariableDeclaration).name.getText())).toEqual(["base"]);
    expect(resolved("fromConst").map.get("")!.via.map((node) => node.getText())).toEqual(["base = v.string().min(MIN)"]);
  });

  it("maps union members, tuple items, record values and the null branch of a nullable union", () => {
    expect(resolved("union").map.get("/anyOf/1")!.node.getText()).toBe("v.int()");
    expect(resolved("tuple").map.get("/prefixItems/0")!.node.getText()).toBe("v.string()");
    expect(resolved("record").map.get("/additionalProperties")!.node.getText()).toBe("v.number()");
    expect(resolved("nullableUnion").map.get("/anyOf/2")!.node.getText()).toMatch(/\.nullable\(\)$/);
  });
});
