import ts from "typescript";
import { describe, expect, it } from "vitest";
import { resolveZodType } from "../../../src/schema/zod-type/index.js";
import type { Resolution } from "../../../src/schema/types.js";
import { declaredConsts, findNode, fixtureProgram } from "./program.js";

const program = fixtureProgram();
const checker = program.getTypeChecker();

function resolveNode(node: ts.Node): Resolution & { ok: true } {
  const result = resolveZodType(checker, checker.getTypeAtLocation(node), node);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

function resolveConst(fileName: string, name: string): Resolution & { ok: true } {
  const identifier = declaredConsts(program, fileName).get(name);
  if (!identifier) throw new Error(`no ${name} in ${fileName}`);
  return resolveNode(identifier);
}

const DESCRIBE_GAP =
  "descriptions and metadata set with .describe() or .meta() are not visible in the type (a .meta() `id` would also move that schema into `definitions`)";

describe("an inline ai.tool input", () => {
  const input = findNode(program, "details.ts", (node): node is ts.PropertyAssignment => ts.isPropertyAssignment(node) && node.name.getText() === "input").initializer;
  const result = resolveNode(input);

  it("emits the structure zod sends, without the default value or description", () => {
    expect(result.schema).toEqual({
      type: "object",
      properties: {
        city: { type: "string" },
        days: { type: "number" },
        place: {
          anyOf: [{ type: "object", properties: { lat: { type: "number" }, lon: { type: "number" } }, required: ["lat", "lon"] }, { type: "null" }],
        },
      },
      required: ["city", "place"],
    });
    expect(result.exact).toBe(false);
    expect(result.route).toBe("zod");
  });

  it("says what the type could not show, property by property", () => {
    expect(result.gaps).toEqual([
      DESCRIBE_GAP,
      "string checks (length limits, pattern, format) are not visible in the type at `properties.city`",
      "number checks (minimum, maximum, multipleOf) are not visible in the type at `properties.days`, `properties.place.properties.lat`, `properties.place.properties.lon`",
      "whether .int() makes a number an `integer` is not visible in the type; written as `number` at `properties.days`, `properties.place.properties.lat`, `properties.place.properties.lon`",
      "the default value of `properties.days` is not visible in the type",
    ]);
  });

  it("maps the root to the input and each property to its assignment in the z.object argument", () => {
    const origins = [...result.map].map(([pointer, origin]) => [
      pointer,
      origin.node.getText(),
      origin.declaration && ts.SyntaxKind[origin.declaration.kind],
      origin.via.length,
    ]);
    expect(origins).toEqual([
      ["", input.getText(), undefined, 0],
      ["/properties/city", 'z.string().describe("City")', "PropertyAssignment", 0],
      ["/properties/days", "z.number().int().default(3)", "PropertyAssignment", 0],
      ["/properties/place", "z.object({ lat: z.number(), lon: z.number() }).nullable()", "PropertyAssignment", 0],
      ["/properties/place/anyOf/0/properties/lat", "z.number()", "PropertyAssignment", 0],
      ["/properties/place/anyOf/0/properties/lon", "z.number()", "PropertyAssignment", 0],
    ]);
    const city = result.map.get("/properties/city")!;
    expect(city.declaration!.parent.parent.getText().startsWith("z.object(")).toBe(true);
  });
});

describe("source maps through recursion and references", () => {
  it("points a getter property at the accessor and recursion at definitions", () => {
    const result = resolveConst("schemas.ts", "recursiveNested");
    const origins = [...result.map].map(([pointer, origin]) => [pointer, origin.declaration && ts.SyntaxKind[origin.declaration.kind]]);
    expect(origins).toEqual([
      ["", undefined],
      ["/properties/root", "PropertyAssignment"],
      ["/properties/other", "PropertyAssignment"],
      ["/definitions/__schema0/properties/name", "PropertyAssignment"],
      ["/definitions/__schema0/properties/subcategories", "GetAccessor"],
    ]);
    expect(result.map.get("/properties/root")!.node.getText()).toBe("Category");
    const getter = result.map.get("/definitions/__schema0/properties/subcategories")!;
    expect(getter.node).toBe(getter.declaration);
  });

  it("maps a property of a schema held in a const to the const's own declaration", () => {
    const result = resolveConst("schemas.ts", "extended");
    expect(result.map.get("/properties/id")!.node.getText()).toBe("z.string()");
    expect(result.map.get("/properties/name")!.node.getText()).toBe("z.string().optional()");
  });
});

describe("enum and literal value order", () => {
  it("takes the source order from the creating call, also through a const", () => {
    const result = resolveConst("details.ts", "byReference");
    expect(result.schema).toEqual({
      type: "object",
      properties: {
        units: { type: "string", enum: ["metric", "imperial"] },
        when: { type: "string", enum: ["later", "now", "asap"] },
      },
      required: ["units", "when"],
    });
    expect(result.gaps).toEqual([DESCRIBE_GAP]);
  });

  it("keeps TypeScript's union order and says so when the creating call is out of reach", () => {
    // Check `early` first so the literal type "alpha2" exists before the enum's union is built.
    checker.getTypeAtLocation(declaredConsts(program, "details.ts").get("early")!.parent);
    const result = resolveConst("details.ts", "hiddenOrder");
    // zod itself writes ["zeta2", "alpha2"]; the call sits in a function body the search does not enter.
    expect(result.schema).toEqual({
      type: "object",
      properties: { pick: { type: "string", enum: ["alpha2", "zeta2"] } },
      required: ["pick"],
    });
    expect(result.gaps).toEqual([
      DESCRIBE_GAP,
      "the values at `properties.pick` are in TypeScript's union order; the call that sets zod's source order was not found",
    ]);
  });
});

describe("gaps for wrappers", () => {
  it("names defaults, catch values and compacted unions", () => {
    const result = resolveConst("schemas.ts", "wrappers");
    expect(result.gaps.filter((gap) => /default|catch/.test(gap))).toEqual([
      "the .catch() value of `properties.caught`, which zod writes as `default`, is not visible in the type",
      "the .catch() value of `properties.caughtOptional`, which zod writes as `default`, is not visible in the type",
      "the default value of `properties.prefaulted` is not visible in the type",
    ]);
    const nullable = resolveConst("schemas.ts", "nullableFields");
    expect(nullable.gaps).toContain(
      "a union written as a `type` array (such as a nullable) stays `anyOf` in zod's output when a member carries checks or a description",
    );
  });
});
