import ts from "../../util/typescript.cjs";
import tsjModule from "../../util/tsj.cjs";
import type * as Tsj from "ts-json-schema-generator";
import { normalizeSchema } from "./normalize.js";
import {
  builtinStringFormat,
  dataProperties,
  isFunctionOnly,
  isPlainObjectType,
  nonNullishMembers,
  withoutUndefined,
} from "./facts.js";
import { originRecorder, pairSchemaWithType, type SchemaTypePair } from "./origins.js";
import { resolveType } from "./walk.js";
import { isJsonObject, type JsonObject, type JsonValue, type Pointer, type Resolution, type SourceMap } from "../types.js";

type BaseType = Tsj.BaseType;
type CompletedConfig = Tsj.CompletedConfig;
type SubNodeParser = Tsj.SubNodeParser;
type SchemaGenerator = Tsj.SchemaGenerator;

/**
 * Route "type": ts-json-schema-generator (TSJ) on a type node written in the source — the explicit
 * type argument of `ai.tool<Input>(…)` or the annotation of `execute`'s first parameter. TSJ reads
 * the nodes themselves, so it keeps JSDoc and tags (`@minimum`) exactly as written. When it throws or
 * returns one of its known wrong shapes, the checker walk resolves the same type instead.
 */

/** TSJ's options; its defaults come with the module, which is loaded on the first use. */
const tsjConfig = (defaults: CompletedConfig): CompletedConfig => ({
  ...defaults,
  // The root is the type itself and only recursion creates definitions: no random or path-hash
  // names for exported types, and no "multiple definitions" error for two types named alike.
  topRef: false,
  expose: "none",
  jsDoc: "extended",
  additionalProperties: false,
  functions: "hide",
  // Read only when TSJ builds a Program itself; set so that path could never start a second full
  // type check of the user's project.
  skipTypeCheck: true,
});

interface Engine {
  readonly generator: SchemaGenerator;
  /** Declarations TSJ parsed, keyed lazily (see DeclarationNames) to recover real names. */
  readonly declarations: DeclarationNames;
  /** What TSJ made of a plain reference to a declaration, by the declaration's symbol (see sharedKey). */
  readonly byDeclaration: Map<ts.Symbol, Generated>;
}

/** TSJ's schema for a type node, checked against the checker's type, with the origins of its parts. */
interface Generated {
  readonly schema: JsonObject;
  /** One of TSJ's known wrong answers (see findSilentFailure), or undefined when the schema agrees. */
  readonly problem: string | undefined;
  /** Origins of every pointer but the root, which is the type node of each use. */
  readonly origins: SourceMap;
}

const engines = new WeakMap<ts.Program, Engine>();

export function resolveTypeNode(program: ts.Program, typeNode: ts.TypeNode): Resolution {
  const checker = program.getTypeChecker();
  let type: ts.Type;
  try {
    type = checker.getTypeFromTypeNode(typeNode);
  } catch (error) {
    return { ok: false, reason: `TypeScript could not resolve this type: ${errorText(error)}.`, node: typeNode };
  }
  let thrown: string | undefined;
  try {
    const engine = engineFor(program);
    const key = sharedKey(checker, typeNode);
    let generated = key && engine.byDeclaration.get(key);
    if (!generated) {
      generated = generate(engine, checker, type, typeNode);
      if (key) engine.byDeclaration.set(key, generated);
    }
    if (generated.problem === undefined) {
      const map: SourceMap = new Map([["", { node: typeNode, via: [] }], ...generated.origins]);
      // A memoised schema is shared by every use: each resolution gets its own copy to own.
      const schema = key ? (structuredClone(generated.schema) as JsonObject) : generated.schema;
      return { ok: true, schema, map, route: "type", exact: true, gaps: [] };
    }
  } catch (error) {
    // TSJ throws on node kinds it does not know (`import("…").T`) and on type errors; the checker
    // walk below handles the first and explains the second. A throw leaves TSJ's cycle bookkeeping
    // half-done (later calls then fail with "missing definition"), so that generator is discarded.
    engines.delete(program);
    thrown = errorText(error);
  }
  const walked = resolveType(program, type, typeNode);
  if (walked.ok || thrown === undefined) return walked;
  return { ...walked, reason: `${walked.reason} (ts-json-schema-generator also failed: ${thrown})` };
}

