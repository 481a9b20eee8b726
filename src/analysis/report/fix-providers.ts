import ts from "../../util/typescript.cjs";
import { suggestValidName } from "../../checks/name.js";
import { valueAt } from "../../checks/walk.js";
import { toDraftPointer } from "../../frameworks/core/send.js";
import { isJsonObject, pointerSegments, type Pointer } from "../../schema/types.js";
import { optionalCallName, schemaBuilderName } from "../../schema/zod-chain/index.js";
import { branchesDisjoint } from "./disjoint-branches.js";
import { appendArrayElement, appendProperty, renamePropertyKey, requiredNullableSignature, type TextEdit } from "./edits.js";
import { originAt } from "./locate.js";
import { hasComments, isOwned } from "./ownership.js";
import type { FixOffer, FixProvider, FixRequest } from "./index.js";

function unwrap(node: ts.Node): ts.Node {
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) node = node.expression;
  return node;
}

function initializerOf(assignment: ts.Node | undefined): ts.Expression | undefined {
  return assignment && ts.isPropertyAssignment(assignment) ? (unwrap(assignment.initializer) as ts.Expression) : undefined;
}

/**
 * `oneOf` → `anyOf` in a JSON literal the definition owns: a fix when no value can match two branches
 * (then both keywords accept the same values), a suggestion otherwise (`anyOf` also accepts a value
 * that matches several branches). For zod, a suggestion to turn `z.discriminatedUnion("kind", [a, b])`
 * into `z.union([a, b])` (zod then emits `anyOf`). No other keyword rename is known to keep what a
 * validator accepts, so none is offered.
 */
export const fixKeywordReplacement: FixProvider = ({ context, analysis, finding, place, sourceFile }) => {
  const instead = finding.data.instead || undefined;
  const { origin } = place;
  if (!instead || !origin || !place.exact) return undefined;
  const assignment = origin.keywords?.get(finding.data.keyword);
  if (assignment && ts.isCallExpression(assignment)) return suggestZodUnion(assignment, sourceFile);
  if (finding.data.keyword !== "oneOf" || instead !== "anyOf" || analysis.route !== "literal") return undefined;
  if (!isOwned(context, origin, sourceFile)) return undefined;
  if (!assignment || !ts.isPropertyAssignment(assignment) || origin.keywords?.has(instead)) return undefined;
  const edit = renamePropertyKey(assignment.name, instead, sourceFile);
  if (!edit) return undefined;
  return oneOfBranchesDisjoint(analysis, finding) ? { fix: [edit] } : { suggest: [{ messageId: "useAnyOf", edits: [edit] }] };
};

/**
 * Disjointness is proven on the literal as written (the draft): that is the text the rename edits and
 * what a validator of the user's (ajv in the MCP SDK, for one) compiles. The send conversions only
 * close objects and require properties, which keeps disjoint branches disjoint.
 */
function oneOfBranchesDisjoint(analysis: FixRequest["analysis"], finding: FixRequest["finding"]): boolean {
  if (!analysis.draft || !analysis.exact || finding.location.kind !== "schema") return false;
  const node = valueAt(analysis.draft, toDraftPointer(finding.location.pointer, analysis.wrapped));
  return isJsonObject(node) && Array.isArray(node.oneOf) && branchesDisjoint(node.oneOf, node);
}

function suggestZodUnion(call: ts.CallExpression, sourceFile: ts.SourceFile): FixOffer | undefined {
  const callee = call.expression;
  const [discriminator, options] = call.arguments;
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== "discriminatedUnion" || call.getSourceFile() !== sourceFile) return undefined;
  if (!discriminator || !options || !ts.isStringLiteralLike(discriminator)) return undefined;
  if (hasComments(sourceFile, discriminator.getStart(sourceFile), options.getStart(sourceFile))) return undefined;
  return {
    suggest: [
      {
        messageId: "useUnion",
        edits: [
          { range: [callee.name.getStart(sourceFile), callee.name.getEnd()], text: "union" },
          { range: [discriminator.getStart(sourceFile), options.getStart(sourceFile)], text: "" },
        ],
      },
    ],
  };
}

/**
 * Close an object that is sent as written, as a suggestion: insert `additionalProperties: false` into an
 * owned JSON literal, or turn an owned `z.object(…)` into `z.strictObject(…)` (zod then emits the
 * keyword). Never a fix: a closed object rejects unknown keys that zod used to strip and that a JSON
 * Schema validator used to let through, and the MCP SDK validates the tool's arguments with that schema.
 */
