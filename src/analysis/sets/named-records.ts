// A tool kept in a record beside its name (`{ name: "read_file", tool: readFileTool, formatter }`), which
// the program puts into an object of tools under that name: `tools[entry.name] = entry.tool`, through a
// Map keyed by the record's own field (`map.set(entry.name, entry)`, then `for (const [name, entry] of
// map) tools[name] = entry.tool`), or `Object.fromEntries(records.map((r) => [r.name, r.tool]))`. The
// placement says which two fields pair up; the checker says which records those are: literals written
// as the type of the record read there, or as a type that another record of it copies both fields from
// (`register({ name: t.name, tool: t.tool })`).
import ts from "../../util/typescript.cjs";
import { keyText } from "../../frameworks/core/reader.js";
import { evaluateStatic } from "../../schema/shared/static-eval.js";
import { memberAssignment, unwrapExpression } from "../../schema/shared/static-follow.js";
import type { StaticText } from "../analyze.js";
import { projectSources } from "../recognition/imports.js";
import { iterationsAround } from "../recognition/iteration.js";
import { keyingField } from "../recognition/kept-by-name.js";

/** Records of `type` are placed in an object of tools under their `nameField`, holding the tool in `toolField`. */
interface Pairing {
  readonly type: ts.Symbol;
  readonly nameField: string;
  readonly toolField: string;
}

/** A read of one field of a record held in a variable: `entry.name`. */
interface FieldRead {
  readonly record: ts.Symbol;
  readonly field: string;
}

/** Records copied into records copied into…: a longer chain is given up on. */
const MAX_COPIES = 4;
/** Names followed from a key or value back to a field read (`const { execute, ...rest } = entry.tool`). */
const MAX_FOLLOW = 4;

const pairingsByProgram = new WeakMap<ts.Program, readonly Pairing[]>();

/**
 * The name a record written in the program gives the tool its `field` holds, when the program places
 * records of that literal's type in an object of tools under another of their fields; that field's
 * value, where it is written. Undefined when no such placement is found or the name is not static.
 */
export function nameBesideTool(program: ts.Program, literal: ts.ObjectLiteralExpression, field: string): StaticText | undefined {
  const checker = program.getTypeChecker();
  const type = recordType(checker, literal);
  if (!type) return undefined;
  const pairing = pairingsOf(program).find((known) => known.type === type && known.toolField === field);
  const written = pairing && propertyValue(checker, literal, pairing.nameField);
  if (!written) return undefined;
  const value = evaluateStatic(checker, written);
  return value.ok && typeof value.value === "string" ? { value: value.value, node: written } : undefined;
}

function pairingsOf(program: ts.Program): readonly Pairing[] {
  let known = pairingsByProgram.get(program);
  if (!known) pairingsByProgram.set(program, (known = withCopies(program, placements(program))));
  return known;
}

/** After a closing bracket, an assignment (not `==`, `=>`): `tools[key] = …`. */
const ELEMENT_ASSIGNED = /\]\s*=(?![=>])/;

/**
 * The pairings the program's own placements make, key and value read from one record: `tools[key] =
 * value`, and `Object.fromEntries(records.map((r) => [key, value]))`.
 */
function placements(program: ts.Program): Pairing[] {
  const found: Pairing[] = [];
  for (const file of projectSources(program)) {
    if (!ELEMENT_ASSIGNED.test(file.text) && !file.text.includes("fromEntries")) continue;
    const visit = (node: ts.Node): void => {
      const assigned = memberAssignment(node);
      if (assigned && ts.isElementAccessExpression(assigned.target) && !ts.isStringLiteralLike(unwrapExpression(assigned.target.argumentExpression))) {
        const pairing = pairingOf(program, assigned.target.argumentExpression, assigned.assignment.right);
        if (pairing) add(found, pairing);
      }
      for (const [key, value] of entriesMade(node)) {
        const pairing = pairingOf(program, key, value);
        if (pairing) add(found, pairing);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

/** The `[key, value]` pairs a callback of `Object.fromEntries(list.map(callback))` returns. */
function entriesMade(node: ts.Node): [ts.Expression, ts.Expression][] {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== "fromEntries") return [];
  const owner = node.expression.expression;
  const mapped = node.arguments[0] && unwrapExpression(node.arguments[0]);
  if (!ts.isIdentifier(owner) || owner.text !== "Object" || !mapped || !ts.isCallExpression(mapped)) return [];
  const callee = mapped.expression;
  const callback = mapped.arguments[0];
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== "map" || !callback || !(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))) return [];
  const returned: ts.Expression[] = [];
  if (!ts.isBlock(callback.body)) returned.push(callback.body);
  else {
    const visit = (inner: ts.Node): void => {
      if (ts.isReturnStatement(inner) && inner.expression) returned.push(inner.expression);
      else if (!ts.isFunctionLike(inner)) ts.forEachChild(inner, visit);
    };
    visit(callback.body);
  }
  return returned.flatMap((expr): [ts.Expression, ts.Expression][] => {
    const pair = unwrapExpression(expr);
    return ts.isArrayLiteralExpression(pair) && pair.elements.length === 2 && !pair.elements.some(ts.isSpreadElement) ? [[pair.elements[0]!, pair.elements[1]!]] : [];
  });
}

function pairingOf(program: ts.Program, key: ts.Expression, value: ts.Expression): Pairing | undefined {
  const checker = program.getTypeChecker();
  const name = fieldRead(program, key, true);
  const tool = name && fieldRead(program, value, false);
  if (!name || !tool || name.record !== tool.record || name.field === tool.field) return undefined;
  const declaration = name.record.valueDeclaration;
  const type = declaration && namedType(checker.getTypeOfSymbolAtLocation(name.record, declaration));
  return type ? { type, nameField: name.field, toolField: tool.field } : undefined;
}

/**
 * The record field `expr` reads: `entry.name`; a `const` holding one, or the rest of one without some
 * keys (`const { execute, ...rest } = entry.tool`); and for a key, the key of a loop over a Map the
 * program keys by its values' own field (`for (const [name, entry] of map)` after `map.set(entry.name, entry)`).
 */
function fieldRead(program: ts.Program, expr: ts.Expression, isKey: boolean, depth = 0): FieldRead | undefined {
  const checker = program.getTypeChecker();
  const read = unwrapExpression(expr);
  if (ts.isPropertyAccessExpression(read) && ts.isIdentifier(read.name)) {
    const holder = unwrapExpression(read.expression);
    const record = ts.isIdentifier(holder) ? checker.getSymbolAtLocation(holder) : undefined;
    return record ? { record, field: read.name.text } : undefined;
  }
  if (!ts.isIdentifier(read) || depth >= MAX_FOLLOW) return undefined;
  const symbol = checker.getSymbolAtLocation(read);
  const declaration = symbol?.valueDeclaration;
  if (!symbol || !declaration) return undefined;
  if (ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name) && declaration.initializer && ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) {
    return fieldRead(program, declaration.initializer, isKey, depth + 1);
  }
  const rest = restOf(declaration);
  if (rest) return fieldRead(program, rest, isKey, depth + 1);
  return isKey ? mapKey(program, read, symbol) : undefined;
}

