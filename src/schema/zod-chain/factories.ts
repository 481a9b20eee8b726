import ts from "../../util/typescript.cjs";
import { describeNode, followExpression, unwrapExpression } from "../shared/static-follow.js";
import { returnedExpression } from "./args.js";
import { NUMBER_FORMATS, STRING_FORMATS } from "./checks.js";
import { ChainError, edgeTo, type Edge, type ZodKind, type ZodModel } from "./ir.js";
import type { ChainInterpreter } from "./interpret.js";
import type { ZodNamespace } from "./recognize.js";

/** `z.<name>(…)`, `z.iso.<name>(…)`, `z.coerce.<name>(…)` and named imports of the same builders. */
export function callFactory(interp: ChainInterpreter, namespace: ZodNamespace, name: string, call: ts.CallExpression): ZodModel {
  if (namespace === "iso") return isoFactory(interp, name, call);
  if (namespace === "coerce") {
    if (name === "string" || name === "number" || name === "boolean" || name === "bigint" || name === "date") {
      return interp.make(name, call);
    }
    throw unknownBuilder(`z.coerce.${name}`, call);
  }
  return zFactory(interp, name, call) ?? wrapperFactory(interp, name, call) ?? compositeFactory(interp, name, call);
}

function unknownBuilder(name: string, call: ts.CallExpression): ChainError {
  return new ChainError(`\`${name}(…)\` is not a zod builder the interpreter knows`, call);
}

function isoFactory(interp: ChainInterpreter, name: string, call: ts.CallExpression): ZodModel {
  if (name !== "datetime" && name !== "date" && name !== "time" && name !== "duration") throw unknownBuilder(`z.iso.${name}`, call);
  return interp.make("string", call, { selfCheck: STRING_FORMATS[name](interp, call, 0) });
}

const SIMPLE_KINDS = new Set<ZodKind>([
  "string", "number", "boolean", "bigint", "symbol", "null", "undefined", "void", "any", "unknown", "never", "date", "nan",
]);

function zFactory(interp: ChainInterpreter, name: string, call: ts.CallExpression): ZodModel | undefined {
  if (SIMPLE_KINDS.has(name as ZodKind)) return interp.make(name as ZodKind, call);
  if (NUMBER_FORMATS[name]) {
    return interp.make("number", call, { selfCheck: { kind: "number_format", node: call, format: NUMBER_FORMATS[name] } });
  }
  if (name === "int64" || name === "uint64") return interp.make("bigint", call);
  if (name === "stringFormat") {
    const format = interp.args.string(interp.args.argument(call, 0, "the format name"), "the format name");
    const check = unwrapExpression(interp.args.argument(call, 1, "the format check"));
    const isFunction = ts.isArrowFunction(check) || ts.isFunctionExpression(check);
    const pattern = isFunction ? undefined : interp.args.regex(check);
    return interp.make("string", call, { selfCheck: { kind: "string_format", node: call, format, pattern } });
  }
  if (STRING_FORMATS[name]) return interp.make("string", call, { selfCheck: STRING_FORMATS[name](interp, call, 0) });
  switch (name) {
    case "literal":
      return interp.make("literal", call, {
        literalValues: interp.args.literalValues(interp.args.argument(call, 0, "the literal value")),
      });
    case "enum":
    case "nativeEnum":
      return interp.make("enum", call, { entries: interp.args.enumEntries(interp.args.argument(call, 0, "the enum values")) });
    case "custom":
    case "instanceof":
      return interp.make("custom", call);
    case "function":
      return interp.make("function", call);
    case "file":
      return interp.make("file", call);
    case "transform":
      return interp.make("transform", call);
    case "json":
      return jsonValueSchema(interp, call);
    case "templateLiteral":
      throw new ChainError(`\`z.${name}(…)\` is not interpreted statically; its JSON Schema is built from runtime parts`, call);
    default:
      return undefined;
  }
}

const WRAPPERS: Record<string, ZodKind> = {
  optional: "optional",
  exactOptional: "optional",
  nullable: "nullable",
  nonoptional: "nonoptional",
  readonly: "readonly",
  promise: "promise",
  success: "success",
};

function wrapperFactory(interp: ChainInterpreter, name: string, call: ts.CallExpression): ZodModel | undefined {
  const schemaArg = (index: number) => interp.reach(interp.args.argument(call, index, "the schema"));
  if (WRAPPERS[name]) return interp.make(WRAPPERS[name], call, { inner: edgeTo(schemaArg(0)) });
  switch (name) {
    case "nullish":
      return interp.make("optional", call, { inner: edgeTo(reachedModel(interp.make("nullable", call, { inner: edgeTo(schemaArg(0)) }))) });
    case "prefault":
    case "catch": {
      const inner = schemaArg(0);
      const value = interp.args.producedValue(interp.args.argument(call, 1, "the value"), `the ${name} value`);
      return interp.make(name, call, { inner: edgeTo(inner), defaultValue: value });
    }
    case "lazy": {
      const getter = unwrapExpression(interp.args.argument(call, 0, "the getter"));
      const body = (ts.isArrowFunction(getter) || ts.isFunctionExpression(getter)) && returnedExpression(getter);
      if (!body) throw new ChainError(`the z.lazy() getter ${describeNode(getter)} must return one schema expression`, getter);
      return interp.make("lazy", call, { inner: interp.lazyEdge(body) });
    }
    case "pipe":
      return interp.make("pipe", call, { pipeIn: edgeTo(schemaArg(0)), pipeOut: edgeTo(schemaArg(1)) });
    case "preprocess":
      return interp.make("pipe", call, {
        pipeIn: edgeTo(reachedModel(interp.make("transform", call))),
        pipeOut: edgeTo(schemaArg(1)),
      });
    case "stringbool":
      return interp.make("pipe", call, {
        pipeIn: edgeTo(reachedModel(interp.make("string", call))),
        pipeOut: edgeTo(reachedModel(interp.make("boolean", call))),
        codec: true,
      });
    default:
      return undefined;
  }
}

