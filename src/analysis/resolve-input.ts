import ts from "../util/typescript.cjs";
import { installedVersion } from "../frameworks/core/version.js";
import { schemaLibraryOf, standardInputType } from "../schema/shared/library.js";
import { resolveConvertedSchema } from "../schema/converted/index.js";
import { resolveLiteralSchema } from "../schema/literal/index.js";
import { resolveTypeBoxSchema } from "../schema/typebox/index.js";
import { resolveValibotSchema } from "../schema/valibot/index.js";
import { resolveArkTypeSchema } from "../schema/arktype/index.js";
import { resolveEffectSchema } from "../schema/effect/index.js";
import { resolveEffect4StandardJson } from "../schema/effect4/index.js";
import { resolveSealChain } from "../schema/seal-chain/index.js";
import { resolveSealType } from "../schema/seal-type/index.js";
import { resolveType, resolveTypeNode } from "../schema/ts-type/index.js";
import type { Resolution } from "../schema/types.js";
import type { SendPolicy } from "../frameworks/types.js";
import { resolveZodChain, resolveZodShape, type ZodJsonTarget } from "../schema/zod-chain/index.js";
import { resolveZod3Chain, resolveZod3Shape, type Zod3Options } from "../schema/zod3-chain/index.js";
import { resolveZodType } from "../schema/zod-type/index.js";
import { createEvalContext } from "../schema/shared/static-eval.js";
import { calleeDeclarations, followExpression } from "../schema/shared/static-follow.js";

/** The parts of a definition call that can say what its input schema is. */
export interface InputParts {
  /** The input schema expression. */
  readonly input: ts.Expression | undefined;
  /** `input` is an object of schemas (`{ city: z.string() }`) standing for an object schema. */
  readonly inputIsShape?: boolean;
  /**
   * An empty shape (`{}`) stands for a zod 4 object, not a zod 3 one: nothing in it says which zod,
   * and the framework picks zod 4 (MCP SDK ≥ 1.23.0 `objectFromShape`: "default to v4 Mini").
   */
  readonly emptyShapeIsZod4?: boolean;
  /** `ai.tool<Input>(…)`. */
  readonly typeArgument: ts.TypeNode | undefined;
  /** The `execute` property's value (function) or method. */
  readonly execute: ts.Node | undefined;
}

function firstParameter(execute: ts.Node | undefined): ts.ParameterDeclaration | undefined {
  if (!execute) return undefined;
  let node: ts.Node = execute;
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) node = node.expression;
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)) return node.parameters[0];
  return undefined;
}

const UNTYPED = ts.TypeFlags.Any | ts.TypeFlags.Unknown;

/** `jsonSchemaFromZod(tool.schema)`: the name of the function of the program (not of a package) the input is a call of, through consts. */
function programBuilder(checker: ts.TypeChecker, input: ts.Expression): string | undefined {
  const followed = followExpression(createEvalContext(checker), input);
  const call = followed.ok ? followed.expr : input;
  if (!ts.isCallExpression(call)) return undefined;
  const declarations = calleeDeclarations(checker, call);
  if (declarations.length === 0 || declarations.some((declaration) => declaration.getSourceFile().isDeclarationFile || /[\\/]node_modules[\\/]/.test(declaration.getSourceFile().fileName))) return undefined;
  const callee = call.expression;
  return ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
}

/** The type route's result, saying first why the exact chain route could not be used. */
function withChainGap(typed: Resolution, chain: Resolution | undefined): Resolution {
  if (!typed.ok || !chain || chain.ok) return typed;
  return { ...typed, gaps: [`the builder chain was read through its type only: ${chain.reason}`, ...typed.gaps] };
}

/**
 * Picks the route that knows the schema best, in this order:
 * 1. `input` is a JSON Schema literal → evaluated statically; TypeBox builder calls → the JSON they return; valibot builder calls or an
 *    ArkType `type(…)` or an Effect 3 `Schema.standardSchemaV1(…)` → the JSON their converters write, where the framework
 *    converts them as FastMCP's xsschema does; or a converter's result (`zodToJsonSchema(S)`,
 *    `z.toJSONSchema(S)`) → the JSON the converter writes, read from the chain of `S`;
 * 2. `input` is a zod 3, zod 4 or Seal builder chain → interpreted exactly; failing that, a zod or Seal schema is read
 *    through the library's own types, approximately (the library decides what is sent);
 * 3. an explicit type argument, or `execute`'s annotated first parameter → ts-json-schema-generator;
 * 4. the Standard Schema input type of `input`, or `execute`'s contextual parameter type → checker walk.
 * Returns undefined when the definition has neither input nor a parameter type (a tool without parameters).
 * `zodTarget` and `zod3` are how the framework converts zod 4 and zod 3 inputs, `standard` the Standard
 * Schema libraries it converts as FastMCP does (`SendPolicy`); others are read through their types.
 * `parameterList` reads a framework's own input format first (`SendPolicy.parameterList`).
 */
