// CopilotKit's parameters array (`[{ name, type, description, required, enum, attributes }]`), read
// statically into the JSON Schema @copilotkit/shared's `actionParametersToJsonSchema` writes for it.
import ts from "../../util/typescript.cjs";
import { collectObjectMembers, type ObjectMember } from "../../schema/shared/object-members.js";
import { followExpression } from "../../schema/shared/static-follow.js";
import { createEvalContext, errorMessage, evaluateIn, fail, kindOf, setOwn, withActive, type EvalContext, type StaticFailure } from "../../schema/shared/static-eval.js";
import { pointerJoin, type JsonObject, type JsonValue, type Pointer, type Resolution, type SourceMap } from "../../schema/types.js";

export const PARAMETERS_SOURCE =
  "@copilotkit/shared 1.74.0 dist/utils/json-schema.mjs (actionParametersToJsonSchema: a property per parameter by `name`, `required` lists those whose `required !== false`; convertAttribute: string (with `enum` when truthy), number, boolean, object and object[] (from `attributes`, `required` only when not empty), `<type>[]` → array of `{ type: <type> }`, anything else or no `type` → string)";

type Built<T> = { readonly ok: true; readonly value: T } | StaticFailure;

/** Where a schema node is written, and what was crossed to reach it (consts, spreads). */
interface Slot {
  readonly pointer: Pointer;
  readonly via: readonly ts.Node[];
}

interface Element {
  readonly expr: ts.Expression;
  readonly via: readonly ts.Node[];
}

/** `[a, ...common, b]`: the elements, spreads of arrays written in the program followed. */
function elementsOf(ctx: EvalContext, list: ts.ArrayLiteralExpression, via: readonly ts.Node[]): Built<Element[]> {
  const out: Element[] = [];
  for (const element of list.elements) {
    if (ts.isOmittedExpression(element)) return fail("an array hole is `undefined`, which actionParametersToJsonSchema cannot read", list);
    if (!ts.isSpreadElement(element)) {
      out.push({ expr: element, via });
      continue;
    }
    const spread = followExpression(ctx, element.expression);
    if (!spread.ok) return spread;
    if (!ts.isArrayLiteralExpression(spread.expr)) return fail("the spread is not an array of parameters written in the program", element);
    const inner = withActive(ctx, spread.via, () => elementsOf(ctx, spread.expr as ts.ArrayLiteralExpression, [...via, element, ...spread.via]));
    if (!inner.ok) return inner;
    out.push(...inner.value);
  }
  return { ok: true, value: out };
}

/** One parameter's keys after spreads, with the static value of each the library reads. */
interface ParameterRead {
  readonly literal: ts.ObjectLiteralExpression;
  readonly via: readonly ts.Node[];
  readonly members: ReadonlyMap<string, ObjectMember>;
}

function readParameter(ctx: EvalContext, element: Element): Built<ParameterRead> {
  const followed = followExpression(ctx, element.expr);
  if (!followed.ok) return followed;
  if (!ts.isObjectLiteralExpression(followed.expr)) return fail("this parameter is not an object literal the plugin can follow", element.expr);
  const table = collectObjectMembers(ctx, followed.expr);
  const gap = table.unresolved[0];
  if (gap) return fail(gap.reason, gap.cause);
  return { ok: true, value: { literal: followed.expr, via: [...element.via, ...followed.via], members: table.members } };
}

/** The static value of one key, or undefined when the key is not written. */
function valueOf(ctx: EvalContext, parameter: ParameterRead, key: string): Built<JsonValue | undefined> {
  const member = parameter.members.get(key);
  if (!member) return { ok: true, value: undefined };
  if (!member.value) return fail(`\`${key}\` is not a plain value`, member.writer);
  return withActive(ctx, member.via, () => evaluateIn(ctx, member.value!));
}

/** The property assignment that writes a key, for findings about that keyword. */
function writer(parameter: ParameterRead, key: string): ts.Node | undefined {
  return parameter.members.get(key)?.writer;
}

function isTruthy(value: JsonValue | undefined): boolean {
  return value !== undefined && value !== null && value !== false && value !== 0 && value !== "";
}

/**
 * The `{ type: "object", properties, required }` built from a list of parameters, as
 * actionParametersToJsonSchema (the root: `required` always written) or convertAttribute (an
 * object's attributes: `required` only when some are) writes it.
 */
function objectOf(ctx: EvalContext, list: ts.ArrayLiteralExpression, slot: Slot, map: SourceMap): Built<{ properties: JsonObject; required: string[] }> {
  const elements = elementsOf(ctx, list, slot.via);
  if (!elements.ok) return elements;
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const element of elements.value) {
    const parameter = readParameter(ctx, element);
    if (!parameter.ok) return parameter;
    const name = valueOf(ctx, parameter.value, "name");
    if (!name.ok) return name;
    const nameNode = writer(parameter.value, "name") ?? parameter.value.literal;
    if (typeof name.value !== "string") return fail(name.value === undefined ? "this parameter has no `name`" : `its \`name\` is ${kindOf(name.value)}, not a string`, nameNode);
    // `parameters[name] = …` with "__proto__" sets the prototype of the properties object, not a key.
    if (name.value === "__proto__") return fail('a parameter named "__proto__" sets the prototype of the properties object; it is not a JSON key', nameNode);
    const pointer = pointerJoin(slot.pointer, "properties", name.value);
    const schema = attributeSchema(ctx, parameter.value, { pointer, via: parameter.value.via }, map);
    if (!schema.ok) return schema;
    setOwn(properties, name.value, schema.value);
    const flag = valueOf(ctx, parameter.value, "required");
    if (!flag.ok) return flag;
    if (flag.value !== false) required.push(name.value);
  }
  return { ok: true, value: { properties, required } };
}

