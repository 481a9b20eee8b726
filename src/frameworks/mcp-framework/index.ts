// mcp-framework (`mcp-framework`): tools are classes extending `MCPTool`, loaded by `MCPServer` from its
// tools/ folder at run time, so each concrete class is one tool. Their schemas go through mcp-framework's
// own conversion (convert.ts), which the plugin replays on the zod 3 model of the declared `schema`.
import ts from "../../util/typescript.cjs";
import type { SiteReader } from "../core/reader.js";
import type { FrameworkModule, ReadSite, ToolParts } from "../types.js";
import { FORWARDED_BY_CLIENTS } from "../mcp/index.js";
import { readAnnotations } from "../mcp/annotations.js";
import { classMember, concreteSubclasses } from "../../analysis/recognition/classes.js";
import { readSchema } from "./read.js";
import { installedVersion } from "../core/version.js";

const PACKAGE = "mcp-framework";

/** Read in the installed package, and where each behaviour lives in it. */
export const MCP_FRAMEWORK_SOURCE =
  "mcp-framework 0.2.22 dist/tools/BaseTool.js (MCPTool#inputSchema, generateSchemaFromZodObject, extractFieldInfo, getJsonSchemaTypeFromZod, generateSchemaFromLegacyFormat, getJsonSchemaType, isFieldOptional, validate, toolDefinition), dist/core/MCPServer.js (tools/list: toolDefinition of each loaded tool; validate() on load and in addTool), dist/loaders/BaseLoader.js and toolLoader.js (a tool whose toolDefinition throws is logged and skipped), as installed with its zod 3.25.76, read 2026-12-04; earlier releases by the dist/tools/BaseTool.js of 0.2.16 (= 0.2.15) and 0.2.11 (= 0.1.29), npm pack, read and run with zod 3.25.76 on 2026-12-04 (0.2.17 to 0.2.21 are not on the registry)";

/**
 * Every concrete class that is `declaration` or extends it, in the program's sources: a project's
 * own abstract base (`abstract class GitTool extends MCPTool`) stands for the tools built on it.
 */
function toolClasses(reader: SiteReader, declaration: ts.ClassLikeDeclaration): readonly ts.ClassDeclaration[] {
  if (!ts.isClassDeclaration(declaration)) return [];
  // `export default class extends MCPTool { … }` has no name to extend it by: it is its own only tool.
  if (!declaration.name) return ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Abstract ? [] : [declaration];
  return concreteSubclasses(reader.program, declaration);
}

function readTool(reader: SiteReader, declaration: ts.ClassDeclaration): ToolParts {
  const member = (key: string) => classMember(reader.checker, declaration, key);
  const heritage = declaration.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
  const anchor = declaration.name ?? heritage ?? declaration;
  const schema = member("schema");
  const name = member("name");
  const parts: ToolParts = {
    node: declaration,
    anchor,
    form: "extends MCPTool",
    name,
    description: member("description"),
    annotations: readAnnotations(reader, member("annotations")),
  };
  const label = name && ts.isStringLiteralLike(name) ? name.text : undefined;
  const read = readSchema(reader, schema, label, installedVersion(PACKAGE, reader.sourceFile.fileName));
  if ("schema" in read) return { ...parts, fixedSchema: { schema: read.schema, source: MCP_FRAMEWORK_SOURCE, ...(read.map ? { map: read.map } : {}), ...(read.replaces ? { replaces: read.replaces } : {}) } };
  if ("fails" in read) return { ...parts, fails: { reason: read.fails, node: read.node ?? anchor, source: MCP_FRAMEWORK_SOURCE } };
  return { ...parts, unreadable: { reason: read.unreadable, node: read.node ?? anchor } };
}

/** `class X extends MCPTool { name; description; schema }`, and each concrete class built on it. */
const readSubclass: ReadSite<ts.ClassLikeDeclaration> = (declaration, reader) =>
  toolClasses(reader, declaration).map((found) => readTool(reader, found));

/**
 * mcp-framework: `MCPTool` subclasses, listed by `MCPServer`'s tools/list handler as their
 * `toolDefinition`. The schema is its own conversion of a zod 3 `z.object()` (descriptions required,
 * else the tool is not loaded) or of a field map `{ field: { type: zodSchema, description } }`.
 */
export const mcpFramework: FrameworkModule = {
  id: "mcp-framework",
  label: "mcp-framework",
  packages: [PACKAGE],
  versionPackage: PACKAGE,
  forms: [{ kind: "subclass", base: ["MCPTool"], read: readSubclass }],
  sends: {
    literal: "as-written",
    typed: "as-written",
    libraries: { zod: "as-written", zod3: "as-written", seal: "as-written", standard: "as-written" },
    replaceNonObjectRoot: false,
  },
  destinations: FORWARDED_BY_CLIENTS,
  source: MCP_FRAMEWORK_SOURCE,
};
