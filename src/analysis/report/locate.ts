import path from "node:path";
import ts from "../../util/typescript.cjs";
import type { Finding } from "../../checks/types.js";
import { toDraftPointer } from "../../frameworks/core/send.js";
import type { Pointer, SchemaOrigin } from "../../schema/types.js";
import { OPTIONAL_KEYWORD, SCHEMA_KEYWORD } from "../../schema/zod-chain/index.js";
import type { ToolAnalysis } from "../analyze.js";

export interface FindingPlace {
  /** The node to underline; always in the linted file. */
  readonly node: ts.Node;
  /** The schema origin behind the finding, when the finding is about a schema node that has one. */
  readonly origin: SchemaOrigin | undefined;
  /** True when `node` is the exact cause; false when it is a stand-in (the `input`, the call). */
  readonly exact: boolean;
  /** A narrower span than `node` to underline: `.optional()` inside a longer builder chain. */
  readonly range?: readonly [number, number];
}

function parentPointer(pointer: Pointer): Pointer | undefined {
  if (pointer === "") return undefined;
  return pointer.slice(0, pointer.lastIndexOf("/"));
}

/** Nearest recorded origin at or above a pointer. */
export function originAt(analysis: ToolAnalysis, pointer: Pointer): { origin: SchemaOrigin; pointer: Pointer } | undefined {
  const map = analysis.resolution?.ok ? analysis.resolution.map : undefined;
  if (!map) return undefined;
  for (let p: Pointer | undefined = pointer; p !== undefined; p = parentPointer(p)) {
    const origin = map.get(p);
    if (origin) return { origin, pointer: p };
  }
  return undefined;
}

function nameOf(declaration: ts.Node | undefined): ts.Node | undefined {
  if (!declaration) return undefined;
  const name = (declaration as { name?: ts.Node }).name;
  return name && ts.isPropertyName(name) ? name : undefined;
}

/**
 * Where to underline a builder call inside a chain: the method name through the closing parenthesis
 * (`optional()` in `z.string().optional()`), only the name when that spans lines, and the text itself
 * for a description (`"…"` in `.describe("…")`).
 */
function callPlace(call: ts.CallExpression, keyword: string | undefined, sourceFile: ts.SourceFile): { node: ts.Node; range?: readonly [number, number] } {
  const firstArgument = call.arguments[0];
  if (keyword === "description" && firstArgument && ts.isStringLiteralLike(firstArgument)) return { node: firstArgument };
  const callee = call.expression;
  const name = ts.isPropertyAccessExpression(callee) ? callee.name : ts.isIdentifier(callee) ? callee : undefined;
  if (!name) return { node: call };
  const start = name.getStart(sourceFile);
  const sameLine = sourceFile.getLineAndCharacterOfPosition(start).line === sourceFile.getLineAndCharacterOfPosition(call.getEnd()).line;
  return { node: name, range: sameLine ? [start, call.getEnd()] : [start, name.getEnd()] };
}

function isSingleLine(node: ts.Node): boolean {
  const sourceFile = node.getSourceFile();
  return (
    sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line ===
    sourceFile.getLineAndCharacterOfPosition(node.getEnd()).line
  );
}

/** A multi-line literal is underlined by its property name rather than its whole body. */
function compact(node: ts.Node, declaration: ts.Node | undefined): ts.Node {
  if (isSingleLine(node)) return node;
  return nameOf(declaration) ?? node;
}

/** The definition part that stands for the whole input when the cause itself is elsewhere. */
function inputStandIn(analysis: ToolAnalysis, sourceFile: ts.SourceFile): ts.Node {
  const input = analysis.parts.input;
  // A template's input written in another file (a listing that converts each element's schema) stands for nothing here.
  if (input && inFile(input, sourceFile)) {
    // The input as the definition holds it: through a wrapper call (`jsonSchema({…})`), a cast, parentheses.
    let held: ts.Node = input;
    while (ts.isCallExpression(held.parent) ? held.parent.arguments[0] === held : ts.isAsExpression(held.parent) || ts.isSatisfiesExpression(held.parent) || ts.isParenthesizedExpression(held.parent)) held = held.parent;
    for (const property of analysis.definition?.properties.values() ?? []) if (property.value === input || property.value === held) return property.key;
    if (isSingleLine(input)) return input;
    // Written under a key of a nested object (Bedrock's `inputSchema: { json: {…} }`): that key.
    if (ts.isPropertyAssignment(input.parent) && input.parent.initializer === input) return input.parent.name;
  }
  return analysis.parts.typeArgument ?? analysis.anchor;
}

