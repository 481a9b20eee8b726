// What an MCPTool class's `schema` lists, read statically: the two forms mcp-framework converts (a zod 3
// `z.object()`, a field map of `{ type, description }`) as the installed release does, the throws it makes
// when loading the tool, and what it cannot be told from the source.
import ts from "../../util/typescript.cjs";
import type { SiteReader } from "../core/reader.js";
import { pointerJoin, type JsonObject, type Pointer, type SchemaOrigin } from "../../schema/types.js";
import { errorMessage, evaluateStatic } from "../../schema/shared/static-eval.js";
import { followExpression } from "../../schema/shared/static-follow.js";
import { schemaLibraryOf } from "../../schema/shared/library.js";
import { startsAtZodBuilder } from "../../schema/zod-chain/index.js";
import { ChainError } from "../../schema/zod-chain/ir.js";
import { Zod3Interpreter } from "../../schema/zod3-chain/interpret.js";
import { isZod3Typed } from "../../schema/zod3-chain/recognize.js";
import type { Z3Model } from "../../schema/zod3-chain/ir.js";
import { fromFieldMap, fromZodObject, RELEASES, type LegacyField, type Release } from "./convert.js";
import { zodObjectOrigins } from "./origins.js";
import { atLeast } from "../core/version.js";
import { listInWords } from "../../checks/words.js";

/**
 * The behaviour of the installed release, as read in each one's dist/tools/BaseTool.js: 0.2.22; 0.2.15 and
 * 0.2.16 (the same file); 0.1.29 and 0.2.11 (the same file). 0.2.17 to 0.2.21 were not on the registry.
 */
export function releaseOf(version: string | undefined): Release {
  if (atLeast(version, "0.2.22")) return RELEASES.current;
  return atLeast(version, "0.2.15") ? RELEASES.zodObjects : RELEASES.fieldMapOnly;
}

export type SchemaRead =
  | { readonly schema: JsonObject; readonly map?: ReadonlyMap<Pointer, SchemaOrigin>; readonly replaces?: { readonly change: string; readonly by: string; readonly pointer?: Pointer } }
  | { readonly fails: string; readonly node?: ts.Node }
  | { readonly unreadable: string; readonly node?: ts.Node };

/**
 * validate() (run by addTool, 0.2.22) and the tool loader's toolDefinition check both hit it: never
 * listed. Said briefly, so the quoted error fits a finding; the docs page says which call throws.
 */
const validated = (release: Release) => (release.rawZodThrows ? "when loaded or added" : "when loaded");
/** validate() passes; toolDefinition throws: the loader skips the class, and after addTool() (0.2.22) every tools/list fails. */
const listed = (release: Release) => (release.rawZodThrows ? "when loaded, or on tools/list after addTool()" : "when loaded");

function isZod3(interp: Zod3Interpreter, checker: ts.TypeChecker, expr: ts.Expression): boolean {
  if (interp.recognizer.headOf(interp.ctx, expr)) return true;
  if (startsAtZodBuilder(checker, expr)) return false;
  return isZod3Typed(checker, checker.getTypeAtLocation(expr));
}

function isZod4(checker: ts.TypeChecker, expr: ts.Expression): boolean {
  return startsAtZodBuilder(checker, expr) || schemaLibraryOf(checker, checker.getTypeAtLocation(expr)) === "zod";
}

/** `schema = z.object({...})` (zod 3): converted field by field; a field without a description throws. */
function readZodObject(model: Z3Model, expr: ts.Expression, label: string | undefined, release: Release, version: string): SchemaRead {
  if (model.typeName === "ZodObject" && !release.zodObject) {
    // Read as a field map, the instance's own `_cached: null` is asked for its `type`.
    return { fails: `throws "Cannot read properties of null (reading 'type')" ${listed(release)}: use a field map, the only form mcp-framework ${version} takes (z.object() from 0.2.15)`, node: expr };
  }
  if (model.typeName !== "ZodObject") {
    return {
      unreadable: `\`schema\` is a zod 3 ${model.typeName}, not a z.object(): mcp-framework ${version} then reads the instance as a field map and lists its own members (\`_def\`, \`parse\`, …) as string properties`,
      node: expr,
    };
  }
  const { schema, missing } = fromZodObject(model, release);
  if (missing.length === 0) return { schema, map: zodObjectOrigins(model) };
  const paths = missing.map((field) => field.path).join(", ");
  return {
    fails: `throws "Missing descriptions for fields in ${label ?? "…"}: ${paths}" ${validated(release)}: use .describe() on each field`,
    node: missing[0]!.node,
  };
}

