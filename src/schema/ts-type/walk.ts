import ts from "../../util/typescript.cjs";
import { normalizeSchema } from "./normalize.js";
import { readAnnotations } from "./annotations.js";
import {
  awaitedValueType,
  builtinStringFormat,
  dataProperties,
  declaredTypeNode,
  declaredOutsideDefaultLibrary,
  isFunctionOnly,
  withoutUndefined,
  type PresentType,
} from "./facts.js";
import { mapTypeOrigins } from "./origins.js";
import type { JsonObject, Resolution } from "../types.js";
import { unionSchema } from "./walk-union.js";

/**
 * Route "inferred": JSON Schema for a checker type that has no type node in the source (the
 * inferred input of a schema value, `execute`'s contextual parameter type), with the conventions of
 * the TSJ route so one type gives one schema whichever route saw it.
 */

export const WALK_LIMITS = {
  /** Larger unions are almost always generated key spaces, not hand-written choices. */
  unionMembers: 1000,
  /** Nesting beyond this is a runaway instantiation, and keeps the walk far from a stack overflow. */
  depth: 64,
  /** Non-recursive types can still expand exponentially (a DAG of shared types). */
  schemaNodes: 20_000,
} as const;

/** A type the walk refuses, with a message that names where and what to do about it. */
export class Unrepresentable extends Error {}

export interface Site {
  /** Property names, `[]` for array items, `[0]` for tuple elements, `[key]` for index signatures. */
  readonly path: readonly string[];
  readonly depth: number;
  /** The type node written for this position, when there is one: used for source order and identity. */
  readonly hint?: ts.TypeNode;
}

export function resolveType(program: ts.Program, type: ts.Type, node: ts.Node): Resolution {
  try {
    const walker = new TypeWalker(program.getTypeChecker());
    const raw = walker.walkRoot(type, node);
    const schema = normalizeSchema(raw, { definitionName: (name) => walker.definitionNames.get(name) });
    const map = mapTypeOrigins(program.getTypeChecker(), type, schema, node);
    return { ok: true, schema, map, route: "inferred", exact: walker.gaps.length === 0, gaps: [...walker.gaps] };
  } catch (error) {
    if (error instanceof Unrepresentable) return { ok: false, reason: error.message, node };
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `The checker walk failed unexpectedly on this type: ${detail}`, node };
  }
}

export class TypeWalker {
  readonly gaps: string[] = [];
  /** Raw definition name → the TypeScript name, for the normaliser. */
  readonly definitionNames = new Map<string, string>();
  private readonly definitions: JsonObject = {};
  private readonly onStack = new Set<ts.Type>();
  private readonly rawNames = new Map<ts.Type, string>();
  private readonly recursive = new Set<ts.Type>();
  private produced = 0;

  constructor(readonly checker: ts.TypeChecker) {}

  walkRoot(type: ts.Type, node: ts.Node): JsonObject {
    const site: Site = { path: [], depth: 0, hint: ts.isTypeNode(node) ? node : undefined };
    const present = this.present(type, site.hint);
    if (!present.members && isFunctionOnly(this.checker, present.type)) {
      this.fail(site, "is a function, not an object of arguments", "describe the arguments as an object type");
    }
    const root = this.walk(present, site);
    return Object.keys(this.definitions).length > 0 ? { ...root, definitions: this.definitions } : root;
  }

  walk(present: PresentType, site: Site): JsonObject {
    if (site.depth > WALK_LIMITS.depth) {
      this.fail(site, `nests deeper than ${WALK_LIMITS.depth} levels`, "flatten the type or make it recursive");
    }
    if (++this.produced > WALK_LIMITS.schemaNodes) {
      this.fail(site, `expands to more than ${WALK_LIMITS.schemaNodes} schema nodes`, "simplify the type");
    }
    const members = present.members;
    if (members) {
      return this.named(present.type, site, () => unionSchema(this, present.type, members, site));
    }
    return this.walkType(present.type, site);
  }

  /** `type` with `undefined` removed, keeping the declared union's identity when the node names it. */
  present(type: ts.Type, hint: ts.TypeNode | undefined): PresentType {
    const present = withoutUndefined(type);
    if (!present.members || !hint) return present;
    // `value?: Json` reads as `Json | undefined`, a new union; the node still names `Json`, whose
    // identity the cycle check and the alias's JSDoc need.
    const declared = withoutUndefined(this.checker.getTypeFromTypeNode(hint));
    if (!declared.members && declared.type.isUnion() && sameMembers(declared.type.types, present.members)) {
      return { type: declared.type, hadUndefined: true };
    }
    return present;
  }

