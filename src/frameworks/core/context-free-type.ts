// What a question about an expression's type answers, asked without typing the expression in place
// when its declarations already decide (the call it is an argument of is then never resolved).
import ts from "../../util/typescript.cjs";
import { aliasTarget } from "../../schema/shared/static-follow.js";

const UNTYPED = ts.TypeFlags.Any | ts.TypeFlags.Unknown;

/**
 * `answer` for the type of `expr`, read from declarations when they agree. A value in an argument of
 * an SDK call (`tool({ parameters: z.object(…) })`, `server.registerTool(…)`) is typed against its
 * contextual type, so asking for its type makes the checker resolve the SDK's overloads for the whole
 * call and instantiate its conditional types: 0.1–0.4 s per program in the example project, paid again
 * after every edit, for a question whose answer does not depend on the call. A call's type is its
 * callee's return type (the callee is typed without context); identifiers and property accesses need
 * no context. When the return types give different answers, or one is still generic (`T`,
 * `T extends X ? A : B`), the type in place decides.
 */
export function answerForType<T>(checker: ts.TypeChecker, expr: ts.Expression, answer: (type: ts.Type) => T): T {
  const candidates = declaredTypes(checker, expr, 0) ?? typesWithoutContext(checker, expr);
  if (candidates && candidates.length > 0) {
    const first = answer(candidates[0]);
    if (candidates.every((type, i) => i === 0 || answer(type) === first)) return first;
  }
  return answer(checker.getTypeAtLocation(expr));
}

/** The types `expr` can have, read from declarations; undefined when only the type in place can tell. */
function typesWithoutContext(checker: ts.TypeChecker, expr: ts.Expression): readonly ts.Type[] | undefined {
  if (ts.isParenthesizedExpression(expr)) return typesWithoutContext(checker, expr.expression);
  if (ts.isCallExpression(expr) && !expr.questionDotToken && !ts.isOptionalChain(expr)) {
    const callee = checker.getTypeAtLocation(expr.expression);
    if (callee.flags & UNTYPED) return [callee];
    const returns = callee.getCallSignatures().map((signature) => checker.getReturnTypeOfSignature(signature));
    return returns.every((type) => type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Any)) ? returns : undefined;
  }
  if (ts.isIdentifier(expr) || ts.isPropertyAccessExpression(expr)) return [checker.getTypeAtLocation(expr)];
  return undefined;
}

/**
 * The classes or interfaces `expr` is an instance of, read from the declarations alone: a call's
 * callee declares its return type (`object(…): ZodObject<…>`, `describe(…): this`), a `const`
 * without annotation is its initializer. No call is resolved and no type argument inferred, so
 * `z.object({ … })` does not type its shape, nor an imported schema its file: asking costs a few
 * symbol look-ups, paid once per class. The answers asked of these types (the class, where it is
 * declared, which members it has) are those of every instantiation of the class. Undefined when a
 * declaration says anything else (a generic `T`, an alias, a conditional type, no annotation).
 */
export function declaredTypes(checker: ts.TypeChecker, expr: ts.Expression, depth: number): readonly ts.Type[] | undefined {
  if (depth > 16) return undefined;
  if (ts.isParenthesizedExpression(expr)) return declaredTypes(checker, expr.expression, depth + 1);
  if (ts.isIdentifier(expr)) {
    const declaration = resolved(checker, checker.getSymbolAtLocation(expr))?.valueDeclaration;
    const constant = declaration && ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name) && ts.isVariableDeclarationList(declaration.parent) && declaration.parent.flags & ts.NodeFlags.Const;
    return constant && !declaration.type && declaration.initializer ? declaredTypes(checker, declaration.initializer, depth + 1) : undefined;
  }
  if (!ts.isCallExpression(expr) || expr.questionDotToken || ts.isOptionalChain(expr)) return undefined;
  const callee = calleeOf(checker, expr.expression, depth);
  const declarations = callee && signatureDeclarations(checker, callee.symbol);
  if (!callee || !declarations || declarations.length === 0) return undefined;
  // Overloads returning one class (`ZodEnum<Writeable<T>>`, `ZodEnum<T>`) give that class once.
  const types = new Set<ts.Type>();
  for (const declaration of declarations) {
    const returned = returnTypeNode(declaration);
    const type = returned?.kind === ts.SyntaxKind.ThisType ? callee.receiver : returned && declaredClass(checker, returned);
    if (!type) return undefined;
    types.add(type);
  }
  return [...types];
}

/** The symbol a callee names, and for a method the one class its receiver is declared as. */
function calleeOf(checker: ts.TypeChecker, callee: ts.Expression, depth: number): { readonly symbol: ts.Symbol; readonly receiver?: ts.Type } | undefined {
  if (ts.isIdentifier(callee)) {
    const symbol = resolved(checker, checker.getSymbolAtLocation(callee));
    return symbol && { symbol };
  }
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.name)) return undefined;
  // `z.object`: a member of a namespace import is found by name, with nothing to type.
  const root = ts.isIdentifier(callee.expression) ? resolved(checker, checker.getSymbolAtLocation(callee.expression)) : undefined;
  if (root && root.flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule) && !(root.flags & ts.SymbolFlags.Variable)) {
    const symbol = resolved(checker, checker.getSymbolAtLocation(callee.name));
    return symbol && { symbol };
  }
  const receivers = declaredTypes(checker, callee.expression, depth + 1);
  if (receivers?.length !== 1) return undefined;
  const symbol = checker.getPropertyOfType(receivers[0], callee.name.text);
  return symbol && { symbol, receiver: receivers[0] };
}

/** The declarations of a callee's signatures; through `typeof`: zod 3 declares `const enumType: typeof createZodEnum`. */
function signatureDeclarations(checker: ts.TypeChecker, symbol: ts.Symbol): readonly ts.Declaration[] | undefined {
  const declarations = symbol.declarations;
  const [only] = declarations ?? [];
  if (declarations?.length === 1 && ts.isVariableDeclaration(only) && only.type && ts.isTypeQueryNode(only.type) && !only.type.typeArguments) {
    return resolved(checker, checker.getSymbolAtLocation(only.type.exprName))?.declarations;
  }
  return declarations;
}

/** The return type written on a function or method declaration, or on a `const` / property typed with a function type. */
function returnTypeNode(declaration: ts.Declaration): ts.TypeNode | undefined {
  if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration) || ts.isMethodSignature(declaration)) return declaration.type;
  const typed = ts.isVariableDeclaration(declaration) || ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration) ? declaration.type : undefined;
  return typed && ts.isFunctionTypeNode(typed) ? typed.type : undefined;
}

/** The class or interface a type reference names (`ZodObject<…>`, `core.$ZodType`), as declared. */
function declaredClass(checker: ts.TypeChecker, node: ts.TypeNode): ts.Type | undefined {
  if (!ts.isTypeReferenceNode(node)) return undefined;
  const symbol = resolved(checker, checker.getSymbolAtLocation(node.typeName));
  return symbol && symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface) ? checker.getDeclaredTypeOfSymbol(symbol) : undefined;
}

/** The symbol an import or re-export stands for. */
function resolved(checker: ts.TypeChecker, symbol: ts.Symbol | undefined): ts.Symbol | undefined {
  return symbol && aliasTarget(checker, symbol);
}