/** `rest` of `const { execute: _, ...rest } = entry.tool`: the same value less some of its keys. */
function restOf(declaration: ts.Declaration): ts.Expression | undefined {
  if (!ts.isBindingElement(declaration) || !declaration.dotDotDotToken || !ts.isObjectBindingPattern(declaration.parent)) return undefined;
  const holder = declaration.parent.parent;
  return ts.isVariableDeclaration(holder) && holder.initializer && ts.getCombinedNodeFlags(holder) & ts.NodeFlags.Const ? holder.initializer : undefined;
}

/** `name` of `for (const [name, entry] of map)`, where every `map.set(k, v)` keys `v` by `v.field`: `entry.field`. */
function mapKey(program: ts.Program, key: ts.Identifier, symbol: ts.Symbol): FieldRead | undefined {
  for (const iteration of iterationsAround(program.getTypeChecker(), key)) {
    if (iteration.roles.get(symbol)?.kind !== "key") continue;
    const value = [...iteration.roles].find(([, role]) => role.kind === "value" && role.path.length === 0)?.[0];
    const field = value ? keyingField(program, iteration.collection) : undefined;
    return value && field ? { record: value, field } : undefined;
  }
  return undefined;
}

/**
 * Pairings of the records the placed ones are copied from: `{ name: t.name, tool: t.tool }` written as a
 * placed record's type pairs `t`'s type the same way.
 */
function withCopies(program: ts.Program, placed: Pairing[]): readonly Pairing[] {
  if (placed.length === 0) return placed;
  const all = [...placed];
  let fresh = placed;
  for (let round = 0; round < MAX_COPIES && fresh.length > 0; round++) {
    const next: Pairing[] = [];
    for (const file of projectSources(program)) {
      const wanted = fresh.filter((pairing) => file.text.includes(pairing.nameField) && file.text.includes(pairing.toolField));
      if (wanted.length === 0) continue;
      const visit = (node: ts.Node): void => {
        if (ts.isObjectLiteralExpression(node)) {
          for (const pairing of wanted) {
            const copied = copiedPairing(program, node, pairing);
            if (copied && !all.some((known) => same(known, copied))) {
              all.push(copied);
              next.push(copied);
            }
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    fresh = next;
  }
  return all;
}

function copiedPairing(program: ts.Program, literal: ts.ObjectLiteralExpression, pairing: Pairing): Pairing | undefined {
  const checker = program.getTypeChecker();
  const nameValue = propertyValue(checker, literal, pairing.nameField);
  const toolValue = nameValue && propertyValue(checker, literal, pairing.toolField);
  if (!toolValue || recordType(checker, literal) !== pairing.type) return undefined;
  return pairingOf(program, nameValue, toolValue);
}

/** The type a record literal is written as: its contextual type's own name (an interface or alias), if it has one. */
function recordType(checker: ts.TypeChecker, literal: ts.ObjectLiteralExpression): ts.Symbol | undefined {
  const contextual = checker.getContextualType(literal);
  return contextual && namedType(contextual);
}

function namedType(type: ts.Type): ts.Symbol | undefined {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  return symbol && !(symbol.flags & ts.SymbolFlags.TypeLiteral) && !(symbol.flags & ts.SymbolFlags.ObjectLiteral) ? symbol : undefined;
}

/** The value written under `key` in the literal (`name: "x"`, or the name of a shorthand `{ name }`). */
function propertyValue(checker: ts.TypeChecker, literal: ts.ObjectLiteralExpression, key: string): ts.Expression | undefined {
  for (const property of literal.properties) {
    if (!property.name || keyText(checker, property.name) !== key) continue;
    if (ts.isPropertyAssignment(property)) return property.initializer;
    if (ts.isShorthandPropertyAssignment(property)) return property.name;
  }
  return undefined;
}

function add(found: Pairing[], pairing: Pairing): void {
  if (!found.some((known) => same(known, pairing))) found.push(pairing);
}

function same(a: Pairing, b: Pairing): boolean {
  return a.type === b.type && a.nameField === b.nameField && a.toolField === b.toolField;
}