export function resolveInput(
  program: ts.Program,
  parts: InputParts,
  zodTarget: ZodJsonTarget = "other",
  zod3: Zod3Options = {},
  standard: NonNullable<SendPolicy["standardConverters"]> = {},
  parameterList?: SendPolicy["parameterList"],
): Resolution | undefined {
  const checker = program.getTypeChecker();
  const { input, typeArgument } = parts;

  // The framework's own format (CopilotKit's parameters array) comes first: no other route reads it.
  const own = input && parameterList?.read(checker, input);
  if (own) return own;

  let inputType: ts.Type | undefined;
  if (input && parts.inputIsShape) {
    const zod3Shape = parts.emptyShapeIsZod4 && isEmptyShape(checker, input) ? undefined : resolveZod3Shape(checker, input, zod3);
    if (zod3Shape) return zod3Shape.ok ? { ...zod3Shape, route: "zod3" } : zod3Shape;
    const zodShape = resolveZodShape(checker, input, zodTarget);
    if (zodShape) return zodShape;
  }
  if (input) {
    const literal = resolveLiteralSchema(checker, input);
    if (literal) return literal;
    const typebox = resolveTypeBoxSchema(checker, input);
    if (typebox) return typebox;
    const valibot = standard.valibot ? resolveValibotSchema(checker, input) : undefined;
    if (valibot) return valibot;
    const arktype = standard.arktype ? resolveArkTypeSchema(checker, input, standard.arktype) : undefined;
    if (arktype) return arktype;
    const effect = standard.effect ? resolveEffectSchema(checker, input) : standard.effect4 ? resolveEffect4StandardJson(checker, input, standard.effect4) : undefined;
    if (effect) return effect;
    const converted = resolveConvertedSchema(checker, input, installedVersion);
    if (converted) return converted;
    // zod 3 first: the zod 4 interpreter would also accept a zod 3 chain and write zod 4's output.
    const zod3Chain = resolveZod3Chain(checker, input, zod3);
    if (zod3Chain) return zod3Chain.ok ? { ...zod3Chain, route: "zod3" } : zod3Chain;
    const chain = resolveZodChain(checker, input, zodTarget);
    // zod's converter throws on it: exact knowledge, which the types could only blur.
    if (chain?.ok || chain?.unrepresentable) return chain;
    const sealChain = chain ? undefined : resolveSealChain(checker, input);
    if (sealChain?.ok) return sealChain;
    inputType = checker.getTypeAtLocation(input);
    const library = schemaLibraryOf(checker, inputType);
    if (library === "zod") return withChainGap(resolveZodType(checker, inputType, input), chain);
    if (library === "seal") return withChainGap(resolveSealType(checker, inputType, input), sealChain);
  }

  const parameter = firstParameter(parts.execute);
  const annotation = typeArgument ?? parameter?.type;
  if (annotation) return resolveTypeNode(program, annotation);

  if (input && inputType) {
    const standard = standardInputType(checker, inputType);
    if (standard && !(standard.flags & UNTYPED)) return resolveType(program, standard, input);
    if (inputType.flags & ts.TypeFlags.Any) {
      const builder = programBuilder(checker, input);
      if (builder) {
        return {
          ok: false,
          reason: `\`input\` is built at run time by \`${builder}(…)\`, a function of the program whose result is typed \`any\`: the plugin reads schemas from the source and never runs the program's functions`,
          node: input,
        };
      }
      return {
        ok: false,
        reason: "`input` has type `any`, so its schema cannot be known (a schema library whose types are not installed, or a schema whose type refers to itself, gives `any`)",
        node: input,
      };
    }
  }
  if (parameter) {
    const contextual = checker.getTypeAtLocation(parameter);
    if (!(contextual.flags & UNTYPED)) return resolveType(program, contextual, parameter);
    // Without `input` the framework sends no parameters whatever `execute` accepts.
    if (!input) return undefined;
    return {
      ok: false,
      reason: `\`execute\`'s parameter has type \`${checker.typeToString(contextual)}\`, so the input schema cannot be known`,
      node: parameter,
    };
  }
  if (input) {
    // The project's own function between the schema and the wire (a converter that rewrites it): what it sends is its business.
    const own = projectFunctionCalled(checker, input);
    if (own) return { ok: false, reason: `\`${own}(…)\`, a function of this project, makes the schema that is sent: what it returns is not read, so nothing is said about the schema`, node: input };
    return { ok: false, reason: `\`input\` of type \`${checker.typeToString(inputType!)}\` is not a JSON Schema literal or a Standard Schema with a known input type`, node: input };
  }
  return undefined;
}

/** The callee's text when `input` is (a cast of) a call of a function the project writes itself, not a package's. */
function projectFunctionCalled(checker: ts.TypeChecker, input: ts.Expression): string | undefined {
  let expr = input;
  while (ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr) || ts.isParenthesizedExpression(expr) || ts.isNonNullExpression(expr)) expr = expr.expression;
  if (!ts.isCallExpression(expr)) return undefined;
  const callee = ts.isPropertyAccessExpression(expr.expression) ? expr.expression.name : expr.expression;
  const symbol = checker.getSymbolAtLocation(callee);
  const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const file = target?.declarations?.[0]?.getSourceFile();
  if (!file || file.isDeclarationFile || /[\\/]node_modules[\\/]/.test(file.fileName)) return undefined;
  return expr.expression.getText();
}

/** `{}`, written or named through `const`s: a shape with no member. */
function isEmptyShape(checker: ts.TypeChecker, input: ts.Expression): boolean {
  const followed = followExpression(createEvalContext(checker), input);
  return followed.ok && ts.isObjectLiteralExpression(followed.expr) && followed.expr.properties.length === 0;
}