/** `schema = { field: { type: z.string(), description: "…" } }`: each `type` a zod 3 schema. */
function readFieldMap(interp: Zod3Interpreter, reader: SiteReader, literal: ts.ObjectLiteralExpression, release: Release, version: string): SchemaRead {
  const fields: LegacyField[] = [];
  const zod4Keys: string[] = [];
  let firstZod4: { readonly type: ts.Expression; readonly property: ts.Node } | undefined;
  for (const property of literal.properties) {
    if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
      return { unreadable: "a member of the `schema` field map is not a plain `key: { type, description }` entry", node: property };
    }
    const key = property.name.text;
    if (isZod3(interp, reader.checker, property.initializer)) {
      // Before 0.2.22 the zod schema is read as an entry: no `type` (so "string", required) and zod's own `description`.
      if (!release.rawZodThrows) {
        fields.push({ key, model: undefined, description: interp.reach(property.initializer).model.description?.text });
        continue;
      }
      return {
        fails: `throws "Invalid schema format in tool …: It looks like you passed a plain object with Zod types" ${listed(release)}: use z.object({ ${key}: ….describe("…") }) or { ${key}: { type, description } }`,
        node: property.initializer,
      };
    }
    const entry = followExpression(interp.ctx, property.initializer);
    if (!entry.ok || !ts.isObjectLiteralExpression(entry.expr)) return { unreadable: `the \`schema\` entry "${key}" is not an object literal \`{ type, description }\``, node: property.initializer };
    const member = (name: string) => {
      const found = (entry.expr as ts.ObjectLiteralExpression).properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === name);
      return found && ts.isPropertyAssignment(found) ? found.initializer : undefined;
    };
    const type = member("type");
    // A zod 4 `type` is no instance of mcp-framework's own zod 3: getJsonSchemaType falls through to
    // "string" and isFieldOptional to false, as for an entry without `type` (observed with 0.2.22 and zod 4.3).
    const zod3 = type !== undefined && isZod3(interp, reader.checker, type);
    const zod4 = type !== undefined && !zod3 && isZod4(reader.checker, type);
    if (!type || (!zod3 && !zod4)) return { unreadable: `the \`type\` of \`schema\` entry "${key}" is not a zod 3 schema`, node: type ?? entry.expr };
    const descriptionExpr = member("description");
    const description = descriptionExpr ? evaluateStatic(reader.checker, descriptionExpr) : undefined;
    if (description && !description.ok) return { unreadable: `the description of \`schema\` entry "${key}" is not static: ${description.reason}`, node: description.node };
    if (zod4) {
      zod4Keys.push(key);
      firstZod4 ??= { type, property: type.parent };
    }
    fields.push({ key, model: zod4 ? undefined : interp.reach(type).model, description: description?.value });
  }
  const schema = fromFieldMap(fields, release);
  if (zod4Keys.length === 0) return { schema };
  const one = zod4Keys.length === 1;
  const names = listInWords(zod4Keys.map((key) => `"${key}"`));
  const change = `lists ${names} as ${one ? "a required string" : "required strings"}, because ${one ? "its" : "their"} zod 4 \`type\` is none of its own zod 3's types (${version}; give ${one ? "it a zod 3 type" : "them zod 3 types"})`;
  // Said at the first such `type`, where the zod 4 schema is written.
  const pointer = pointerJoin("", "properties", zod4Keys[0]!);
  const map = new Map<Pointer, SchemaOrigin>([[pointer, { node: firstZod4!.type, declaration: firstZod4!.property, via: [literal] }]]);
  return { schema, map, replaces: { change, by: "mcp-framework", pointer } };
}

/** What the class's `schema` (its own or a base class's) makes mcp-framework list. */
export function readSchema(reader: SiteReader, expr: ts.Expression | undefined, label: string | undefined, version: string | undefined): SchemaRead {
  const release = releaseOf(version);
  const named = version ?? "0.2.22";
  // MCPTool#inputSchema on an undefined schema: Object.entries(undefined).
  if (!expr) return { fails: `throws "Cannot convert undefined or null to object" ${listed(release)}: the class declares no \`schema\`` };
  const checker = reader.checker;
  try {
    const interp = new Zod3Interpreter(checker);
    // This reader keeps no gaps: a description built at run time leaves the schema unread.
    const complete = (read: SchemaRead): SchemaRead => (interp.gaps.length > 0 ? { unreadable: interp.gaps[0]!, node: expr } : read);
    if (isZod3(interp, checker, expr)) return complete(readZodObject(interp.reach(expr).model, expr, label, release, named));
    const followed = followExpression(interp.ctx, expr);
    if (followed.ok && ts.isObjectLiteralExpression(followed.expr)) return complete(readFieldMap(interp, reader, followed.expr, release, named));
    if (isZod4(checker, expr)) {
      return {
        unreadable: `\`schema\` is a zod 4 schema: mcp-framework ${named} (zod 3) recognises only zod 3 instances of its own zod, and reads anything else as a field map, listing its own members (\`def\`, \`type\`)`,
        node: expr,
      };
    }
    return { unreadable: `\`schema\` is neither a zod 3 z.object() nor a field map written in the source${followed.ok ? "" : `: ${followed.reason}`}`, node: expr };
  } catch (error) {
    if (error instanceof ChainError) return { unreadable: error.message, node: error.node };
    return { unreadable: `the zod 3 schema could not be interpreted: ${errorMessage(error)}`, node: expr };
  }
}