  fail(site: Site, what: string, advice: string): never {
    const subject = site.path.length === 0 ? "The input type" : `Property \`${formatPath(site.path)}\``;
    throw new Unrepresentable(`${subject} ${what}; ${advice}.`);
  }

  child(site: Site, segment: string, hint?: ts.TypeNode): Site {
    return { path: [...site.path, segment], depth: site.depth + 1, hint };
  }

  private walkType(type: ts.Type, site: Site): JsonObject {
    const flags = type.flags;
    if (flags & ts.TypeFlags.Any) {
      if ((type as { intrinsicName?: string }).intrinsicName === "error") {
        this.fail(site, "has a type that does not resolve (a type error such as an unknown name)", "fix the type error");
      }
      this.fail(site, "is `any`, which says nothing about the value", "give it a concrete type");
    }
    if (flags & ts.TypeFlags.Unknown) this.fail(site, "is `unknown`", "give it a concrete type");
    if (flags & ts.TypeFlags.Never) this.fail(site, "is `never`, so no value can satisfy it", "remove it or give it a type");
    if (flags & ts.TypeFlags.TypeParameter) {
      const name = this.checker.typeToString(type);
      this.fail(site, `is the open type parameter \`${name}\``, "pass a concrete type argument where the tool is defined");
    }
    if (flags & (ts.TypeFlags.Index | ts.TypeFlags.IndexedAccess | ts.TypeFlags.Conditional | ts.TypeFlags.Substitution)) {
      const text = this.checker.typeToString(type);
      this.fail(site, `is the unresolved generic type \`${text}\``, "pass concrete type arguments");
    }
    if (flags & ts.TypeFlags.BigIntLike) this.fail(site, "is a bigint, which JSON cannot carry", "use number or a numeric string");
    if (flags & ts.TypeFlags.ESSymbolLike) this.fail(site, "is a symbol, which JSON cannot carry", "remove it from the input");
    if (flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) {
      const advice = site.path.length === 0 ? "declare an object type for the input" : "make the property optional instead";
      this.fail(site, `is \`${this.checker.typeToString(type)}\`, which JSON cannot carry`, advice);
    }
    if (flags & ts.TypeFlags.Null) return { type: "null" };
    if (type.isUnion()) return this.named(type, site, () => unionSchema(this, type, type.types, site));
    if (flags & ts.TypeFlags.BooleanLiteral) {
      return { type: "boolean", const: (type as { intrinsicName?: string }).intrinsicName === "true" };
    }
    if (type.isStringLiteral()) return { type: "string", const: type.value };
    if (type.isNumberLiteral()) return { type: "number", const: type.value };
    if (flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringMapping)) return { type: "string" };
    if (flags & ts.TypeFlags.Number) return { type: "number" };
    if (flags & ts.TypeFlags.Boolean) return { type: "boolean" };
    if (flags & ts.TypeFlags.NonPrimitive) return { type: "object" };
    if (type.isIntersection()) return this.named(type, site, () => this.intersection(type, site));
    if (flags & ts.TypeFlags.Object) return this.named(type, site, () => this.object(type as ts.ObjectType, site));
    return this.fail(site, `has the type \`${this.checker.typeToString(type)}\`, which has no JSON Schema`, "use a JSON type");
  }

  /**
   * Cycle detection on type identity (aliased unions included, so `type Json = … | Json[]` ends):
   * a type met again while it is being walked becomes a `$ref`, and its schema is also stored as a
   * definition; the first occurrence stays inline, as TSJ does.
   */
  private named(type: ts.Type, site: Site, build: () => JsonObject): JsonObject {
    if (this.onStack.has(type)) {
      this.recursive.add(type);
      return { $ref: `#/definitions/${this.rawName(type)}` };
    }
    this.onStack.add(type);
    try {
      const schema = { ...build(), ...this.annotationsOf(typeDocSymbol(type), site) };
      if (this.recursive.has(type)) this.definitions[this.rawName(type)] = schema;
      return schema;
    } finally {
      this.onStack.delete(type);
    }
  }

  private rawName(type: ts.Type): string {
    let name = this.rawNames.get(type);
    if (name === undefined) {
      name = `t${this.rawNames.size}`;
      this.rawNames.set(type, name);
      const real = definitionNameOf(type);
      if (real) this.definitionNames.set(name, real);
    }
    return name;
  }

  annotationsOf(symbol: ts.Symbol | undefined, site: Site): JsonObject {
    const { keywords, skipped } = readAnnotations(this.checker, symbol);
    const where = site.path.length === 0 ? "the input type" : `\`${formatPath(site.path)}\``;
    for (const tag of skipped) this.gaps.push(`JSDoc ${tag} on ${where} is not applied by the checker walk`);
    return keywords;
  }

  private object(type: ts.ObjectType, site: Site): JsonObject {
    const format = builtinStringFormat(type);
    if (format) return { type: "string", format };
    const awaited = awaitedValueType(this.checker, type);
    if (awaited) return this.walk(this.present(awaited, undefined), site);
    if (this.checker.isTupleType(type)) return this.tuple(type as ts.TypeReference, site);
    if (this.checker.isArrayType(type)) {
      const [element] = this.checker.getTypeArguments(type as ts.TypeReference);
      const hint = elementHint(site.hint);
      return { type: "array", items: this.walk(this.present(element, hint), this.child(site, "[]", hint)) };
    }
    if (isFunctionOnly(this.checker, type)) {
      this.fail(site, "is a function, which JSON cannot carry", "remove it from the input");
    }
    return this.properties(type, site);
  }

  private intersection(type: ts.IntersectionType, site: Site): JsonObject {
    const primitive =
      ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike | ts.TypeFlags.BigIntLike;
    const primitives = type.types.filter((member) => member.flags & primitive);
    // `string & { __brand: "Id" }`: the brand exists only for the compiler; the value is the primitive.
    if (primitives.length === 1) return this.walkType(primitives[0], site);
    if (primitives.length > 1) this.fail(site, "is an intersection of primitives", "use a single primitive type");
    return this.properties(type, site);
  }

  private properties(type: ts.Type, site: Site): JsonObject {
    const entries: [string, JsonObject][] = [];
    const required: string[] = [];
    for (const property of dataProperties(this.checker, type)) {
      const hint = declaredTypeNode(property);
      const present = this.present(this.checker.getTypeOfSymbol(property), hint);
      // Function-valued properties are dropped, as TSJ's `functions: "hide"` does.
      if (!present.members && isFunctionOnly(this.checker, present.type)) continue;
      const childSite = this.child(site, property.name, hint);
      const schema = this.walk(present, childSite);
      entries.push([property.name, { ...schema, ...this.annotationsOf(property, childSite) }]);
      if (!(property.flags & ts.SymbolFlags.Optional) && !present.hadUndefined) required.push(property.name);
    }
    const out: JsonObject = { type: "object" };
    if (entries.length > 0) out.properties = Object.fromEntries(entries);
    if (required.length > 0) out.required = required;
    out.additionalProperties = this.indexSignature(type, site) ?? false;
    return out;
  }

  private indexSignature(type: ts.Type, site: Site): JsonObject | undefined {
    const infos = this.checker.getIndexInfosOfType(type);
    const info =
      infos.find((candidate) => candidate.keyType.flags & ts.TypeFlags.String) ??
      infos.find((candidate) => candidate.keyType.flags & ts.TypeFlags.Number) ??
      infos[0];
    if (!info) return undefined;
    const hint = info.declaration?.type;
    return this.walk(this.present(info.type, hint), this.child(site, "[key]", hint));
  }

  private tuple(type: ts.TypeReference, site: Site): JsonObject {
    const target = type.target as ts.TupleType;
    const elements = this.checker.getTypeArguments(type);
    const written = unwrapHint(site.hint);
    const hints = written && ts.isTupleTypeNode(written) ? tupleElementHints(written) : [];
    const fixed: { type: ts.Type; index: number }[] = [];
    let requiredCount = 0;
    let rest: { type: ts.Type; index: number } | undefined;
    target.elementFlags.forEach((flag, index) => {
      const element = { type: elements[index], index };
      if (flag & ts.ElementFlags.Variadic) {
        this.fail(site, "is a tuple with a variadic element", "spell the tuple's elements out");
      }
      if (rest) this.fail(site, "is a tuple with elements after its rest element", "move the rest element last");
      if (flag & ts.ElementFlags.Rest) rest = element;
      else {
        if (flag & ts.ElementFlags.Required) requiredCount++;
        fixed.push(element);
      }
    });
    const labels = target.labeledElementDeclarations ?? [];
    const walkElement = (element: { type: ts.Type; index: number }, segment: string) => {
      const hint = hints[element.index];
      const schema = this.walk(this.present(element.type, hint), this.child(site, segment, hint));
      // A named member (`[city: string]`) titles its element, as TSJ does.
      const label = labels[element.index]?.name;
      return label && ts.isIdentifier(label) ? { ...schema, title: label.text } : schema;
    };

    // `[A, A, A?]` and `[A, ...A[]]` are arrays with bounds, as TSJ writes them (unnamed only: names
    // make the elements differ).
    const first = fixed[0]?.type;
    const uniform =
      first !== undefined &&
      labels.every((label) => label === undefined) &&
      fixed.every((e) => e.type === first) &&
      (!rest || rest.type === first);
    if (uniform) {
      const out: JsonObject = { type: "array", items: walkElement(fixed[0], "[0]"), minItems: requiredCount };
      if (!rest) out.maxItems = fixed.length;
      return out;
    }
    const out: JsonObject = { type: "array", minItems: requiredCount };
    if (fixed.length > 0) out.prefixItems = fixed.map((element) => walkElement(element, `[${element.index}]`));
    if (rest) out.items = walkElement(rest, `[${rest.index}]`);
    else out.maxItems = fixed.length;
    return out;
  }
}

