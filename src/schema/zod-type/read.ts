import ts from "../../util/typescript.cjs";
import { isZodSymbol, looksZod } from "../shared/library.js";
import { pointerJoin, pointerSegments, pointerToPath, type Pointer } from "../types.js";
import type { LiteralValue, ObjectExtra, ShapeEntry, WrapperNode, ZodNode } from "./ir.js";
import { isArrayIndex } from "./order.js";

const MAX_DEPTH = 64;

/** Thrown inside the reader only; `resolveZodType` turns it into a refusal. */
export class ZodReadError extends Error {
  constructor(
    message: string,
    readonly node: ts.Node,
  ) {
    super(message);
  }
}

/** Kinds zod's converter refuses by default; the text is the error zod throws for them. */
const UNREPRESENTABLE: Record<string, string> = {
  bigint: "BigInt cannot be represented in JSON Schema",
  symbol: "Symbols cannot be represented in JSON Schema",
  undefined: "Undefined cannot be represented in JSON Schema",
  void: "Void cannot be represented in JSON Schema",
  date: "Date cannot be represented in JSON Schema",
  nan: "NaN cannot be represented in JSON Schema",
  custom: "Custom types cannot be represented in JSON Schema",
  function: "Function types cannot be represented in JSON Schema",
  transform: "Transforms cannot be represented in JSON Schema",
  map: "Map cannot be represented in JSON Schema",
  set: "Set cannot be represented in JSON Schema",
};

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional", "promise"]);

const MAX_PATH_CHARS = 120;

/** "the input schema" or "the schema at `properties.when`", for reasons a user reads. */
export function describePointer(pointer: Pointer): string {
  if (pointer === "") return "the input schema";
  let path = pointerToPath(pointer);
  if (path.length > MAX_PATH_CHARS) {
    const segments = pointerSegments(pointer);
    path = [...segments.slice(0, 4), "…", ...segments.slice(-4)].join(".");
  }
  return `the schema at \`${path}\``;
}

export class ZodTypeReader {
  private readonly memo = new Map<ts.Type, ZodNode>();

  constructor(private readonly checker: ts.TypeChecker) {}