export const fixAdditionalPropertiesFalse: FixProvider = ({ context, analysis, finding, place, sourceFile }) => {
  const { origin } = place;
  if (finding.messageId !== "missingAdditionalPropertiesFalse") return undefined;
  if (!origin || !place.exact || analysis.sent !== analysis.draft || !isOwned(context, origin, sourceFile)) return undefined;
  if (analysis.route === "zod") {
    const builder = schemaBuilderName(origin);
    if (!builder || builder.text !== "object" || !ts.isPropertyAccessExpression(builder.parent) || builder.getSourceFile() !== sourceFile) {
      return undefined;
    }
    return { suggest: [{ messageId: "useStrictObject", edits: [{ range: [builder.getStart(sourceFile), builder.getEnd()], text: "strictObject" }] }] };
  }
  if (analysis.route !== "literal") return undefined;
  const object = unwrap(origin.node);
  if (!ts.isObjectLiteralExpression(object)) return undefined;
  return { suggest: [{ messageId: "closeObject", edits: appendProperty(object, "additionalProperties: false", sourceFile) }] };
};

function parentObjectPointer(propertyPointer: Pointer): Pointer | undefined {
  const segments = pointerSegments(propertyPointer);
  if (segments.length < 2 || segments[segments.length - 2] !== "properties") return undefined;
  return propertyPointer.slice(0, propertyPointer.lastIndexOf("/properties/"));
}

function literalRequiredNullable(request: FixRequest, property: string, pointer: Pointer): TextEdit[] | undefined {
  const { context, analysis, sourceFile } = request;
  const parentPointer = parentObjectPointer(pointer);
  if (parentPointer === undefined) return undefined;
  const parent = originAt(analysis, parentPointer);
  const child = originAt(analysis, pointer);
  if (!parent || parent.pointer !== parentPointer || !child || child.pointer !== pointer) return undefined;
  if (!isOwned(context, parent.origin, sourceFile) || !isOwned(context, child.origin, sourceFile)) return undefined;
  const edits: TextEdit[] = [];
  const requiredArray = initializerOf(parent.origin.keywords?.get("required"));
  const parentObject = unwrap(parent.origin.node);
  const quoted = JSON.stringify(property);
  if (requiredArray && ts.isArrayLiteralExpression(requiredArray)) edits.push(appendArrayElement(requiredArray, quoted, sourceFile));
  else if (!parent.origin.keywords?.has("required") && ts.isObjectLiteralExpression(parentObject)) {
    edits.push(...appendProperty(parentObject, `required: [${quoted}]`, sourceFile));
  } else return undefined;
  const typeValue = initializerOf(child.origin.keywords?.get("type"));
  if (typeValue && ts.isStringLiteralLike(typeValue)) {
    edits.push({ range: [typeValue.getStart(sourceFile), typeValue.getEnd()], text: `[${JSON.stringify(typeValue.text)}, "null"]` });
  } else if (typeValue && ts.isArrayLiteralExpression(typeValue)) {
    if (!typeValue.elements.some((e) => ts.isStringLiteralLike(e) && e.text === "null")) edits.push(appendArrayElement(typeValue, '"null"', sourceFile));
  } else return undefined;
  return edits;
}

/** Suggestion for an optional property: make it required and nullable where it is declared. */
export const suggestRequiredNullable: FixProvider = (request) => {
  const { finding, place, sourceFile } = request;
  if (finding.location.kind !== "schema" || !finding.location.property || !place.exact) return undefined;
  const property = finding.location.property;
  let edits: TextEdit[] | undefined;
  const declaration = place.origin?.declaration;
  const optionalCall = place.origin ? optionalCallName(place.origin) : undefined;
  if (declaration && ts.isPropertySignature(declaration) && declaration.getSourceFile() === sourceFile) {
    edits = requiredNullableSignature(declaration, sourceFile);
  } else if (request.analysis.route === "zod") {
    // `.optional()` → `.nullable()`: the field stays in the input, and the model sends null for "none".
    if (optionalCall?.text === "optional" && optionalCall.getSourceFile() === sourceFile) {
      edits = [{ range: [optionalCall.getStart(sourceFile), optionalCall.getEnd()], text: "nullable" }];
    }
  } else if (request.analysis.route === "literal") {
    edits = literalRequiredNullable(request, property, toDraftPointer(finding.location.pointer, request.analysis.wrapped));
  }
  return edits ? { suggest: [{ messageId: "makeRequiredNullable", data: { property }, edits }] } : undefined;
};

/** Suggestion for an invalid name written as a string literal in the definition. */
export const suggestValidToolName: FixProvider = ({ analysis, place, sourceFile }) => {
  const node = place.node;
  if (!place.exact || !analysis.name?.value || !(ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return undefined;
  const suggested = suggestValidName(analysis.name.value);
  if (suggested === analysis.name.value || suggested.length === 0) return undefined;
  const start = node.getStart(sourceFile);
  const quote = sourceFile.text[start];
  return { suggest: [{ messageId: "renameTool", data: { name: suggested }, edits: [{ range: [start, node.getEnd()], text: `${quote}${suggested}${quote}` }] }] };
};