function generate(engine: Engine, checker: ts.TypeChecker, type: ts.Type, typeNode: ts.TypeNode): Generated {
  const raw = engine.generator.createSchemaFromNodes([typeNode]) as unknown as JsonValue;
  const schema = normalizeSchema(raw, { definitionName: (name) => engine.declarations.nameOf(name) });
  const origins: SourceMap = new Map();
  const problem = findSilentFailure(checker, type, schema, originRecorder(origins));
  return { schema, problem, origins };
}

/**
 * A bare reference (`args: ListArgs`, `ai.tool<OrderInput>`) makes TSJ parse the referenced
 * declaration and nothing of the reference itself. The one thing TSJ's annotation reader could take
 * from the use is the JSDoc of the parameter or property that holds it (its "annotated node"); it
 * did not at a schema's root in our tests, but a use with such JSDoc is not shared, so that no answer
 * can depend on which use came first. Without it and without type arguments, every reference to one
 * declaration gives the same schema, verdict and origins: keyed by the declaration's symbol, import
 * aliases followed.
 */
function sharedKey(checker: ts.TypeChecker, typeNode: ts.TypeNode): ts.Symbol | undefined {
  if (!ts.isTypeReferenceNode(typeNode) || typeNode.typeArguments) return undefined;
  const holder = typeNode.parent;
  const annotated =
    ts.isParameter(holder) || ts.isPropertySignature(holder) || ts.isPropertyDeclaration(holder) || ts.isIndexSignatureDeclaration(holder);
  if (annotated && ts.getJSDocCommentsAndTags(holder).length > 0) return undefined;
  let symbol = checker.getSymbolAtLocation(typeNode.typeName);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declarations = symbol?.declarations;
  if (!declarations?.length || !declarations.every((declaration) => SHAREABLE.has(declaration.kind))) return undefined;
  return symbol;
}

const SHAREABLE = new Set([ts.SyntaxKind.InterfaceDeclaration, ts.SyntaxKind.TypeAliasDeclaration, ts.SyntaxKind.EnumDeclaration]);

function engineFor(program: ts.Program): Engine {
  const cached = engines.get(program);
  if (cached) return cached;
  const tsj = tsjModule.loadTsj();
  const config = tsjConfig(tsj.DEFAULT_CONFIG);
  const declarations = new DeclarationNames(tsj);
  const parser = tsj.createParser(program, config, (chain) => {
    chain.addNodeParser(new DeclarationRecorder(declarations));
  });
  const generator = new tsj.SchemaGenerator(program, parser, tsj.createFormatter(config), config);
  const engine: Engine = { generator, declarations, byDeclaration: new Map() };
  engines.set(program, engine);
  return engine;
}

/** Declarations TSJ can name a definition after (its ids are `<kind>-<getKey(node)>…`). */
const NAMEABLE = new Set([
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.TypeLiteral,
  ts.SyntaxKind.MappedType,
]);

/**
 * First in TSJ's parser chain, it never claims a node: it only notes each declaration TSJ is about
 * to parse, so a definition name can be mapped back to its declaration and real TypeScript name.
 */
class DeclarationRecorder implements SubNodeParser {
  constructor(private readonly declarations: DeclarationNames) {}

  supportsNode(node: ts.Node): boolean {
    if (NAMEABLE.has(node.kind)) this.declarations.add(node);
    return false;
  }

  createType(): BaseType {
    throw new Error("DeclarationRecorder never parses a node");
  }
}

