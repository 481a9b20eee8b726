import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import {
  readDefinitionObject,
  readStaticString,
  type DefinitionObject,
} from "../../../src/schema/shared/definition-object.js";
import { fixtureProgram, text, viaLabel, type FixtureProgram } from "./fixture-program.js";

let fixture: FixtureProgram;
beforeAll(() => {
  fixture = fixtureProgram();
});

function read(expr: ts.Expression): DefinitionObject {
  const result = readDefinitionObject(fixture.checker, expr);
  if ("reason" in result) throw new Error(`not read: ${result.reason}`);
  return result;
}

/** Properties as `key → [key text, value text, via labels]`, for exact assertions. */
function propertyTable(definition: DefinitionObject): Record<string, [string, string, string[]]> {
  const out: Record<string, [string, string, string[]]> = {};
  for (const [key, property] of definition.properties) {
    out[key] = [text(property.key)!, text(property.value)!, property.via.map(viaLabel)];
  }
  return out;
}

function aiToolArgument(): ts.Expression {
  const file = fixture.program.getSourceFiles().find((f) => f.fileName.endsWith("/static/definitions.ts"))!;
  let found: ts.Expression | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.getText() === "ai.tool") found = node.arguments[0];
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found!;
}

describe("readDefinitionObject", () => {
  it("reads the literal passed to ai.tool, with the method form of execute", () => {
    const argument = aiToolArgument();
    const definition = read(argument);
    expect(definition.node).toBe(argument);
    expect(definition.complete).toBe(true);
    expect(definition.via).toEqual([]);
    expect(propertyTable(definition)).toEqual({
      name: ["name", "NAME", []],
      description: ["description", '"Inline definition"', []],
      input: ["input", "z.object({})", []],
    });
    expect([...definition.methods.keys()]).toEqual(["execute"]);
    expect(ts.isMethodDeclaration(definition.methods.get("execute")!)).toBe(true);
  });

  it("follows a same-file const through `satisfies`", () => {
    const definition = read(fixture.probe("definition-const"));
    expect(definition.via.map(viaLabel)).toEqual(["VariableDeclaration WEATHER_TOOL"]);
    expect(text(definition.node, 20)).toBe("{ name: NAME, descr…");
    expect(propertyTable(definition)).toEqual({
      name: ["name", "NAME", []],
      description: ["description", "`Weather in ${UNIT}`", []],
      input: ["input", '{ type: "object" }', []],
      execute: ["execute", "async () => 1", []],
    });
    expect(definition.methods.size).toBe(0);
  });

  it("follows an imported `as const` definition into its file", () => {
    const definition = read(fixture.probe("definition-imported"));
    expect(definition.via.map(viaLabel)).toEqual(["VariableDeclaration SHARED_DEFINITION"]);
    expect(definition.node.getSourceFile().fileName.endsWith("/static/definition-shared.ts")).toBe(true);
    expect(propertyTable(definition)).toEqual({
      name: ["name", '"shared_tool"', []],
      description: ["description", '"declared elsewhere"', []],
      execute: ["execute", "async () => null", []],
    });
  });

  it("follows spreads and puts them in each property's via", () => {
    const definition = read(fixture.probe("definition-spread"));
    expect(definition.complete).toBe(true);
    expect(propertyTable(definition)).toEqual({
      description: ["description", '"common description"', ["SpreadAssignment ...COMMON", "VariableDeclaration COMMON"]],
      lint: ["lint", "false", ["SpreadAssignment ...COMMON", "VariableDeclaration COMMON"]],
      name: ["name", '"spread"', []],
      version: ["version", '"1"', ['SpreadAssignment ...{ version: "1" }']],
    });
  });

  it("lets the last write win, across spreads and the method form", () => {
    expect(propertyTable(read(fixture.probe("definition-override")))).toEqual({
      description: ["description", '"own"', []],
      lint: ["lint", "false", ["SpreadAssignment ...COMMON", "VariableDeclaration COMMON"]],
    });
    const replaced = read(fixture.probe("definition-method-replaced"));
    expect(replaced.methods.size).toBe(0);
    expect(propertyTable(replaced)).toEqual({ execute: ["execute", "NAME", ["SpreadAssignment ...{ execute: NAME }"]] });
  });

  it("keeps going past a non-static spread, marked incomplete", () => {
    const definition = read(fixture.probe("definition-non-static-spread"));
    expect(definition.complete).toBe(false);
    expect(definition.unresolved.map((u) => [text(u.node), u.reason])).toEqual([
      ["...makeDefinition()", "spread of a non-static value: call expression `makeDefinition()` is not static"],
    ]);
    expect(propertyTable(definition)).toEqual({
      name: ["name", '"before"', []],
      description: ["description", '"after"', []],
    });
  });

  it("reports a computed key that is not static and evaluates one that is", () => {
    const definition = read(fixture.probe("definition-computed"));
    expect(definition.complete).toBe(false);
    expect(definition.unresolved.map((u) => [text(u.node), u.reason])).toEqual([
      ["[letKey]", "computed key `[letKey]` is not static: `let` binding `letKey` is not constant"],
    ]);
    expect(propertyTable(definition)).toEqual({ name: ['["na" + "me"]', '"computed"', []] });
  });

  it("reports an accessor as unresolved", () => {
    const definition = read(fixture.probe("definition-accessor"));
    expect(definition.complete).toBe(false);
    expect(definition.unresolved.map((u) => [ts.SyntaxKind[u.node.kind], u.reason])).toEqual([
      ["GetAccessor", "accessor `description` is not followed"],
    ]);
    expect([...definition.properties.keys()]).toEqual(["name"]);
  });

  it("explains why an expression is not a definition object", () => {
    const call = readDefinitionObject(fixture.checker, fixture.probe("definition-call"));
    expect(call).toEqual({
      reason: "the tool definition `makeDefinition()` is not an object literal",
      node: fixture.probe("definition-call"),
    });
    const letBound = readDefinitionObject(fixture.checker, fixture.probe("definition-let"));
    expect(letBound).toEqual({
      reason: "the tool definition cannot be read: `let` binding `letDefinition` is not constant",
      node: fixture.probe("definition-let"),
    });
  });
});

describe("readStaticString", () => {
  it("reads names and descriptions written as consts or templates", () => {
    expect(readStaticString(fixture.checker, fixture.probe("string-const"))).toEqual({ ok: true, value: "get_weather" });
    expect(readStaticString(fixture.checker, fixture.probe("string-template"))).toEqual({
      ok: true,
      value: "Weather in celsius (2 days)",
    });
    const description = read(fixture.probe("definition-const")).properties.get("description")!.value;
    expect(readStaticString(fixture.checker, description)).toEqual({ ok: true, value: "Weather in celsius" });
  });

  it("rejects values that are not strings and expressions that are not static", () => {
    expect(readStaticString(fixture.checker, fixture.probe("string-number"))).toEqual({
      ok: false,
      reason: "`42` must be a string, got a number",
      node: fixture.probe("string-number"),
    });
    expect(readStaticString(fixture.checker, fixture.probe("string-call"))).toEqual({
      ok: false,
      reason: "call expression `makeSchema()` is not static",
      node: fixture.probe("string-call"),
    });
  });
});
