// Tools listed through a mapper: the listing hands each definition to a function of the program that builds
// the listed object from it (`tools.map((t) => toListed(t))`, `list.map(publicFields)`), so the site's tool is
// that function's returned literal, reading its parameter. Which definitions reach the parameter is decided at
// run time; its type is not: the definitions are the program's values of the parameter's type
// (typed-sources.ts), each read with the parameter bound to it. A function no definition's type reaches,
// whose parameter names the tool, is a factory: each of its calls is one tool, read with its arguments.
import ts from "../../util/typescript.cjs";
import type { ToolParts } from "../../frameworks/types.js";
import type { CatalogElement } from "./catalog.js";
import type { Binding } from "./seam-reader.js";
import { readsSymbol } from "./looked-up.js";
import { definitionsOfType } from "./typed-sources.js";
import { callElements, callsOfFactory, returningFunction } from "./factory-parameters.js";

/** The definitions behind a mapper's parameter, each with its bindings; undefined when the tool is no such literal. */
export function mapperDefinitions(program: ts.Program, parts: ToolParts, reads: readonly (ts.Node | undefined)[]): (CatalogElement & { readonly bindings: ReadonlyMap<ts.Symbol, Binding> })[] | undefined {
  if (!ts.isObjectLiteralExpression(parts.node)) return undefined;
  const fn = returningFunction(parts.node);
  if (!fn) return undefined;
  const checker = program.getTypeChecker();
  for (const parameter of fn.parameters) {
    if (!ts.isIdentifier(parameter.name)) continue;
    const symbol = checker.getSymbolAtLocation(parameter.name);
    if (!symbol || !readsSymbol(checker, symbol, reads, fn)) continue;
    const type = checker.getNonNullableType(checker.getTypeAtLocation(parameter.name));
    const elements = callElements(checker, definitionsOfType(program, type).elements);
    if (elements.length === 0) break;
    return elements.map((element) => ({ ...element, bindings: new Map<ts.Symbol, Binding>([...(element.bindings ?? []), [symbol, { expr: element.value }]]) }));
  }
  // No definition has the parameter's type (`createToolSchema(schema, "mute_host", "Mute a host")`, whose
  // parameters are a schema and strings): the function is a factory, and each of its calls is one tool,
  // when the call names it. A name written in the literal is one tool where it is written, its other parts
  // read with the parameters unknown.
  const namedByCall = fn.parameters.some((parameter) => {
    const symbol = ts.isIdentifier(parameter.name) ? checker.getSymbolAtLocation(parameter.name) : undefined;
    return symbol !== undefined && readsSymbol(checker, symbol, [parts.name], fn);
  });
  if (!namedByCall) return undefined;
  const calls = callsOfFactory(program, checker, parts.node);
  return calls.length > 0 ? callElements(checker, [{ value: parts.node, definition: parts.node, calls }]).map((element) => ({ ...element, bindings: element.bindings ?? new Map() })) : undefined;
}