function inFile(node: ts.Node | undefined, sourceFile: ts.SourceFile): node is ts.Node {
  return node !== undefined && node.getSourceFile() === sourceFile;
}

export function locateFinding(analysis: ToolAnalysis, finding: Finding, sourceFile: ts.SourceFile): FindingPlace {
  const callee = analysis.anchor;
  const location = finding.location;
  if (location.kind === "name" || location.kind === "description") {
    const text = location.kind === "name" ? analysis.name : analysis.description;
    return inFile(text?.node, sourceFile) ? { node: text.node, origin: undefined, exact: true } : { node: callee, origin: undefined, exact: false };
  }
  if (location.kind === "definition") {
    return { node: callee, origin: undefined, exact: true };
  }
  if (location.kind === "failure") {
    const node = analysis.fails?.node ?? analysis.ignoredInput?.node;
    return inFile(node, sourceFile) ? { node, origin: undefined, exact: true } : { node: callee, origin: undefined, exact: false };
  }
  const pointer = toDraftPointer(location.pointer, analysis.wrapped);
  const found = originAt(analysis, pointer);
  if (!found) return { node: inputStandIn(analysis, sourceFile), origin: undefined, exact: false };
  const { origin } = found;
  const exactPointer = found.pointer === pointer;
  let node: ts.Node | undefined;
  if (exactPointer && location.keyword) node = origin.keywords?.get(location.keyword);
  // A builder call that made a property optional (`.optional()`) is the cause of an optional finding.
  if (!node && exactPointer && location.property) node = origin.keywords?.get(OPTIONAL_KEYWORD);
  // An object finding on a built schema points at the builder (`object` in `z.object(`).
  if (!node && exactPointer && !location.property && !location.keyword) node = origin.keywords?.get(SCHEMA_KEYWORD);
  // A property finding, or a keyword not written as such (JSDoc, a type): the declaration carries it.
  if (!node && exactPointer && (location.property || location.keyword)) node = origin.declaration;
  if (node && ts.isCallExpression(node) && inFile(node, sourceFile)) {
    return { ...callPlace(node, location.keyword, sourceFile), origin, exact: exactPointer };
  }
  if (!node && found.pointer === "" && !isSingleLine(origin.node)) node = inputStandIn(analysis, sourceFile);
  if (!node) node = compact(origin.node, origin.declaration);
  if (!inFile(node, sourceFile)) return { node: inputStandIn(analysis, sourceFile), origin, exact: false };
  if (location.keyword && ts.isPropertyAssignment(node)) node = node.name;
  return { node, origin, exact: exactPointer };
}

/**
 * Where the cause of a finding is written when that is another file than the linted one (a definition
 * written in one file and sent from a call in another, `useCopilotAction(getWeather)`): `v1.ts:14`,
 * relative to the linted file's folder. ESLint reports in the linted file only, so the message names it.
 */
export function writtenElsewhere(analysis: ToolAnalysis, finding: Finding, sourceFile: ts.SourceFile): string | undefined {
  const location = finding.location;
  const cause =
    location.kind === "name"
      ? analysis.name?.node
      : location.kind === "description"
        ? analysis.description?.node
        : location.kind === "failure"
          ? (analysis.fails?.node ?? analysis.ignoredInput?.node)
          : location.kind === "schema"
            ? (originAt(analysis, toDraftPointer(location.pointer, analysis.wrapped))?.origin.node ?? analysis.parts.input)
            : undefined;
  // A name or description is written where its text is, not where an expression passes it on (`title: tool.name`).
  const writes = (node: ts.Node) => ts.isStringLiteralLike(node) || ts.isTemplateExpression(node);
  if ((location.kind === "name" || location.kind === "description") && cause && !writes(cause)) return undefined;
  const file = cause?.getSourceFile();
  if (!file || file === sourceFile) return undefined;
  const place = locateFinding(analysis, finding, file);
  if (!place.exact || place.node.getSourceFile() !== file) return undefined;
  const line = file.getLineAndCharacterOfPosition(place.range?.[0] ?? place.node.getStart(file)).line + 1;
  return `${path.relative(path.dirname(sourceFile.fileName), file.fileName)}:${line}`;
}
