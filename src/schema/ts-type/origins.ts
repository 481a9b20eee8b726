import ts from "../../util/typescript.cjs";
import { dataProperties, isFromDefaultLibrary, isFunctionOnly, nonNullishMembers, withoutUndefined } from "./facts.js";
import { isJsonObject, pointerJoin, type JsonObject, type JsonValue, type Pointer, type SourceMap } from "../types.js";

/**
 * Source map for the type routes: walks a schema alongside the type it was made from and records,
 * for every property, the declaration that wrote it, so findings and fixes can point at
 * `note?: string` rather than at the whole type argument.
 */
export function mapTypeOrigins(checker: ts.TypeChecker, type: ts.Type, schema: JsonObject, fallback: ts.Node): SourceMap {
  const map: SourceMap = new Map();
  map.set("", { node: fallback, via: [] });
  pairSchemaWithType(checker, type, schema, originRecorder(map));
  return map;
}

/**
 * The pairing visitor that fills a source map, for callers that pair a schema with its type for
 * other reasons too (one walk instead of two). It leaves the root to the caller.
 */
export function originRecorder(map: SourceMap): (pair: SchemaTypePair) => void {
  return ({ pointer, property, type: paired }) => {
    if (pointer === "") return;
    if (property) {
      const declaration = programDeclaration(property);
      if (!declaration) return;
      const typeNode = (declaration as ts.Node & { type?: ts.Node }).type;
      map.set(pointer, { node: typeNode && ts.isTypeNode(typeNode) ? typeNode : declaration, declaration, via: [] });
      return;
    }
    // A union branch, an array item or a definition: the type's own declaration, when it has one.
    const members = nonNullishMembers(paired);
    const own = members.length === 1 ? programDeclaration(members[0].aliasSymbol ?? members[0].getSymbol()) : undefined;
    if (own) map.set(pointer, { node: own, via: [] });
  };
}

export interface SchemaTypePair {
  readonly pointer: Pointer;
  readonly schema: JsonObject;
  /** The type this schema node was made from (nullish members included). */
  readonly type: ts.Type;
  /** Set when the schema node is a property's value. */
  readonly property?: ts.Symbol;
}

/**
 * Visits each schema node that can be matched to a type: properties by name, array `items`, tuple
 * `prefixItems`, index signatures, `anyOf` branches whose union member is identifiable, and each
 * `$defs` entry once (from its first `$ref`). Nodes that cannot be matched are skipped.
 */
export function pairSchemaWithType(
  checker: ts.TypeChecker,
  type: ts.Type,
  schema: JsonObject,
  visit: (pair: SchemaTypePair) => void,
): void {
  const defs = isJsonObject(schema.$defs) ? schema.$defs : {};
  const seenDefinitions = new Set<string>();

  const step = (pointer: Pointer, node: JsonValue, paired: ts.Type, property: ts.Symbol | undefined, depth: number) => {
    if (!isJsonObject(node) || depth > 100) return;
    visit({ pointer, schema: node, type: paired, property });

    const definition = typeof node.$ref === "string" ? /^#\/\$defs\/(.+)$/.exec(node.$ref)?.[1] : undefined;
    if (definition !== undefined && !seenDefinitions.has(definition)) {
      const name = definition.replace(/~1/g, "/").replace(/~0/g, "~");
      seenDefinitions.add(definition);
      if (Object.hasOwn(defs, name)) step(pointerJoin("/$defs", name), defs[name], paired, undefined, depth + 1);
    }

    const members = nonNullishMembers(paired);
    if (Array.isArray(node.anyOf) && members.length > 0) {
      for (const [index, member] of matchBranches(checker, node.anyOf, members)) {
        step(pointerJoin(pointer, "anyOf", index), node.anyOf[index], member, undefined, depth + 1);
      }
      return;
    }
    if (members.length !== 1) return;
    const target = members[0];

    if (isJsonObject(node.properties)) {
      for (const [name, sub] of Object.entries(node.properties)) {
        const symbol = checker.getPropertyOfType(target, name);
        if (symbol) step(pointerJoin(pointer, "properties", name), sub, checker.getTypeOfSymbol(symbol), symbol, depth + 1);
      }
    }
    if (isJsonObject(node.additionalProperties)) {
      const info = checker.getIndexInfosOfType(target)[0];
      if (info) step(pointerJoin(pointer, "additionalProperties"), node.additionalProperties, info.type, undefined, depth + 1);
    }
    if (checker.isTupleType(target)) {
      const elements = checker.getTypeArguments(target as ts.TypeReference);
      const flags = ((target as ts.TypeReference).target as ts.TupleType).elementFlags;
      if (Array.isArray(node.prefixItems)) {
        node.prefixItems.forEach((sub, index) => {
          if (elements[index]) step(pointerJoin(pointer, "prefixItems", index), sub, elements[index], undefined, depth + 1);
        });
      }
      const restIndex = flags.findIndex((flag) => flag & ts.ElementFlags.Rest);
      const itemsType = Array.isArray(node.prefixItems) ? elements[restIndex] : elements[0];
      if (itemsType) step(pointerJoin(pointer, "items"), node.items, itemsType, undefined, depth + 1);
    } else if (checker.isArrayType(target)) {
      const [element] = checker.getTypeArguments(target as ts.TypeReference);
      if (element) step(pointerJoin(pointer, "items"), node.items, element, undefined, depth + 1);
    }
  };

  step("", schema, type, undefined, 0);
}

/**
 * Pairs `anyOf` branches with union members. Only structured branches are matched (objects by
 * their property names, arrays when there is one of each); primitives carry nothing to map.
 */
function matchBranches(
  checker: ts.TypeChecker,
  branches: readonly JsonValue[],
  members: readonly ts.Type[],
): [number, ts.Type][] {
  const pairs: [number, ts.Type][] = [];
  const used = new Set<ts.Type>();
  const objects = members.filter((m) => m.flags & ts.TypeFlags.Object && !checker.isArrayType(m) && !checker.isTupleType(m));
  const arrays = members.filter((m) => checker.isArrayType(m) || checker.isTupleType(m));
  const arrayBranches = branches.filter((b) => isJsonObject(b) && b.type === "array");

  branches.forEach((branch, index) => {
    if (!isJsonObject(branch)) return;
    if (branch.type === "array") {
      if (arrays.length === 1 && arrayBranches.length === 1) pairs.push([index, arrays[0]]);
      return;
    }
    if (branch.type !== "object") return;
    const names = Object.keys(isJsonObject(branch.properties) ? branch.properties : {}).sort().join("\n");
    const match = objects.find((member) => !used.has(member) && propertyNames(checker, member) === names);
    if (match) {
      used.add(match);
      pairs.push([index, match]);
    }
  });
  return pairs;
}

function propertyNames(checker: ts.TypeChecker, type: ts.Type): string {
  return dataProperties(checker, type)
    .filter((property) => !isFunctionOnly(checker, withoutUndefined(checker.getTypeOfSymbol(property)).type))
    .map((property) => property.name)
    .sort()
    .join("\n");
}

/** The first declaration written in the program (not in a default lib file). */
function programDeclaration(symbol: ts.Symbol | undefined): ts.Declaration | undefined {
  return symbol?.declarations?.find((declaration) => !isFromDefaultLibrary(declaration));
}