const TSJ_DEFINITION = /^(?:def-)*(?:interface|class|alias|structure|enum|indexed-type)-(.+)$/;

/**
 * TSJ's definition names embed `getKey` of the declaration (a hash of the cwd-relative path of every
 * ancestor and their positions). Computing it costs more than TSJ's parse of a small interface, and
 * only a recursive type writes definitions, so keys are computed when a name is asked for.
 */
class DeclarationNames {
  constructor(private readonly tsj: Pick<typeof Tsj, "getKey" | "Context">) {}

  private readonly pending = new Set<ts.Node>();
  private readonly byKey = new Map<string, ts.Node>();

  add(node: ts.Node): void {
    if (node.getSourceFile()) this.pending.add(node);
  }

  nameOf(rawName: string): string | undefined {
    const stem = TSJ_DEFINITION.exec(rawName)?.[1];
    if (stem === undefined) return undefined;
    for (const node of this.pending) this.byKey.set(this.tsj.getKey(node, new this.tsj.Context()), node);
    this.pending.clear();
    let best: ts.Node | undefined;
    let bestLength = 0;
    // A definition name is `<key>` plus optional `<type arguments>` and an annotation hash.
    for (const [key, node] of this.byKey) {
      if (key.length > bestLength && stem.startsWith(key)) {
        best = node;
        bestLength = key.length;
      }
    }
    return best ? nameOfDeclaration(best) : undefined;
  }
}

function nameOfDeclaration(node: ts.Node): string | undefined {
  if (
    (ts.isInterfaceDeclaration(node) ||
      ts.isClassDeclaration(node) ||
      ts.isTypeAliasDeclaration(node) ||
      ts.isEnumDeclaration(node)) &&
    node.name
  ) {
    return node.name.text;
  }
  if ((ts.isTypeLiteralNode(node) || ts.isMappedTypeNode(node)) && ts.isTypeAliasDeclaration(node.parent)) {
    return node.parent.name.text;
  }
  return undefined;
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const first = error.message.split("\n")[0];
  const cause = error.cause instanceof Error ? error.cause.message.split("\n")[0] : undefined;
  return cause && cause !== first ? `${first} ${cause}` : first;
}

/** Keywords that describe a schema without constraining it: a node with only these accepts anything. */
const ANNOTATION_ONLY = new Set(["description", "title", "$comment", "default", "examples", "deprecated", "readOnly", "writeOnly"]);

/**
 * TSJ's known wrong answers, which it returns instead of throwing: `{}` where it met `any`/`unknown`
 * or a type it could not follow (`ReturnType<typeof f>`), "Failed to correctly infer type", a
 * `{ not: {} }` for `never` or a function, bigint written as number, a lost `Date` format, an object
 * whose properties differ from the checker's (key-remapped mapped types come out empty).
 * Returns what is wrong, or undefined when the schema agrees with the checker. `alsoVisit` sees every
 * pair of the same walk (the generator builds its source map there instead of pairing twice).
 */
export function findSilentFailure(
  checker: ts.TypeChecker,
  type: ts.Type,
  schema: JsonObject,
  alsoVisit?: (pair: SchemaTypePair) => void,
): string | undefined {
  const shapeProblem = findBadShape(schema, "");
  if (shapeProblem) return shapeProblem;
  let problem: string | undefined;
  pairSchemaWithType(checker, type, schema, (pair) => {
    problem ??= disagreement(checker, pair.type, pair.schema, pair.pointer);
    alsoVisit?.(pair);
  });
  return problem;
}

