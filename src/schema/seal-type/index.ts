// Seal types route: a Seal schema read through its TypeScript type when its chain cannot be read,
// approximate, like the zod types route.
import ts from "../../util/typescript.cjs";
import { isSealSymbol } from "../shared/library.js";
import { pointerJoin, pointerToPath, type JsonObject, type Pointer, type Resolution, type SourceMap } from "../types.js";

/**
 * Reads a Seal (`@warlock.js/seal`) schema through its TypeScript type. Seal has no JSON Schema
 * export; the plugin's convention is that Seal sends the openai-strict shape (every property
 * required, optional ones nullable, `additionalProperties: false`). Whether a field is optional
 * depends on a runtime `.required()` call the type does not show, so this writes the draft form:
 * every property optional, `additionalProperties: false` on every object, never `exact`.
 *
 * What Seal's typings cannot show at all: `v.enum()` and `v.scalar()` both return a bare
 * `ScalarValidator` (no values), `v.union()` returns `UnionValidator` (no members) and `v.tuple()`
 * types its items as an array of the element union (no order). The first is written as a string
 * with a gap; the other two are refused.
 */
export function resolveSealType(checker: ts.TypeChecker, type: ts.Type, inputExpr: ts.Node): Resolution {
  const reader = new SealReader(checker, inputExpr);
  try {
    const schema = reader.read(type, "", inputExpr, []);
    return { ok: true, schema, map: reader.map, route: "seal", exact: false, gaps: reader.gaps() };
  } catch (error) {
    if (error instanceof SealReadError) return { ok: false, reason: error.message, node: error.node };
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `the Seal schema could not be read from its type: ${message}`, node: inputExpr };
  }
}

class SealReadError extends Error {
  constructor(
    message: string,
    readonly node: ts.Node,
  ) {
    super(message);
  }
}

const MAX_DEPTH = 64;

/** The Seal classes this reader knows, most derived first along any inheritance chain. */
const LEAVES: Record<string, JsonObject> = {
  StringValidator: { type: "string" },
  IntValidator: { type: "integer" },
  FloatValidator: { type: "number" },
  NumericValidator: { type: "number" },
  NumberValidator: { type: "number" },
  BooleanValidator: { type: "boolean" },
  DateValidator: { type: "string" },
  ScalarValidator: { type: "string" },
  AnyValidator: {},
};

const KNOWN_COMPOSITES = new Set([
  "ObjectValidator",
  "ArrayValidator",
  "RecordValidator",
  "UnionValidator",
  "TupleValidator",
  "ComputedValidator",
  "ManagedValidator",
  "BaseValidator",
]);

function subject(pointer: Pointer): string {
  return pointer === "" ? "the input schema" : `the schema at \`${pointerToPath(pointer)}\``;
}

function listPaths(pointers: readonly Pointer[]): string {
  return pointers.map((pointer) => `\`${pointerToPath(pointer)}\``).join(", ");
}

class SealReader {
  readonly map: SourceMap = new Map();
  private readonly dates: Pointer[] = [];
  private readonly scalars: Pointer[] = [];
  private readonly computed: Pointer[] = [];

  constructor(
    private readonly checker: ts.TypeChecker,
    inputExpr: ts.Node,
  ) {
    this.map.set("", { node: inputExpr, via: [] });
  }

  read(type: ts.Type, pointer: Pointer, origin: ts.Node, path: readonly ts.Type[]): JsonObject {
    const where = subject(pointer);
    if (path.length > MAX_DEPTH) throw new SealReadError(`${where} is nested more than ${MAX_DEPTH} levels deep`, origin);
    if (path.includes(type)) throw new SealReadError(`${where} contains itself; recursive Seal schemas are not supported`, origin);
    if (type.flags & ts.TypeFlags.Any) throw new SealReadError(`${where} has type \`any\`, so its structure is not visible`, origin);
    if (type.isUnion()) {
      throw new SealReadError(`${where} has type \`${this.text(type)}\`: one of several schemas chosen at runtime, so the one sent is not known`, origin);
    }
    const kind = this.sealClass(type);
    if (!kind) throw new SealReadError(`${where} (type \`${this.text(type)}\`) is not a Seal validator`, origin);
    const inner = [...path, type];
    switch (kind) {
      case "ObjectValidator":
        return this.readObject(type, pointer, origin, inner);
      case "ArrayValidator": {
        const element = this.member(type, "validator", pointer, origin, "item validator");
        return { type: "array", items: this.read(element, pointerJoin(pointer, "items"), origin, inner) };
      }
      case "RecordValidator": {
        const value = this.member(type, "valueValidator", pointer, origin, "value validator");
        return { type: "object", additionalProperties: this.read(value, pointerJoin(pointer, "additionalProperties"), origin, inner) };
      }
      case "UnionValidator":
        throw new SealReadError(`${where} is a Seal \`v.union()\`, whose type does not list its members; the schema sent cannot be known from types`, origin);
      case "TupleValidator":
        throw new SealReadError(`${where} is a Seal \`v.tuple()\`, whose type does not keep the order of its items; the schema sent cannot be known from types`, origin);
      case "ComputedValidator":
      case "ManagedValidator":
        throw new SealReadError(`${where} is a Seal computed value, which is derived at runtime and not an input`, origin);
      case "BaseValidator":
        throw new SealReadError(`${where} is typed as the general \`BaseValidator\`, which hides which validator it is`, origin);
      default:
        if (kind === "DateValidator") this.dates.push(pointer);
        if (kind === "ScalarValidator") this.scalars.push(pointer);
        return { ...LEAVES[kind] };
    }
  }

