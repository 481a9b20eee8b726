import ts from "../../util/typescript.cjs";

/** A text edit in the linted file, in TypeScript offsets (identical to ESLint's ranges). */
export interface TextEdit {
  readonly range: readonly [number, number];
  readonly text: string;
}

/** Replace a property name keeping its quoting style: `oneOf` → `anyOf`, `"oneOf"` → `"anyOf"`. */
export function renamePropertyKey(name: ts.PropertyName, next: string, sourceFile: ts.SourceFile): TextEdit | undefined {
  const start = name.getStart(sourceFile);
  if (ts.isIdentifier(name)) return { range: [start, name.getEnd()], text: next };
  if (ts.isStringLiteral(name)) {
    const quote = sourceFile.text[start];
    return { range: [start, name.getEnd()], text: `${quote}${next}${quote}` };
  }
  return undefined;
}

/**
 * End of the trailing comma after `position`, found by scanning tokens (comments are trivia to the
 * scanner, so a comma inside `/* a, b *\/` is never taken for it).
 */
function trailingCommaEnd(sourceFile: ts.SourceFile, position: number): number {
  const scanner = ts.createScanner(sourceFile.languageVersion, true, sourceFile.languageVariant, sourceFile.text, undefined, position);
  return scanner.scan() === ts.SyntaxKind.CommaToken ? scanner.getTokenEnd() : position;
}

function lineIndent(sourceFile: ts.SourceFile, position: number): string {
  const lineStart = sourceFile.text.lastIndexOf("\n", position - 1) + 1;
  return /^[ \t]*/.exec(sourceFile.text.slice(lineStart))![0];
}

/**
 * Add `key: value` as the last property of an object literal, following its layout: on its own line
 * with the same indentation in a multi-line literal (after any comment that ends the last line),
 * inline otherwise; trailing commas respected.
 */
export function appendProperty(object: ts.ObjectLiteralExpression, property: string, sourceFile: ts.SourceFile): TextEdit[] {
  const text = sourceFile.text;
  const properties = object.properties;
  const openBrace = object.getStart(sourceFile);
  const closeBrace = object.getEnd() - 1;
  if (properties.length === 0) {
    const inner = text.slice(openBrace + 1, closeBrace);
    return [{ range: [openBrace, object.getEnd()], text: inner.trim() === "" ? `{ ${property} }` : `{${inner}${property} }` }];
  }
  const last = properties[properties.length - 1];
  const trailingComma = properties.hasTrailingComma;
  const afterLast = trailingComma ? trailingCommaEnd(sourceFile, last.getEnd()) : last.getEnd();
  if (!text.slice(openBrace, closeBrace).includes("\n")) {
    return [{ range: [afterLast, afterLast], text: `${trailingComma ? "" : ","} ${property}` }];
  }
  const indent = lineIndent(sourceFile, last.getStart(sourceFile));
  const lineEnd = text.indexOf("\n", afterLast);
  const rest = text.slice(afterLast, lineEnd < 0 ? closeBrace : lineEnd);
  // Only whitespace or a line comment left on the line: the new property goes on the next line.
  const insertAt = /^\s*(\/\/.*)?$/.test(rest) && lineEnd >= 0 && lineEnd < closeBrace ? lineEnd : afterLast;
  const edits: TextEdit[] = [];
  if (!trailingComma) edits.push({ range: [afterLast, afterLast], text: "," });
  edits.push({ range: [insertAt, insertAt], text: `\n${indent}${property}${trailingComma ? "," : ""}` });
  return edits;
}

/** Append one element to an array literal: `["a"]` → `["a", "b"]`. */
export function appendArrayElement(array: ts.ArrayLiteralExpression, element: string, sourceFile: ts.SourceFile): TextEdit {
  const elements = array.elements;
  if (elements.length === 0) {
    return { range: [array.getStart(sourceFile), array.getEnd()], text: `[${element}]` };
  }
  const last = elements[elements.length - 1];
  if (elements.hasTrailingComma) {
    const after = trailingCommaEnd(sourceFile, last.getEnd());
    return { range: [after, after], text: ` ${element},` };
  }
  return { range: [last.getEnd(), last.getEnd()], text: `, ${element}` };
}

/** Kinds of type node that need parentheses before `| null` is appended. */
const NEEDS_PARENS = new Set([ts.SyntaxKind.FunctionType, ts.SyntaxKind.ConstructorType, ts.SyntaxKind.ConditionalType, ts.SyntaxKind.InferType]);

/** `note?: string` → `note: string | null` (the suggestion for optional properties of a type). */
export function requiredNullableSignature(signature: ts.PropertySignature, sourceFile: ts.SourceFile): TextEdit[] | undefined {
  if (!signature.questionToken || !signature.type) return undefined;
  const type = signature.type;
  const typeText = type.getText(sourceFile);
  const edits: TextEdit[] = [{ range: [signature.questionToken.getStart(sourceFile), signature.questionToken.getEnd()], text: "" }];
  if (!/\bnull\b/.test(typeText) || !ts.isUnionTypeNode(type)) {
    const wrapped = NEEDS_PARENS.has(type.kind) ? `(${typeText})` : typeText;
    edits.push({ range: [type.getStart(sourceFile), type.getEnd()], text: `${wrapped} | null` });
  }
  return edits;
}