  read(type: ts.Type, pointer: Pointer, origin: ts.Node, depth = 0): ZodNode {
    const known = this.memo.get(type);
    if (known) return known;
    const where = describePointer(pointer);
    if (depth > MAX_DEPTH) {
      throw new ZodReadError(`${where} is nested more than ${MAX_DEPTH} levels deep`, origin);
    }
    if (type.flags & ts.TypeFlags.Any) throw new ZodReadError(`${where} has type \`any\`, so its structure is not visible`, origin);
    if (type.flags & ts.TypeFlags.TypeParameter) {
      throw new ZodReadError(`${where} has the unresolved generic type \`${this.text(type)}\``, origin);
    }
    if (type.isUnion()) {
      throw new ZodReadError(
        `${where} has type \`${this.text(type)}\`: one of several schemas chosen at runtime, so the one sent is not known`,
        origin,
      );
    }
    const schemaType = this.zodPart(type);
    if (!schemaType) throw new ZodReadError(`${where} (type \`${this.text(type)}\`) is not a zod schema`, origin);
    const def = this.prop(this.prop(schemaType, "_zod"), "def");
    const kindType = def && this.prop(def, "type");
    if (!def || !kindType?.isStringLiteral()) {
      throw new ZodReadError(
        `${where} is typed as the general \`${this.text(type)}\` (an annotation such as \`z.ZodType<T>\` hides its structure); let TypeScript infer the schema's type`,
        origin,
      );
    }
    const kind = kindType.value;
    const next = (child: ts.Type | undefined, childPointer: Pointer, label: string): ZodNode => {
      if (!child) throw new ZodReadError(`the ${label} of ${where} (a zod ${kind}) is not visible in its type`, origin);
      return this.read(child, childPointer, origin, depth + 1);
    };

    if (UNREPRESENTABLE[kind]) {
      throw new ZodReadError(`zod cannot convert ${where} to JSON Schema (it throws "${UNREPRESENTABLE[kind]}")`, origin);
    }
    switch (kind) {
      case "string":
      case "boolean":
      case "null":
      case "never":
      case "file":
        return this.remember(type, { kind, pointer });
      case "any":
      case "unknown":
        return this.remember(type, { kind: "any", pointer });
      case "success":
        return this.remember(type, { kind: "boolean", pointer });
      case "template_literal":
        return this.remember(type, { kind: "template", pointer });
      case "number": {
        const format = this.prop(def, "format");
        const integer = format?.isStringLiteral() ? format.value.includes("int") : undefined;
        return this.remember(type, { kind: "number", pointer, integer });
      }
      case "enum":
        return this.remember(type, this.readEnum(type, def, pointer, where, origin));
      case "literal":
        return this.remember(type, this.readLiteral(type, def, pointer, where, origin));
      case "object": {
        const node: ZodNode = { kind: "object", pointer, shape: [], extra: { mode: "strip" } };
        this.remember(type, node);
        node.extra = this.readExtra(schemaType, pointer, where, origin, depth);
        node.shape = this.readShape(this.prop(def, "shape"), pointer, where, origin, depth);
        return node;
      }
      case "array": {
        const node = { kind: "array", pointer } as Extract<ZodNode, { kind: "array" }>;
        this.remember(type, node);
        node.element = next(this.prop(def, "element"), pointerJoin(pointer, "items"), "element");
        return node;
      }
      case "tuple": {
        const node = { kind: "tuple", pointer, items: [], rest: null } as Extract<ZodNode, { kind: "tuple" }>;
        this.remember(type, node);
        node.items = this.elements(this.prop(def, "items"), where, origin).map((item, index) =>
          next(item, pointerJoin(pointer, "items", index), `item ${index}`),
        );
        const rest = this.prop(def, "rest");
        if (rest && !(rest.flags & ts.TypeFlags.Null)) node.rest = next(rest, pointerJoin(pointer, "additionalItems"), "rest");
        return node;
      }
      case "record":
        return this.readRecord(type, def, pointer, where, origin, depth);
      case "union": {
        const exclusive = Boolean(this.checker.getPropertyOfType(def, "discriminator")) || this.isXor(schemaType);
        const node = { kind: "union", pointer, options: [], exclusive } as Extract<ZodNode, { kind: "union" }>;
        this.remember(type, node);
        const keyword = exclusive ? "oneOf" : "anyOf";
        node.options = this.elements(this.prop(def, "options"), where, origin).map((option, index) =>
          next(option, pointerJoin(pointer, keyword, index), `option ${index}`),
        );
        return node;
      }
      case "intersection": {
        const node = { kind: "intersection", pointer } as Extract<ZodNode, { kind: "intersection" }>;
        this.remember(type, node);
        node.left = next(this.prop(def, "left"), pointerJoin(pointer, "allOf", 0), "left side");
        node.right = next(this.prop(def, "right"), pointerJoin(pointer, "allOf", 1), "right side");
        return node;
      }
      case "lazy": {
        const node = { kind: "lazy", pointer } as WrapperNode;
        this.remember(type, node);
        node.inner = next(this.prop(this.prop(schemaType, "_zod"), "innerType"), pointer, "inner schema");
        return node;
      }
      case "pipe": {
        const input = this.prop(def, "in");
        const inKind = input && this.prop(this.prop(input, "_zod"), "def");
        const inIsTransform = this.literalOf(inKind && this.prop(inKind, "type")) === "transform";
        const node = { kind: "pipe", pointer, inIsTransform } as Extract<ZodNode, { kind: "pipe" }>;
        this.remember(type, node);
        node.converted = inIsTransform ? next(this.prop(def, "out"), pointer, "output schema") : next(input, pointer, "input schema");
        return node;
      }
      default:
        if (WRAPPERS.has(kind)) {
          const node = { kind, pointer } as WrapperNode;
          this.remember(type, node);
          node.inner = next(this.prop(def, "innerType"), pointer, "inner schema");
          return node;
        }
        throw new ZodReadError(`${where} is a zod \`${kind}\`, which this reader does not know`, origin);
    }
  }

  private remember<T extends ZodNode>(type: ts.Type, node: T): T {
    this.memo.set(type, node);
    return node;
  }

