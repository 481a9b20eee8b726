// What a parameter receives: the arguments the program's calls of its function pass at its position,
// so a value typed `any` where it is used (`function registerTools(server: any)`) is known by what
// reaches it (`registerTools(new McpServer(…))`).
import ts from "../../util/typescript.cjs";
import { projectSources } from "./imports.js";
import { nameFilter } from "./word-index.js";

// Per program: a call added in another file makes a new program in which a kept file's function has one more caller.
const byParameter = new WeakMap<ts.Program, WeakMap<ts.ParameterDeclaration, readonly ts.Expression[]>>();
const byFunction = new WeakMap<ts.Program, WeakMap<ts.SignatureDeclaration, readonly (ts.CallExpression | ts.NewExpression)[]>>();

function cacheOf<K extends object, V>(caches: WeakMap<ts.Program, WeakMap<K, V>>, program: ts.Program): WeakMap<K, V> {
  let cache = caches.get(program);
  if (!cache) caches.set(program, (cache = new WeakMap()));
  return cache;
}

/**
 * The arguments passed for `parameter` by the calls of its function written in the program's sources:
 * a named function, method or arrow held by a name, called by that name (`registerX(server)`,
 * `this.registerX(server)`, an import of it), or a class's constructor, by `new` of the class. Files
 * and subtrees whose text does not name the function are not read; a call is the function's when the checker
 * resolves its callee to the function's declaration.
 * Once per parameter and program.
 */
export function argumentsForParameter(program: ts.Program, parameter: ts.ParameterDeclaration): readonly ts.Expression[] {
  const cache = cacheOf(byParameter, program);
  let known = cache.get(parameter);
  if (!known) cache.set(parameter, (known = findArguments(program, parameter)));
  return known;
}

function findArguments(program: ts.Program, parameter: ts.ParameterDeclaration): ts.Expression[] {
  const fn = parameter.parent;
  const index = fn.parameters.indexOf(parameter);
  if (index < 0 || parameter.dotDotDotToken) return [];
  return callsOfFunction(program, fn).flatMap((call) => {
    const argument = call.arguments?.[index];
    return argument && !ts.isSpreadElement(argument) ? [argument] : [];
  });
}

/** The calls of a function (the `new`s of a constructor's class) written in the program's sources, as `argumentsForParameter` finds them. Once per function and program. */
export function callsOfFunction(program: ts.Program, fn: ts.SignatureDeclaration): readonly (ts.CallExpression | ts.NewExpression)[] {
  const cache = cacheOf(byFunction, program);
  let known = cache.get(fn);
  if (!known) cache.set(fn, (known = findCalls(program, fn)));
  return known;
}

function findCalls(program: ts.Program, fn: ts.SignatureDeclaration): (ts.CallExpression | ts.NewExpression)[] {
  const named = nameOf(fn);
  if (!named) return [];
  const checker = program.getTypeChecker();
  const found: (ts.CallExpression | ts.NewExpression)[] = [];
  for (const file of projectSources(program)) {
    if (!file.text.includes(named.text)) continue;
    // Only subtrees whose text names the function can hold a call of it.
    const mayHoldName = nameFilter(file, [named.text]);
    const visit = (node: ts.Node): void => {
      if (!mayHoldName(node)) return;
      // A constructor's parameter is passed by `new` of its class, a function's by a call.
      if (ts.isConstructorDeclaration(fn) ? ts.isNewExpression(node) : ts.isCallExpression(node)) {
        const call = node as ts.CallExpression | ts.NewExpression;
        const callee = ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression;
        if (ts.isIdentifier(callee) && callee.text === named.text && calls(checker, callee, named.declaration)) found.push(call);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

/** The name callers write, and the declaration that name resolves to. */
function nameOf(fn: ts.SignatureDeclaration): { readonly text: string; readonly declaration: ts.Node } | undefined {
  if (ts.isConstructorDeclaration(fn)) return fn.parent.name ? { text: fn.parent.name.text, declaration: fn.parent } : undefined;
  if ((ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) && fn.name && ts.isIdentifier(fn.name)) return { text: fn.name.text, declaration: fn };
  const holder = fn.parent;
  if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && holder && (ts.isVariableDeclaration(holder) || ts.isPropertyDeclaration(holder) || ts.isPropertyAssignment(holder)) && ts.isIdentifier(holder.name)) {
    return { text: holder.name.text, declaration: holder };
  }
  return undefined;
}

function calls(checker: ts.TypeChecker, callee: ts.Identifier, declaration: ts.Node): boolean {
  let symbol = checker.getSymbolAtLocation(callee);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.declarations?.includes(declaration as ts.Declaration) ?? false;
}