function sameMembers(a: readonly ts.Type[], b: readonly ts.Type[]): boolean {
  return a.length === b.length && a.every((member) => b.includes(member));
}

/** The symbol whose JSDoc describes a type as a whole: its alias, interface, class or enum. */
function typeDocSymbol(type: ts.Type): ts.Symbol | undefined {
  if (type.aliasSymbol && declaredOutsideDefaultLibrary(type.aliasSymbol)) return type.aliasSymbol;
  const symbol = type.getSymbol();
  const named = ts.SymbolFlags.Interface | ts.SymbolFlags.Class | ts.SymbolFlags.Enum;
  return symbol && symbol.flags & named ? symbol : undefined;
}

function definitionNameOf(type: ts.Type): string | undefined {
  if (type.aliasSymbol) return type.aliasSymbol.name;
  const symbol = type.getSymbol();
  const named = ts.SymbolFlags.Interface | ts.SymbolFlags.Class | ts.SymbolFlags.Enum;
  return symbol && symbol.flags & named && !symbol.name.startsWith("__") ? symbol.name : undefined;
}

/** Parentheses and `readonly` do not change which node describes the value. */
function unwrapHint(hint: ts.TypeNode | undefined): ts.TypeNode | undefined {
  if (!hint) return undefined;
  if (ts.isParenthesizedTypeNode(hint)) return unwrapHint(hint.type);
  if (ts.isTypeOperatorNode(hint) && hint.operator === ts.SyntaxKind.ReadonlyKeyword) return unwrapHint(hint.type);
  return hint;
}

function elementHint(written: ts.TypeNode | undefined): ts.TypeNode | undefined {
  const hint = unwrapHint(written);
  if (!hint) return undefined;
  if (ts.isArrayTypeNode(hint)) return hint.elementType;
  if (ts.isTypeReferenceNode(hint) && hint.typeArguments?.length === 1) return hint.typeArguments[0];
  return undefined;
}

function tupleElementHints(node: ts.TupleTypeNode): (ts.TypeNode | undefined)[] {
  return node.elements.map((element) => {
    if (ts.isNamedTupleMember(element)) return element.dotDotDotToken ? elementHint(element.type) : element.type;
    if (ts.isOptionalTypeNode(element)) return element.type;
    if (ts.isRestTypeNode(element)) return elementHint(element.type);
    return element;
  });
}

/** `a.b[].c`, shortened in the middle when very deep so messages stay readable. */
export function formatPath(path: readonly string[]): string {
  const shown = path.length > 10 ? [...path.slice(0, 4), "…", ...path.slice(-3)] : path;
  return shown.reduce((text, segment) => {
    if (segment.startsWith("[")) return text + segment;
    return text === "" ? segment : `${text}.${segment}`;
  }, "");
}
