import ts from "../../util/typescript.cjs";
import { answerForType } from "../core/context-free-type.js";
import { evaluateStatic } from "../../schema/shared/static-eval.js";
import { unwrapExpression } from "../../schema/shared/static-follow.js";
import { isJsonObject, type JsonValue } from "../../schema/types.js";

/** zod's string schema classes: zod 3 and zod 4 classic, zod mini, zod 4 core. */
const ZOD_STRING_TYPES = new Set(["ZodString", "ZodMiniString", "$ZodString"]);

/**
 * `validatesOnlyStrings` of `@langchain/core/utils/json_schema`: a JSON Schema that only accepts
 * strings. (`$ref`s are not followed here: such a schema is then taken as structured.)
 */
function validatesOnlyStrings(schema: JsonValue, depth = 0): boolean {
  if (!isJsonObject(schema) || Object.keys(schema).length === 0 || depth > 32) return false;
  if ("type" in schema) {
    if (typeof schema.type === "string") return schema.type === "string";
    return Array.isArray(schema.type) && schema.type.every((t) => t === "string");
  }
  if ("enum" in schema) return Array.isArray(schema.enum) && schema.enum.length > 0 && schema.enum.every((v) => typeof v === "string");
  if ("const" in schema) return typeof schema.const === "string";
  if (Array.isArray(schema.allOf)) return schema.allOf.some((sub) => validatesOnlyStrings(sub, depth + 1));
  const branches = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
  if (branches) return branches.length > 0 && branches.every((sub) => validatesOnlyStrings(sub, depth + 1));
  return false;
}

/** A zod string schema, known by its type. */
function isZodStringSchema(checker: ts.TypeChecker, schema: ts.Expression): boolean {
  try {
    // Read from the callee's return type when it decides: typing the schema where it sits, inside
    // `tool(fn, { schema })`, would resolve tool()'s overloads on every edit.
    return answerForType(checker, schema, (type) => {
      const symbol = type.getSymbol() ?? type.aliasSymbol;
      return symbol !== undefined && ZOD_STRING_TYPES.has(symbol.name);
    });
  } catch {
    // The checker can fail on a value it cannot type (TypeScript 5.9 throws "Debug Failure" on a
    // deeply nested literal); a zod string schema types fine, so this one is taken as structured and
    // the tool is kept instead of being lost with the exception.
    return false;
  }
}

/**
 * `tool()` builds a `DynamicTool` (string input, sent as `{ input?: string }`) instead of a
 * `DynamicStructuredTool` when the schema is absent, a plain zod string schema
 * (`isSimpleStringZodSchema`) or a JSON Schema that only accepts strings.
 */
export function isStringInputSchema(checker: ts.TypeChecker, schema: ts.Expression): boolean {
  // The literal is read first: typing a large literal is slow and can crash the checker.
  const literal = evaluateStatic(checker, schema);
  if (literal.ok) return validatesOnlyStrings(literal.value);
  // An object literal the evaluator gives up on (too deep, spreads it cannot read) is still a JSON
  // Schema, not a zod schema: no need to ask the checker.
  if (ts.isObjectLiteralExpression(unwrapExpression(schema))) return false;
  return isZodStringSchema(checker, schema);
}