/** convertAttribute of @copilotkit/shared 1.74.0, on one parameter read statically. */
function attributeSchema(ctx: EvalContext, parameter: ParameterRead, slot: Slot, map: SourceMap): Built<JsonObject> {
  const keywords = new Map<string, ts.Node>();
  for (const key of ["type", "description", "enum"]) {
    const node = writer(parameter, key);
    if (node) keywords.set(key, node);
  }
  const attributes = writer(parameter, "attributes");
  if (attributes) keywords.set("properties", attributes);
  map.set(slot.pointer, { node: parameter.literal, declaration: writer(parameter, "name") ?? parameter.literal, keywords, via: slot.via });

  const type = valueOf(ctx, parameter, "type");
  if (!type.ok) return type;
  if (type.value !== undefined && typeof type.value !== "string") return fail(`its \`type\` is ${kindOf(type.value)}, not a string`, writer(parameter, "type")!);
  const description = valueOf(ctx, parameter, "description");
  if (!description.ok) return description;
  const described = (schema: JsonObject): JsonObject => (description.value === undefined ? schema : { ...schema, description: description.value });

  switch (type.value) {
    case "string": {
      const values = valueOf(ctx, parameter, "enum");
      if (!values.ok) return values;
      const schema = described({ type: "string" });
      return { ok: true, value: isTruthy(values.value) ? { ...schema, enum: values.value! } : schema };
    }
    case "number":
    case "boolean":
      return { ok: true, value: described({ type: type.value }) };
    case "object":
    case "object[]":
      return objectAttribute(ctx, parameter, type.value, slot, map, described);
    default:
      if (type.value?.endsWith("[]")) {
        map.set(pointerJoin(slot.pointer, "items"), { node: writer(parameter, "type")!, keywords: new Map(), via: slot.via });
        return { ok: true, value: described({ type: "array", items: { type: type.value.slice(0, -2) } }) };
      }
      return { ok: true, value: described({ type: "string" }) };
  }
}

/** `object` and `object[]`: properties and required from `attributes` when it is written. */
function objectAttribute(
  ctx: EvalContext,
  parameter: ParameterRead,
  type: "object" | "object[]",
  slot: Slot,
  map: SourceMap,
  described: (schema: JsonObject) => JsonObject,
): Built<JsonObject> {
  const at = type === "object[]" ? pointerJoin(slot.pointer, "items") : slot.pointer;
  let parts: { properties: JsonObject; required: string[] } | undefined;
  const member = parameter.members.get("attributes");
  if (member) {
    if (!member.value) return fail("`attributes` is not a plain value", member.writer);
    const list = followExpression(ctx, member.value);
    if (!list.ok) return list;
    if (!ts.isArrayLiteralExpression(list.expr)) return fail("`attributes` is not an array of parameters written in the program", member.value);
    const via = [...slot.via, ...member.via, ...list.via];
    const read = withActive(ctx, via, () => objectOf(ctx, list.expr as ts.ArrayLiteralExpression, { pointer: at, via }, map));
    if (!read.ok) return read;
    parts = read.value;
  }
  const body: JsonObject = { type: "object" };
  if (parts) body.properties = parts.properties;
  if (parts && parts.required.length > 0) body.required = parts.required;
  if (type === "object") return { ok: true, value: described(body) };
  map.set(at, { node: member?.writer ?? parameter.literal, keywords: new Map(), via: slot.via });
  return { ok: true, value: described({ type: "array", items: body }) };
}

/**
 * A CopilotKit parameters array (through consts and spreads of arrays), read into what
 * `actionParametersToJsonSchema` returns for it, each parameter's schema mapped to its element (the
 * `name: …` entry for findings about the property). Undefined when `expr` is not an array literal
 * the plugin can follow, so other routes may read it.
 */
export function resolveParameterList(checker: ts.TypeChecker, expr: ts.Expression): Resolution | undefined {
  const ctx = createEvalContext(checker);
  const followed = followExpression(ctx, expr);
  if (!followed.ok || !ts.isArrayLiteralExpression(followed.expr)) return undefined;
  const list = followed.expr;
  try {
    const map: SourceMap = new Map();
    map.set("", { node: list, keywords: new Map(), via: followed.via });
    const read = withActive(ctx, followed.via, () => objectOf(ctx, list, { pointer: "", via: followed.via }, map));
    if (!read.ok) return { ok: false, reason: `the parameters array cannot be read statically: ${read.reason}`, node: read.node };
    const schema: JsonObject = { type: "object", properties: read.value.properties, required: read.value.required };
    return { ok: true, schema, map, route: "parameter-list", exact: true, gaps: [] };
  } catch (error) {
    return { ok: false, reason: `the parameters array could not be read: ${errorMessage(error)}`, node: expr };
  }
}
