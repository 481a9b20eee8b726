import ts from "../../util/typescript.cjs";
import { collectObjectMembers } from "../shared/object-members.js";
import { describeNode, followExpression } from "../shared/static-follow.js";
import { nested, setOwn, withActive, type EvalContext } from "../shared/static-eval.js";
import { pointerJoin, type JsonObject, type Pointer, type SchemaOrigin, type SourceMap } from "../types.js";
import { applyMethod, enumValues } from "./methods.js";
import { REQUIRED_KEYWORD, SealChainError, type SealBuilt, type SealKind } from "./model.js";
import type { SealChain, SealRecognizer } from "./recognize.js";

/** Where a chain sits: the property declaring it (if any) and the consts/spreads crossed so far. */
interface Place {
  readonly declaration?: ts.Node;
  readonly via: readonly ts.Node[];
}

export interface EmittedChain {
  readonly schema: JsonObject;
  readonly built: SealBuilt;
}

const SIMPLE_TYPES: Record<string, { kind: SealKind; core: JsonObject }> = {
  string: { kind: "string", core: { type: "string" } },
  email: { kind: "string", core: { type: "string" } },
  number: { kind: "number", core: { type: "number" } },
  // `numeric` also accepts numeric strings, `float` rejects whole numbers: see the README table.
  numeric: { kind: "number", core: { type: "number" } },
  float: { kind: "number", core: { type: "number" } },
  int: { kind: "integer", core: { type: "integer" } },
  boolean: { kind: "boolean", core: { type: "boolean" } },
  scalar: { kind: "scalar", core: { type: ["string", "number", "boolean"] } },
  // Seal parses date strings (and Date objects); a tool's JSON input carries a string.
  date: { kind: "date", core: { type: "string" } },
  any: { kind: "any", core: {} },
};

/** Interprets Seal chains into draft 2020-12 JSON Schema, filling the source map as it goes. */
export class SealEmitter {
  readonly map: SourceMap = new Map();

  constructor(
    private readonly ctx: EvalContext,
    private readonly recognizer: SealRecognizer,
  ) {}

  emit(expr: ts.Expression, pointer: Pointer, place: Place): EmittedChain {
    const result = nested(this.ctx, expr, () => ({ ok: true as const, emitted: this.emitChain(expr, pointer, place) }));
    if (!result.ok) throw new SealChainError(result.reason, result.node);
    return result.emitted;
  }

  private emitChain(expr: ts.Expression, pointer: Pointer, place: Place): EmittedChain {
    const read = this.recognizer.read(this.ctx, expr);
    if (read.kind !== "chain") {
      if (read.failure) throw new SealChainError(read.failure.reason, read.failure.node);
      throw new SealChainError(`${describeNode(expr)} is not a Seal schema built with \`v\` from @warlock.js/seal`, expr);
    }
    const chain = read.chain;
    const via = [...place.via, ...chain.via];
    return withActive(this.ctx, chain.via, () => {
      const built = this.factory(chain, pointer, via);
      for (const method of chain.calls) applyMethod(this.ctx, built, method);
      const schema = finalize(built);
      this.record(pointer, expr, place.declaration, via, built);
      if (built.nullable && built.core.anyOf && built.nullableCall) {
        const index = (schema.anyOf as JsonObject[]).length - 1;
        this.map.set(pointerJoin(pointer, "anyOf", index), { node: built.nullableCall, via });
      }
      return { schema, built };
    });
  }

  private record(pointer: Pointer, node: ts.Expression, declaration: ts.Node | undefined, via: readonly ts.Node[], built: SealBuilt): void {
    const keywords = new Map<string, ts.Node>();
    if (built.requiredCall) keywords.set(REQUIRED_KEYWORD, built.requiredCall);
    if (built.describeCall) keywords.set("description", built.describeCall);
    const origin: SchemaOrigin = { node, declaration, keywords, via };
    this.map.set(pointer, origin);
  }

  private factory(chain: SealChain, pointer: Pointer, via: readonly ts.Node[]): SealBuilt {
    const { factory, head } = chain;
    const simple = SIMPLE_TYPES[factory];
    const blank = (kind: SealKind, core: JsonObject): SealBuilt => ({ kind, core, bounds: {}, nullable: false, closed: false });
    if (simple) {
      const built = blank(simple.kind, { ...simple.core });
      if (factory === "email") built.format = "email";
      return built;
    }
    switch (factory) {
      case "enum": {
        const built = blank("enum", {});
        built.allowed = enumValues(this.ctx, head);
        return built;
      }
      case "object":
        return { ...blank("object", {}), ...this.objectCore(head, pointer, via) };
      case "array":
        return blank("array", { type: "array", items: this.child(head, pointerJoin(pointer, "items"), via).schema });
      case "record":
        return blank("record", {
          type: "object",
          additionalProperties: this.child(head, pointerJoin(pointer, "additionalProperties"), via).schema,
        });
      case "tuple": {
        const items = this.listArg(head, pointer, "prefixItems", via);
        return blank("tuple", { type: "array", prefixItems: items, items: false, minItems: items.length, maxItems: items.length });
      }
      case "union":
        return blank("union", { anyOf: this.listArg(head, pointer, "anyOf", via) });
      case "computed":
      case "managed":
        throw new SealChainError(`\`v.${factory}()\` derives its value from a callback; it has no static schema`, head);
      default:
        throw new SealChainError(`\`v.${factory}()\` is not a Seal schema factory this resolver interprets`, head);
    }
  }