  private readObject(type: ts.Type, pointer: Pointer, origin: ts.Node, path: readonly ts.Type[]): JsonObject {
    const shape = this.member(type, "schema", pointer, origin, "shape");
    if (this.checker.getIndexInfosOfType(shape).length > 0) {
      throw new SealReadError(`the properties of ${subject(pointer)} are not visible in its type (its shape is \`${this.text(shape)}\`)`, origin);
    }
    const properties: JsonObject = {};
    for (const symbol of this.checker.getPropertiesOfType(shape)) {
      const propertyPointer = pointerJoin(pointer, "properties", symbol.name);
      const declaration = symbol.declarations?.[0];
      const propertyType = this.checker.getNonNullableType(this.checker.getTypeOfSymbol(symbol));
      const kind = this.sealClass(propertyType);
      // A computed field is filled in by Seal from other fields; the model never sends it.
      if (kind === "ComputedValidator" || kind === "ManagedValidator") {
        this.computed.push(propertyPointer);
        continue;
      }
      const initializer = declaration && ts.isPropertyAssignment(declaration) ? declaration.initializer : undefined;
      this.map.set(propertyPointer, declaration ? { node: initializer ?? declaration, declaration, via: [] } : { node: origin, via: [] });
      Object.defineProperty(properties, symbol.name, {
        value: this.read(propertyType, propertyPointer, declaration ?? origin, path),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return { type: "object", properties, additionalProperties: false };
  }

  private member(type: ts.Type, name: string, pointer: Pointer, origin: ts.Node, label: string): ts.Type {
    const symbol = this.checker.getPropertyOfType(type, name);
    const member = symbol && this.checker.getTypeOfSymbol(symbol);
    if (!member || member.flags & ts.TypeFlags.Any) {
      throw new SealReadError(`the ${label} of ${subject(pointer)} is not visible in its type`, origin);
    }
    return member;
  }

  /** The most derived Seal class among the type (or its intersection parts) and its bases. */
  private sealClass(type: ts.Type): string | undefined {
    const parts = type.isIntersection() ? type.types : [type];
    const found = parts.map((part) => this.classChain(part)).filter((name) => name !== undefined);
    // `ArrayValidator & { validator: T }` reads `validator` as `BaseValidator & T`: T is the real one.
    return found.find((name) => name !== "BaseValidator") ?? found[0];
  }

  private classChain(type: ts.Type, depth = 0): string | undefined {
    const target = (type as ts.TypeReference).target ?? type;
    const symbol = target.getSymbol();
    if (symbol && isSealSymbol(symbol) && (symbol.name in LEAVES || KNOWN_COMPOSITES.has(symbol.name))) return symbol.name;
    if (depth > 16 || !target.isClassOrInterface()) return undefined;
    for (const base of this.checker.getBaseTypes(target)) {
      const found = this.classChain(base, depth + 1);
      if (found) return found;
    }
    return undefined;
  }

  private text(type: ts.Type): string {
    return this.checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation).slice(0, 200);
  }

  gaps(): string[] {
    const gaps = [
      "whether a field is required is decided at runtime by .required() (Seal fields are optional unless it is called); every property is written as optional",
      "descriptions, .nullable(), .default(), .allowUnknown() and validation rules are not visible in the type",
    ];
    if (this.dates.length) gaps.push(`dates are written as strings; their format is decided at runtime: ${listPaths(this.dates)}`);
    if (this.scalars.length) {
      gaps.push(`the allowed values of a Seal v.enum() or v.scalar() are not visible in the type; written as a string: ${listPaths(this.scalars)}`);
    }
    if (this.computed.length) gaps.push(`computed fields are derived at runtime and left out of the input: ${listPaths(this.computed)}`);
    return gaps;
  }
}