function findBadShape(node: JsonValue, pointer: Pointer): string | undefined {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) {
      const found = findBadShape(item, `${pointer}/${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (!isJsonObject(node)) return undefined;
  if (node.description === "Failed to correctly infer type") return `TSJ could not infer the type at "${pointer}"`;
  if (isJsonObject(node.not) && Object.keys(node.not).length === 0) return `TSJ wrote an impossible schema at "${pointer}"`;
  if (Object.keys(node).every((key) => ANNOTATION_ONLY.has(key))) return `TSJ wrote an empty schema at "${pointer}"`;
  for (const key of ["properties", "$defs"]) {
    const map = node[key];
    if (!isJsonObject(map)) continue;
    for (const [name, sub] of Object.entries(map)) {
      const found = findBadShape(sub, `${pointer}/${key}/${name}`);
      if (found) return found;
    }
  }
  for (const key of ["items", "additionalProperties", "prefixItems", "anyOf", "oneOf", "allOf"]) {
    if (key in node) {
      const found = findBadShape(node[key], `${pointer}/${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

function disagreement(checker: ts.TypeChecker, type: ts.Type, schema: JsonObject, pointer: Pointer): string | undefined {
  const members = nonNullishMembers(type);
  if (members.some((member) => member.flags & (ts.TypeFlags.BigIntLike | ts.TypeFlags.ESSymbolLike))) {
    return `TSJ wrote a bigint or symbol at "${pointer}" as if JSON could carry it`;
  }
  const lostMember = lostPrimitiveMember(members, schema);
  if (lostMember) return `TSJ dropped the ${lostMember} member of the union at "${pointer}"`;
  // `$ref`s and `anyOf` branches are checked where the pairing follows them.
  if (members.length !== 1 || typeof schema.$ref === "string" || Array.isArray(schema.anyOf)) return undefined;
  const target = members[0];
  if (checker.isTupleType(target) && typeof schema.minItems === "number") {
    const flags = ((target as ts.TypeReference).target as ts.TupleType).elementFlags;
    const required = flags.filter((flag) => flag & ts.ElementFlags.Required).length;
    // TSJ counts optional named members (`[a: string, b?: number]`) as required.
    if (schema.minItems !== required) return `TSJ wrote minItems ${schema.minItems} at "${pointer}" for ${required} required elements`;
  }
  const format = builtinStringFormat(target);
  if (format !== undefined && schema.format !== format) return `TSJ lost the "${format}" format at "${pointer}"`;
  if (!isPlainObjectType(checker, target)) return undefined;
  if (schema.type !== "object") return `TSJ wrote a non-object at "${pointer}" for an object type`;
  const expected = dataProperties(checker, target)
    .filter((property) => !isFunctionOnly(checker, withoutUndefined(checker.getTypeOfSymbol(property)).type))
    .map((property) => property.name)
    .sort();
  const written = Object.keys(isJsonObject(schema.properties) ? schema.properties : {}).sort();
  if (expected.join("\n") !== written.join("\n")) {
    return `TSJ wrote properties [${written.join(", ")}] at "${pointer}" where the type has [${expected.join(", ")}]`;
  }
  if (checker.getIndexInfosOfType(target).length > 0 && !isJsonObject(schema.additionalProperties)) {
    return `TSJ dropped the index signature at "${pointer}"`;
  }
  return undefined;
}

/**
 * ts-json-schema-generator up to 2.4 folds `string | 1` into `{ type: "number", enum: [1] }`, losing
 * the string member; a flattened union whose `type` no longer covers every primitive member is one of
 * those.
 */
function lostPrimitiveMember(members: readonly ts.Type[], schema: JsonObject): string | undefined {
  if (members.length < 2 || Array.isArray(schema.anyOf) || schema.type === undefined) return undefined;
  const written = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (written.has("integer")) written.add("number");
  for (const member of members) {
    const kind =
      member.flags & ts.TypeFlags.StringLike ? "string"
      : member.flags & ts.TypeFlags.NumberLike ? "number"
      : member.flags & ts.TypeFlags.BooleanLike ? "boolean"
      : undefined;
    if (kind !== undefined && !written.has(kind)) return kind;
  }
  return undefined;
}