  private firstArg(head: ts.CallExpression): ts.Expression {
    const arg = head.arguments[0];
    if (!arg || ts.isSpreadElement(arg)) throw new SealChainError(`${describeNode(head)} needs its schema argument written out`, head);
    return arg;
  }

  private child(head: ts.CallExpression, pointer: Pointer, via: readonly ts.Node[]): EmittedChain {
    return this.emit(this.firstArg(head), pointer, { via });
  }

  private listArg(head: ts.CallExpression, pointer: Pointer, keyword: string, via: readonly ts.Node[]): JsonObject[] {
    const followed = followExpression(this.ctx, this.firstArg(head));
    if (!followed.ok) throw new SealChainError(followed.reason, followed.node);
    if (!ts.isArrayLiteralExpression(followed.expr)) {
      throw new SealChainError(`${describeNode(followed.expr)} must be an array literal of Seal schemas`, followed.expr);
    }
    const list = followed.expr;
    const listVia = [...via, ...followed.via];
    return withActive(this.ctx, followed.via, () =>
      list.elements.map((element, index) => {
        if (ts.isSpreadElement(element) || ts.isOmittedExpression(element)) {
          throw new SealChainError(`${describeNode(element)} in the list is not interpreted; write each schema out`, element);
        }
        return this.emit(element, pointerJoin(pointer, keyword, index), { via: listVia }).schema;
      }),
    );
  }

  private objectCore(head: ts.CallExpression, pointer: Pointer, via: readonly ts.Node[]): Pick<SealBuilt, "core" | "closed"> {
    const followed = followExpression(this.ctx, this.firstArg(head));
    if (!followed.ok) throw new SealChainError(followed.reason, followed.node);
    if (!ts.isObjectLiteralExpression(followed.expr)) {
      throw new SealChainError(`the shape ${describeNode(followed.expr)} of \`v.object()\` must be an object literal`, followed.expr);
    }
    const literal = followed.expr;
    const shapeVia = [...via, ...followed.via];
    return withActive(this.ctx, followed.via, () => {
      const table = collectObjectMembers(this.ctx, literal);
      const problem = table.unresolved[0];
      if (problem) throw new SealChainError(problem.reason, problem.cause);
      const properties: JsonObject = {};
      const required: string[] = [];
      for (const member of table.members.values()) {
        if (!member.value) throw new SealChainError(`${describeNode(member.writer)} is not a Seal schema`, member.writer);
        const childPointer = pointerJoin(pointer, "properties", member.key);
        const emitted = this.emit(member.value, childPointer, { declaration: member.writer, via: [...shapeVia, ...member.via] });
        setOwn(properties, member.key, emitted.schema);
        if (emitted.built.requiredCall) required.push(member.key);
      }
      const core: JsonObject = { type: "object", properties };
      if (required.length > 0) core.required = required;
      return { core, closed: true };
    });
  }
}

/** Assembles the keywords in a fixed order, so equal chains give byte-equal schemas. */
function finalize(built: SealBuilt): JsonObject {
  const schema: JsonObject = {};
  const { core } = built;
  if (core.type !== undefined) schema.type = withNull(core.type as string | string[], built.nullable);
  if (built.format) schema.format = built.format;
  if (built.allowed) schema.enum = built.nullable && !built.allowed.includes(null) ? [...built.allowed, null] : built.allowed;
  for (const [key, value] of Object.entries(core)) {
    if (key === "type") continue;
    if (key === "anyOf" && built.nullable) schema.anyOf = [...(value as JsonObject[]), { type: "null" }];
    else schema[key] = value;
  }
  if (built.kind === "object" && built.closed) schema.additionalProperties = false;
  Object.assign(schema, built.bounds);
  if (built.description !== undefined) schema.description = built.description;
  if (built.defaultValue) schema.default = built.defaultValue.value;
  return schema;
}

function withNull(type: string | string[], nullable: boolean): string | string[] {
  if (!nullable) return type;
  const list = Array.isArray(type) ? type : [type];
  return list.includes("null") ? list : [...list, "null"];
}