  private text(type: ts.Type): string {
    return this.checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation).slice(0, 200);
  }

  prop(type: ts.Type | undefined, name: string): ts.Type | undefined {
    if (!type) return undefined;
    const symbol = this.checker.getPropertyOfType(type, name);
    return symbol ? this.checker.getTypeOfSymbol(symbol) : undefined;
  }

  private literalOf(type: ts.Type | undefined): string | undefined {
    return type?.isStringLiteral() ? type.value : undefined;
  }

  /** A branded or refined schema is an intersection; the part whose `def.type` is one literal is the schema. */
  private zodPart(type: ts.Type): ts.Type | undefined {
    const parts = type.isIntersection() ? type.types : [type];
    const schemas = parts.filter((part) => looksZod(this.checker, part));
    const specific = schemas.find((part) => this.prop(this.prop(this.prop(part, "_zod"), "def"), "type")?.isStringLiteral());
    return specific ?? schemas[0];
  }

  private isXor(type: ts.Type): boolean {
    const symbols = [type.getSymbol(), (type as ts.TypeReference).target?.getSymbol()];
    return symbols.some((symbol) => symbol !== undefined && isZodSymbol(symbol) && /^(\$Zod|Zod|ZodMini)Xor$/.test(symbol.name));
  }

  private elements(tuple: ts.Type | undefined, where: string, origin: ts.Node): readonly ts.Type[] {
    if (!tuple || !this.checker.isTupleType(tuple)) {
      throw new ZodReadError(`the members of ${where} are not a fixed list in its type`, origin);
    }
    return this.checker.getTypeArguments(tuple as ts.TypeReference);
  }

  private readShape(shape: ts.Type | undefined, pointer: Pointer, where: string, origin: ts.Node, depth: number): ShapeEntry[] {
    if (!shape || shape.flags & ts.TypeFlags.Any || this.checker.getIndexInfosOfType(shape).length > 0) {
      throw new ZodReadError(`the properties of ${where} are not visible in its type (its shape is \`${shape ? this.text(shape) : "unknown"}\`)`, origin);
    }
    return jsPropertyOrder(this.checker.getPropertiesOfType(shape)).map((symbol) => {
      const declaration = symbol.declarations?.[0];
      const propertyOrigin = declaration && !isZodSymbol(symbol) ? declaration : origin;
      const propertyType = this.checker.getNonNullableType(this.checker.getTypeOfSymbol(symbol));
      const node = this.read(propertyType, pointerJoin(pointer, "properties", symbol.name), propertyOrigin, depth + 1);
      return { name: symbol.name, symbol, node };
    });
  }

  private readExtra(schemaType: ts.Type, pointer: Pointer, where: string, origin: ts.Node, depth: number): ObjectExtra {
    const config = this.prop(this.prop(schemaType, "_zod"), "config");
    const name = config && this.zodAliasName(config);
    if (name === "$strip") return { mode: "strip" };
    if (name === "$strict") return { mode: "strict" };
    if (name === "$loose") return { mode: "loose" };
    const catchall = name === "$catchall" ? config?.aliasTypeArguments?.[0] : undefined;
    if (catchall) return { mode: "catchall", schema: this.read(catchall, pointerJoin(pointer, "additionalProperties"), origin, depth + 1) };
    throw new ZodReadError(`whether ${where} is strict, loose or strips unknown keys is not visible in its type`, origin);
  }

  /** `$strict` and `$strip` are the same structure; only the zod alias that declares them tells them apart. */
  private zodAliasName(type: ts.Type): string | undefined {
    if (type.aliasSymbol && isZodSymbol(type.aliasSymbol)) return type.aliasSymbol.name;
    const parent = type.getSymbol()?.declarations?.[0]?.parent;
    if (parent && ts.isTypeAliasDeclaration(parent) && isZodSymbol(type.getSymbol())) return parent.name.text;
    return undefined;
  }

  private readEnum(type: ts.Type, def: ts.Type, pointer: Pointer, where: string, origin: ts.Node): ZodNode {
    const entries = this.prop(def, "entries");
    // A numeric TS enum has a number index (its reverse mapping); only a string index hides the values.
    const open = entries && this.checker.getIndexInfosOfType(entries).find((info) => info.keyType.flags & ts.TypeFlags.String);
    // Values of type `any` come from something TypeScript could not type (an unresolved import): `as const` would not help.
    if (open && open.type.flags & ts.TypeFlags.Any) {
      throw new ZodReadError(`the enum values of ${where} are of type \`any\` in its type; make what they are read from resolve to literal values`, origin);
    }
    if (!entries || open) {
      throw new ZodReadError(`the enum values of ${where} are not visible in its type (declare the array \`as const\`)`, origin);
    }
    const members = this.checker.getPropertiesOfType(entries);
    const values = members.map((member) => {
      const value = this.checker.getTypeOfSymbol(member);
      if (value.isStringLiteral() || value.isNumberLiteral()) return { key: member.name, value: value.value };
      throw new ZodReadError(`the value of \`${member.name}\` in the enum ${where} is not a literal in its type`, origin);
    });
    // zod reads the values back from an object, so integer-like keys come first as in any JS object.
    const ordered = [...values.filter((v) => isArrayIndex(v.key)).sort((a, b) => Number(a.key) - Number(b.key)), ...values.filter((v) => !isArrayIndex(v.key))];
    const orderFromUnion = values.length > 1 && members.some((member) => !member.declarations?.length);
    return { kind: "enum", pointer, type, values: ordered.map((v) => v.value), orderFromUnion };
  }

  private readLiteral(type: ts.Type, def: ts.Type, pointer: Pointer, where: string, origin: ts.Node): ZodNode {
    const valuesType = this.prop(def, "values");
    const element = valuesType && this.checker.isArrayType(valuesType) ? this.checker.getTypeArguments(valuesType as ts.TypeReference)[0] : undefined;
    if (!element) throw new ZodReadError(`the literal value of ${where} is not visible in its type`, origin);
    const members = element.isUnion() ? element.types : [element];
    const values: LiteralValue[] = members.map((member) => this.literalValue(member, where, origin));
    return { kind: "literal", pointer, type, values, orderFromUnion: values.length > 1 };
  }

  private literalValue(member: ts.Type, where: string, origin: ts.Node): LiteralValue {
    if (member.isStringLiteral() || member.isNumberLiteral()) return member.value;
    if (member.flags & ts.TypeFlags.Null) return null;
    if (member.flags & ts.TypeFlags.BooleanLiteral) return this.checker.typeToString(member) === "true";
    if (member.flags & ts.TypeFlags.Undefined) {
      throw new ZodReadError(`zod cannot convert ${where} to JSON Schema (it throws "Literal \`undefined\` cannot be represented in JSON Schema")`, origin);
    }
    if (member.flags & ts.TypeFlags.BigIntLiteral) {
      throw new ZodReadError(`zod cannot convert ${where} to JSON Schema (it throws "BigInt literals cannot be represented in JSON Schema")`, origin);
    }
    throw new ZodReadError(`the literal value of ${where} is \`${this.text(member)}\` in its type, not one value`, origin);
  }

  private readRecord(type: ts.Type, def: ts.Type, pointer: Pointer, where: string, origin: ts.Node, depth: number): ZodNode {
    const node = { kind: "record", pointer, partial: false, stringKey: false } as Extract<ZodNode, { kind: "record" }>;
    this.remember(type, node);
    const keyType = this.prop(def, "keyType");
    if (!keyType) throw new ZodReadError(`the key schema of ${where} is not visible in its type`, origin);
    const keyParts = keyType.isIntersection() ? keyType.types : [keyType];
    node.partial = keyParts.some((part) => this.zodAliasName(part) === "$partial");
    const key = this.zodPart(keyType);
    const keyKind = this.literalOf(this.prop(this.prop(this.prop(key, "_zod"), "def"), "type"));
    node.stringKey = keyKind === "string";
    // zod does not convert the key for this target; it only asks the key for literal values.
    if (key) {
      try {
        node.key = this.read(key, pointerJoin(pointer, "propertyNames"), origin, depth + 1);
      } catch (error) {
        if (!(error instanceof ZodReadError)) throw error;
      }
    }
    const valueType = this.prop(def, "valueType");
    if (!valueType) throw new ZodReadError(`the value schema of ${where} is not visible in its type`, origin);
    node.value = this.read(valueType, pointerJoin(pointer, "additionalProperties"), origin, depth + 1);
    return node;
  }
}

/** A shape is a plain object at runtime, so zod meets integer-like keys first, ascending. */
export function jsPropertyOrder(symbols: readonly ts.Symbol[]): ts.Symbol[] {
  const indexLike = symbols.filter((symbol) => isArrayIndex(symbol.name)).sort((a, b) => Number(a.name) - Number(b.name));
  return [...indexLike, ...symbols.filter((symbol) => !isArrayIndex(symbol.name))];
}