/** `z.json()`: zod's recursive lazy union of every JSON value. */
function jsonValueSchema(interp: ChainInterpreter, call: ts.CallExpression): ZodModel {
  let union: ZodModel | undefined;
  const lazy = interp.make("lazy", call, { inner: { target: () => union!, via: [] } });
  const self = edgeTo(reachedModel(lazy));
  const leaf = (kind: ZodKind) => edgeTo(reachedModel(interp.make(kind, call)));
  union = interp.make("union", call, {
    options: [
      leaf("string"),
      leaf("number"),
      leaf("boolean"),
      leaf("null"),
      edgeTo(reachedModel(interp.make("array", call, { element: self }))),
      edgeTo(reachedModel(interp.make("record", call, { keyType: leaf("string"), valueType: self }))),
    ],
  });
  return lazy;
}

export function reachedModel(model: ZodModel) {
  return { model, via: [] };
}

function compositeFactory(interp: ChainInterpreter, name: string, call: ts.CallExpression): ZodModel {
  const arg = (index: number, what: string) => interp.args.argument(call, index, what);
  const schemaArg = (index: number) => interp.reach(arg(index, "the schema"));
  switch (name) {
    case "object":
      return interp.make("object", call, { shape: call.arguments.length > 0 ? interp.shapeOf(arg(0, "the shape")) : [] });
    case "strictObject":
      return interp.make("object", call, { shape: interp.shapeOf(arg(0, "the shape")), catchall: edgeTo(reachedModel(interp.make("never", call))), catchallNode: call });
    case "looseObject":
      return interp.make("object", call, { shape: interp.shapeOf(arg(0, "the shape")), catchall: edgeTo(reachedModel(interp.make("unknown", call))), catchallNode: call });
    case "array":
      return interp.make("array", call, { element: edgeTo(schemaArg(0)) });
    case "set":
      return interp.make("set", call, { element: edgeTo(schemaArg(0)) });
    case "map":
      return interp.make("map", call, { keyType: edgeTo(schemaArg(0)), valueType: edgeTo(schemaArg(1)) });
    case "tuple": {
      const items = schemaList(interp, arg(0, "the tuple items"));
      const restArg = call.arguments[1];
      const rest = restArg && isSchemaArgument(restArg) ? edgeTo(interp.reach(restArg)) : undefined;
      return interp.make("tuple", call, { items, rest });
    }
    case "record":
    case "partialRecord":
    case "looseRecord": {
      const second = call.arguments[1];
      if (name === "record" && (!second || !isSchemaArgument(second))) {
        return interp.make("record", call, { keyType: edgeTo(reachedModel(interp.make("string", call))), valueType: edgeTo(schemaArg(0)) });
      }
      return interp.make("record", call, {
        keyType: edgeTo(schemaArg(0)),
        valueType: edgeTo(schemaArg(1)),
        partial: name === "partialRecord" || undefined,
        recordMode: name === "looseRecord" ? "loose" : undefined,
      });
    }
    case "union":
      return interp.make("union", call, { options: schemaList(interp, arg(0, "the union options")) });
    case "xor":
      return interp.make("union", call, { options: schemaList(interp, arg(0, "the union options")), exclusive: true });
    case "discriminatedUnion": {
      const discriminator = interp.args.string(arg(0, "the discriminator"), "the discriminator");
      return interp.make("union", call, { options: schemaList(interp, arg(1, "the union options")), discriminator, exclusive: true });
    }
    case "intersection":
      return interp.make("intersection", call, { left: edgeTo(schemaArg(0)), right: edgeTo(schemaArg(1)) });
    case "keyof": {
      const object = schemaArg(0).model;
      if (object.kind !== "object") throw new ChainError("z.keyof() needs an object schema", call);
      return interp.make("enum", call, { entries: (object.shape ?? []).map((entry) => [entry.key, entry.key] as const) });
    }
    default:
      throw unknownBuilder(`z.${name}`, call);
  }
}

/** A params argument (a string message or an options object) is not a schema. */
export function isSchemaArgument(expr: ts.Expression): boolean {
  const node = unwrapExpression(expr);
  return !ts.isStringLiteralLike(node) && !ts.isObjectLiteralExpression(node) && node.kind !== ts.SyntaxKind.UndefinedKeyword;
}

/** `[a, b, ...more]`: schemas in an array literal (or a const holding one). */
export function schemaList(interp: ChainInterpreter, expr: ts.Expression, depth = 0): Edge[] {
  const followed = followExpression(interp.ctx, expr);
  if (!followed.ok) throw new ChainError(`the schema list must be static: ${followed.reason}`, followed.node);
  const list = followed.expr;
  if (!ts.isArrayLiteralExpression(list)) throw new ChainError(`${describeNode(list)} is not an array literal of schemas`, list);
  const edges: Edge[] = [];
  for (const element of list.elements) {
    if (ts.isSpreadElement(element)) {
      if (depth > 32) throw new ChainError("spreads nest too deeply", element);
      for (const edge of schemaList(interp, element.expression, depth + 1)) edges.push({ ...edge, via: [element, ...followed.via, ...edge.via] });
    } else if (ts.isOmittedExpression(element)) {
      throw new ChainError("an array hole is not a schema", list);
    } else {
      const reached = interp.reach(element);
      edges.push(edgeTo({ model: reached.model, via: [...followed.via, ...reached.via] }));
    }
  }
  return edges;
}
