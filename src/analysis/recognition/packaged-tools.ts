// Tools a package makes, handed to a framework with the program's own (`FrameworkModule.toolSinks`):
// `generateText({ tools: { search: createSearchTool(…), own } })`, `new Agent({ tools: { vectorQueryTool } })`,
// `model.bindTools([new TavilySearch(), own])`, with the tool made by an installed package's function or
// class. The program has only that package's declarations, so the tool's name and schema cannot be read;
// without a word the lint would list `own` alone and read as "checked". Each member of the tools that
// leads to such a maker is one unfollowed stand-in, said at the member. Tools of the framework's own
// packages (its forms read them) and of `ToolSinks.notUserTools` (a provider's own tools, an MCP
// client's listed at run time) are left out. Tool objects the program assigns into a holder typed `any`
// that nothing on the way types as the set (`set-holders.ts`) are said the same way.
import path from "node:path";
import ts from "../../util/typescript.cjs";
import type { FrameworkModule, ToolParts, ToolSinks, ToolsAt } from "../../frameworks/types.js";
import { aliasTarget, declaredFunction, describeNode, functionReturns, literalProperty, memberAssignment, symbolOfIdentifier, unwrapExpression } from "../../schema/shared/static-follow.js";
import { owningPackage } from "../../util/owning-package.js";
import { exportOriginOf, isProjectSource } from "./imports.js";
import { argumentsForParameter } from "./parameter-callers.js";
import { constructorAssignments } from "./constructor-assignments.js";
import { packageOf } from "./program-packages.js";
import { presentFrameworks } from "./reachable-frameworks.js";
import { isTypedAny, untypedTools } from "../../frameworks/core/untyped-request.js";
import { holdsAny, setFormIn } from "./contextual-sites.js";
import { holderReachesSet } from "./set-holders.js";
import type { RecognisedTool } from "./sites.js";

/** How many consts, returns and spreads are followed from a member before it counts as not read. */
// Each `const`, call, `return`, spread and member is one step: a tool a package makes, wrapped by the
// program and handed up through two of its own factories, is about ten steps from the sink.
const MAX_DEPTH = 14;

/** A value the program has only as a declaration: a package's function that makes tools, or its declared const. */
interface Maker {
  /** The call, `new` or name that brings the value in. */
  readonly node: ts.Expression;
  /** The function, class or const as the program names it (`createVectorQueryTool`). */
  readonly name: string;
  /** The declaration file it is written in. */
  readonly file: string;
  /**
   * Set for tools the program writes where their type is `any` (`toolSet[tool.name] = { … }` into a
   * `Record<string, any>`): no form takes them for tools, so they are not checked. The reason, as said.
   */
  readonly untyped?: string;
  /** For `untyped`: the holder's declaration. */
  readonly holder?: ts.VariableDeclaration;
}

/** The member of the sink's file a maker is said at; `one` when it stands for one tool (a property, an element), not a set (a spread, the whole list). */
interface Via {
  readonly node: ts.Node;
  readonly one: boolean;
}

/** One framework's sinks, with the packages whose tools are not said: its own (its forms read them) and `notUserTools`. */
interface SinkFramework {
  readonly framework: FrameworkModule;
  readonly sinks: ToolSinks;
  readonly quiet: readonly string[];
}

/**
 * The stand-ins of the file's sinks: one per member of a tool set (a property, an element, a spread)
 * that leads, through consts, spreads, the project's functions and the arguments its calls pass for a
 * parameter, to a value a package makes. Only the program's own sources are read; a member that cannot
 * be followed so (a property of an object) is left to the other readers.
 */
export function packagedTools(program: ts.Program, sourceFile: ts.SourceFile, frameworks: readonly FrameworkModule[]): RecognisedTool[] {
  if (sourceFile.isDeclarationFile || !isProjectSource(program, sourceFile)) return [];
  // A framework none of whose packages the program holds has no sink in it (`.generate(` alone is common text).
  const here = sinkFrameworks(presentFrameworks(program, frameworks)).filter(({ sinks }) => mayTakeTools(sourceFile, sinks));
  if (here.length === 0) return [];
  const names = new Set(here.flatMap(({ sinks }) => [...sinks.calls.flatMap((call) => call.names), ...(sinks.methods ?? []).map((method) => method.name)]));
  const reader = new MakerReader(program);
  const tools: RecognisedTool[] = [];
  // A maker two sinks of the file reach (`model.bindTools(TOOLS)` and `new ToolNode(TOOLS)`) is said at the first.
  const said = new Set<ts.Node>();
  const visit = (node: ts.Node): void => {
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && names.has(lastName(node.expression) ?? "")) {
      const found = sinkAt(reader, node, here);
      if (found) tools.push(...standIns(reader, node, found.at, found.framework, said));
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return tools;
}

const byList = new WeakMap<readonly FrameworkModule[], readonly SinkFramework[]>();

function sinkFrameworks(frameworks: readonly FrameworkModule[]): readonly SinkFramework[] {
  let known = byList.get(frameworks);
  if (!known) {
    known = frameworks.flatMap((framework) =>
      framework.toolSinks ? [{ framework, sinks: framework.toolSinks, quiet: [...framework.packages.map(packageOf), ...(framework.toolSinks.notUserTools ?? [])] }] : [],
    );
    byList.set(frameworks, known);
  }
  return known;
}

/** Text first: a file that imports no sink's module (and names no sink method) cannot take tools there. */
function mayTakeTools(sourceFile: ts.SourceFile, sinks: ToolSinks): boolean {
  const text = sourceFile.text;
  return sinks.calls.some(({ module }) => text.includes(`"${module}"`) || text.includes(`'${module}'`)) || (sinks.methods ?? []).some(({ name }) => text.includes(`.${name}(`));
}

/** The framework whose sink this call is, and where it takes the tools. */
function sinkAt(reader: MakerReader, node: ts.CallExpression | ts.NewExpression, frameworks: readonly SinkFramework[]): { framework: SinkFramework; at: ToolsAt } | undefined {
  const origin = exportOriginOf(reader.program, node.getSourceFile(), node.expression, { allowTypeOnly: false });
  for (const framework of frameworks) {
    const call = origin && origin.path.length === 1 ? framework.sinks.calls.find((sink) => sink.module === origin.module && sink.names.includes(origin.path[0]!)) : undefined;
    if (call) return { framework, at: call };
  }
  const callee = unwrapExpression(node.expression);
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.name)) return undefined;
  for (const framework of frameworks) {
    const method = framework.sinks.methods?.find((sink) => sink.name === callee.name.text);
    const declared = method && reader.declarationsOf(callee.name).map((declaration) => owningPackage(declaration.getSourceFile().fileName)?.name);
    if (method && declared && declared.length > 0 && declared.every((name) => name !== undefined && matches(name, method.declaredIn))) return { framework, at: method };
  }
  return undefined;
}

function standIns(reader: MakerReader, sink: ts.CallExpression | ts.NewExpression, at: ToolsAt, framework: SinkFramework, said: Set<ts.Node>): RecognisedTool[] {
  const argument = sink.arguments?.[at.argument ?? 0];
  let tools: { node: ts.Node; value: ts.Expression } | undefined = argument && { node: argument, value: argument };
  if (argument && at.property) {
    const options = reader.objectLiteral(argument, 0);
    tools = options && literalProperty(options, at.property);
  }
  const form = `${ts.isNewExpression(sink) ? "new " : ""}${calleeText(sink.expression)}()`;
  // Tools typed `any` (a request body passed on) lead to no definition and no maker: said as such.
  const untyped = untypedAt(reader.program.getTypeChecker(), argument, at, (expr) => reader.objectLiteral(expr, 0));
  if (untyped) return [{ framework: framework.framework, parts: { node: sink, anchor: sink.expression, form, unreadable: untyped, unfollowed: true, unfollowedUntyped: true } }];
  if (!tools) return [];
  const byMember = new Map<ts.Node, { via: Via; makers: Maker[] }>();
  for (const { via, maker } of reader.makers(tools.value, { node: tools.node, one: false }, true, framework.quiet, 0)) {
    if (said.has(maker.node)) continue;
    said.add(maker.node);
    const member = byMember.get(via.node);
    if (member) member.makers.push(maker);
    else byMember.set(via.node, { via, makers: [maker] });
  }
  // A member of the tools literal belongs to that set; the whole value (`tools: createTools()`) is no member of one.
  const setOf = (via: Via) => (via.node === tools.node ? undefined : literalOf(via.node));
  // Plain objects assigned where the type is `any` are tools only to a framework that reads a plain object as one where its set type is expected.
  const setForms = framework.framework.forms.flatMap((form) => (form.kind === "typed" && form.contextual && form.contextualSets ? [{ framework: framework.framework, form }] : []));
  const setType = setForms[0]?.form.contextualSets?.[0];
  return [...byMember.values()].flatMap(({ via, makers }) => {
    const untyped = makers.find((maker) => maker.untyped !== undefined);
    // A holder handed on to where the set is expected is read as that set (`contextual-sites.ts`, asking the same `setFormIn`): its tools are checked.
    if (untyped && (!setType || holderReachesSet(reader.program.getTypeChecker(), reader.program, untyped.holder!, (type) => setFormIn(type, setForms) !== undefined))) return [];
    const parts = untyped ? untypedStandIn(via, untyped, setType!, form, setOf(via)) : standIn(via, makers, form, setOf(via));
    return [{ framework: framework.framework, parts }];
  });
}

/** A member whose tools are assigned to a holder typed `any` (`Maker.untyped`): said, with the type that makes them read. */
function untypedStandIn(via: Via, maker: Maker, setType: string, form: string, set: ts.ArrayLiteralExpression | ts.ObjectLiteralExpression | undefined): ToolParts {
  return {
    node: via.node,
    anchor: via.node,
    form,
    unreadable: { reason: maker.untyped!, node: via.node },
    unfollowed: true,
    unfollowedFix: `Declare \`${maker.name}\` as \`${setType}\`, so that each object assigned to it is read as a tool.`,
    unfollowedMember: { text: memberText(via.node), makers: [maker.name], ...(set ? { set } : {}) },
  };
}

/** `untypedTools` for a sink's options (`{ tools }`), or for the tools given as the argument itself (`bindTools(tools)`). */
function untypedAt(checker: ts.TypeChecker, argument: ts.Expression | undefined, at: ToolsAt, literalOf: (expr: ts.Expression) => ts.ObjectLiteralExpression | undefined): { readonly reason: string; readonly node: ts.Node } | undefined {
  if (at.property) return untypedTools(checker, argument, at.property, literalOf);
  // The argument is the tools: only its own type says anything.
  if (!argument || !isTypedAny(checker, argument)) return undefined;
  return { reason: `${describeNode(argument)} is typed \`any\``, node: argument };
}

function standIn({ node: via, one }: Via, makers: readonly Maker[], form: string, set: ts.ArrayLiteralExpression | ts.ObjectLiteralExpression | undefined): ToolParts {
  // One other package makes it (the project's own `.d.ts` is no package to name or map).
  const owners = [...new Set(makers.map((maker) => owningPackage(maker.file)))];
  const own = owningPackage(via.getSourceFile().fileName);
  const owner = owners.length === 1 && owners[0] && owners[0].dir !== own?.dir ? owners[0] : undefined;
  const names = makers.map((maker) => `\`${maker.name}\``).join(" and ");
  const declaredIn = owner ? `\`${owner.name}\`` : makers.map((maker) => path.basename(maker.file)).join(" and ");
  // A call or `new` makes it; a declared const is it.
  const made = makers.filter((maker) => !ts.isIdentifier(maker.node));
  const calls = made.map((maker) => `\`${ts.isNewExpression(maker.node) ? "new " : ""}${maker.name}()\``).join(" and ");
  // `list.reduce(…)`, `Object.fromEntries(…)`: JavaScript's own, declared in TypeScript's library, no package's.
  const builtIn = made.length > 0 && made.length === makers.length && makers.every((maker) => DEFAULT_LIBRARY.test(maker.file));
  const reason = builtIn
    ? `${calls}, JavaScript's own, ${made.length === 1 ? "builds" : "build"} ${one ? "it" : "the tools it holds"} at run time, and what ${made.length === 1 ? "it returns" : "they return"} is not followed`
    : made.length === 1 && makers.length === 1 && made[0]!.node === via
      ? `the program has only the declarations of ${declaredIn} that make it`
      : made.length === makers.length
      ? `${calls} ${made.length === 1 ? "makes" : "make"} ${one ? "it" : "tools it holds"}, and the program has only the declarations of ${declaredIn}`
      : `the program has only the declaration${makers.length === 1 ? "" : "s"} of ${names} in ${declaredIn}`;
  // A package of the same checkout seen through its built declarations: its sources exist and can be mapped in.
  const installed = makers.every((maker) => /[\\/]node_modules[\\/]/.test(maker.file));
  const fix = owner && !installed ? `Map \`${owner.name}\` to its sources in the tsconfig's \`paths\`.` : `If ${one ? "it is" : "they are"} checked elsewhere, add ${names} to \`ignore\`.`;
  return {
    node: via,
    anchor: via,
    form,
    unreadable: { reason, node: via },
    unfollowed: true,
    unfollowedFix: fix,
    unfollowedMember: { text: memberText(via), makers: makers.map((maker) => maker.name), ...(set ? { set } : {}) },
  };
}

/** TypeScript's declarations of JavaScript's built-ins (`lib.es5.d.ts`, `lib.es2019.object.d.ts`…). */
const DEFAULT_LIBRARY = /[\\/]typescript[\\/]lib[\\/]lib\.[^\\/]*\.d\.ts$/;

/** The object or array literal a member is written in. */
function literalOf(via: ts.Node): ts.ArrayLiteralExpression | ts.ObjectLiteralExpression | undefined {
  const parent = via.parent;
  return parent && (ts.isArrayLiteralExpression(parent) || ts.isObjectLiteralExpression(parent)) ? parent : undefined;
}

/** The member as the user reads it: a property's key, a shorthand's name, an element or spread as written. */
function memberText(via: ts.Node): string {
  if ((ts.isPropertyAssignment(via) || ts.isShorthandPropertyAssignment(via)) && !ts.isComputedPropertyName(via.name)) return via.name.getText();
  const text = via.getText().replace(/\s+/g, " ");
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** Follows a tools value to the package makers it holds, statically. */
class MakerReader {
  private readonly checker: ts.TypeChecker;
  constructor(readonly program: ts.Program) {
    this.checker = program.getTypeChecker();
  }

  objectLiteral(expr: ts.Expression, depth: number): ts.ObjectLiteralExpression | undefined {
    const value = unwrapExpression(expr);
    if (ts.isObjectLiteralExpression(value)) return value;
    const initializer = ts.isIdentifier(value) && depth < MAX_DEPTH ? this.constInitializer(value) : undefined;
    return initializer && this.objectLiteral(initializer, depth + 1);
  }

  /**
   * The makers a value leads to, each with the member of the sink's file it is reached through (`via`
   * changes at each property, element or spread written in that file). `asSet`: the value holds tools
   * (an object or array of them) rather than being one.
   */
  makers(expr: ts.Expression, via: Via, asSet: boolean, quiet: readonly string[], depth: number): { via: Via; maker: Maker }[] {
    if (depth > MAX_DEPTH) return [];
    const value = unwrapExpression(expr);
    // A property or element of the sink's file is the member said; one of another file is reached through `via`.
    const inSink = (node: ts.Node, one: boolean): Via => (node.getSourceFile() === via.node.getSourceFile() ? { node, one } : via);
    if (ts.isAwaitExpression(value)) return this.makers(value.expression, via, asSet, quiet, depth + 1);
    if (ts.isConditionalExpression(value)) return [value.whenTrue, value.whenFalse].flatMap((branch) => this.makers(branch, via, asSet, quiet, depth + 1));
    if (ts.isObjectLiteralExpression(value)) {
      // A tool written as an object literal is the program's own, unless it takes its schema from a
      // spread (`{ ...tavilySearch(), execute }`): then what it spreads makes it.
      if (!asSet) return writesSchema(value) ? [] : value.properties.filter(ts.isSpreadAssignment).flatMap((spread) => this.makers(spread.expression, via, false, quiet, depth + 1));
      return value.properties.flatMap((property) => {
        if (ts.isPropertyAssignment(property)) return this.makers(property.initializer, inSink(property, true), false, quiet, depth + 1);
        if (ts.isShorthandPropertyAssignment(property)) return this.makers(property.name, inSink(property, true), false, quiet, depth + 1);
        if (ts.isSpreadAssignment(property)) return this.makers(property.expression, inSink(property, false), true, quiet, depth + 1);
        return [];
      });
    }
    if (ts.isArrayLiteralExpression(value)) {
      if (!asSet) return [];
      return value.elements.flatMap((element) =>
        ts.isSpreadElement(element) ? this.makers(element.expression, inSink(element, false), true, quiet, depth + 1) : this.makers(element, inSink(element, true), false, quiet, depth + 1),
      );
    }
    // Tools given as a function of the request (Mastra's `tools: ({ requestContext }) => ({ … })`): what it returns.
    if (asSet && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))) {
      return (functionReturns(value) ?? []).flatMap((returned) => this.makers(returned, via, true, quiet, depth + 1));
    }
    if (ts.isIdentifier(value)) {
      const declaration = this.declarationOf(value);
      if (!declaration) return [];
      if (declaration.getSourceFile().isDeclarationFile) return this.maker(value, value.text, declaration, via, quiet);
      // A parameter (`function chat(tools: ToolSet)`, `({ tools }) => …`): what the program's calls of its function pass.
      const passed = this.passedFor(declaration);
      if (passed) return passed.flatMap((argument) => this.makers(argument, via, asSet, quiet, depth + 1));
      const untyped = asSet ? this.assignedUntyped(declaration) : undefined;
      if (untyped) return [{ via, maker: untyped }];
      const initializer = this.constInitializer(value);
      return initializer ? this.makers(initializer, via, asSet, quiet, depth + 1) : [];
    }
    if (ts.isPropertyAccessExpression(value)) return this.propertyValues(value, depth).flatMap((held) => this.makers(held, via, asSet, quiet, depth + 1));
    if (!ts.isCallExpression(value) && !ts.isNewExpression(value)) return [];
    const declarations = this.calleeDeclarations(value);
    if (declarations.length === 0) return [];
    if (declarations.every((declaration) => declaration.getSourceFile().isDeclarationFile)) {
      return this.maker(value, lastName(value.expression) ?? value.expression.getText(), declarations[0]!, via, quiet);
    }
    return (this.returnsOf(declarations) ?? []).flatMap((returned) => this.makers(returned, via, asSet, quiet, depth + 1));
  }

  /**
   * What a property read holds, where the program writes it: `this.tools` (the field's initializer, what
   * its class's constructor assigns it, or what `new` of the class passes for a parameter property),
   * `options.tools` of a parameter (that property of the objects the program's calls pass) or of a
   * `const` object.
   */
  private propertyValues(access: ts.PropertyAccessExpression, depth: number): ts.Expression[] {
    const key = access.name.text;
    if (access.expression.kind === ts.SyntaxKind.ThisKeyword) {
      const field = this.checker.getSymbolAtLocation(access.name)?.valueDeclaration;
      if (field && ts.isParameter(field) && ts.isIdentifier(field.name) && ts.isConstructorDeclaration(field.parent)) return [...argumentsForParameter(this.program, field)];
      if (!field || !ts.isPropertyDeclaration(field)) return [];
      return field.initializer ? [field.initializer] : constructorAssignments(field);
    }
    const holder = unwrapExpression(access.expression);
    if (!ts.isIdentifier(holder)) return [];
    const declaration = this.declarationOf(holder);
    const objects = declaration && ts.isParameter(declaration) && ts.isIdentifier(declaration.name) ? argumentsForParameter(this.program, declaration) : [holder];
    return objects.flatMap((object) => {
      const literal = this.objectLiteral(object, depth);
      const property = literal && literalProperty(literal, key);
      return property ? [property.value] : [];
    });
  }

  /**
   * The values the program's calls pass for a parameter: the arguments at its position, or, for a name
   * destructured from it (`({ tools }) => …`), that property of each argument written as an object.
   * Undefined when the declaration is no parameter of a function the program calls by name.
   */
  private passedFor(declaration: ts.Declaration): ts.Expression[] | undefined {
    if (ts.isParameter(declaration) && ts.isIdentifier(declaration.name)) return [...argumentsForParameter(this.program, declaration)];
    if (!ts.isBindingElement(declaration) || declaration.dotDotDotToken) return undefined;
    const pattern = declaration.parent;
    if (!ts.isObjectBindingPattern(pattern) || !ts.isParameter(pattern.parent)) return undefined;
    const key = declaration.propertyName ?? declaration.name;
    if (!ts.isIdentifier(key)) return undefined;
    return argumentsForParameter(this.program, pattern.parent).flatMap((argument) => {
      const object = this.objectLiteral(argument, 0);
      const property = object && literalProperty(object, key.text);
      return property ? [property.value] : [];
    });
  }

  /** A maker, unless its package is one whose tools are not said (the framework's own, a provider's, an MCP client's). */
  private maker(node: ts.Expression, name: string, declaration: ts.Node, via: Via, quiet: readonly string[]): { via: Via; maker: Maker }[] {
    const file = declaration.getSourceFile().fileName;
    const owner = owningPackage(file)?.name;
    return owner && quietMaker(owner, declaration, quiet) ? [] : [{ via, maker: { node, name, file } }];
  }

  /** The declarations of the symbol a name stands for, through imports. */
  declarationsOf(name: ts.Identifier): readonly ts.Declaration[] {
    const symbol = this.checker.getSymbolAtLocation(name);
    return (symbol && aliasTarget(this.checker, symbol).declarations) ?? [];
  }

  private declarationOf(identifier: ts.Identifier): ts.Declaration | undefined {
    const symbol = symbolOfIdentifier(this.checker, identifier);
    return symbol && aliasTarget(this.checker, symbol).valueDeclaration;
  }

  /**
   * `const toolSet: Record<string, any> = {}` that the function declaring it fills with tool objects
   * (`toolSet[tool.name] = { description, inputSchema, … }`): written where their type is `any`, so no
   * form takes them for tools. The first such assignment, as a maker that says so.
   */
  private assignedUntyped(declaration: ts.Declaration): Maker | undefined {
    if (!ts.isVariableDeclaration(declaration) || !ts.isIdentifier(declaration.name) || !declaration.initializer) return undefined;
    const empty = unwrapExpression(declaration.initializer);
    if (!ts.isObjectLiteralExpression(empty) || empty.properties.length > 0) return undefined;
    const symbol = this.checker.getSymbolAtLocation(declaration.name);
    if (!symbol || !holdsAny(this.checker, this.checker.getTypeAtLocation(declaration.name))) return undefined;
    const scope = ts.findAncestor(declaration, (node) => ts.isFunctionLike(node) || ts.isSourceFile(node))!;
    let found: ts.BinaryExpression | undefined;
    const visit = (node: ts.Node): void => {
      if (found) return;
      const member = memberAssignment(node);
      const assigned = member && unwrapExpression(member.assignment.right);
      if (member && assigned && ts.isIdentifier(member.holder) && ts.isObjectLiteralExpression(assigned) && writesSchema(assigned) && this.checker.getSymbolAtLocation(member.holder) === symbol) found = member.assignment;
      ts.forEachChild(node, visit);
    };
    visit(scope);
    if (!found) return undefined;
    const type = this.checker.typeToString(this.checker.getTypeAtLocation(declaration.name));
    const written = found.left.getText().replace(/\s+/g, " ");
    return {
      node: found,
      holder: declaration,
      name: declaration.name.text,
      file: found.getSourceFile().fileName,
      untyped: `its tools are assigned as \`${written.length > 40 ? `${written.slice(0, 39)}…` : written} = { … }\` to \`${declaration.name.text}\`, typed \`${type}\`, so nothing says they are tools`,
    };
  }

  /** The initializer of the `const` an identifier reads (through imports); a `let` may be reassigned. */
  private constInitializer(identifier: ts.Identifier): ts.Expression | undefined {
    const declaration = this.declarationOf(identifier);
    if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer) return undefined;
    return ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const ? declaration.initializer : undefined;
  }

  private calleeDeclarations(call: ts.CallExpression | ts.NewExpression): readonly ts.Declaration[] {
    const callee = unwrapExpression(call.expression);
    const name = ts.isPropertyAccessExpression(callee) ? callee.name : callee;
    return ts.isIdentifier(name) ? this.declarationsOf(name) : [];
  }

  /** The expressions the project's own function returns (each `return`, or the arrow's body); undefined when not one function with a body. */
  private returnsOf(declarations: readonly ts.Declaration[]): ts.Expression[] | undefined {
    const fn = declarations.length === 1 ? declaredFunction(declarations[0]!) : undefined;
    return fn && isProjectSource(this.program, fn.getSourceFile()) ? functionReturns(fn) : undefined;
  }
}

/** Keys under which the frameworks read a tool's input schema. */
const SCHEMA_KEYS: ReadonlySet<string> = new Set(["inputSchema", "parameters", "schema", "input_schema", "input"]);

/** The literal writes an input schema of its own (a key the frameworks read it under). */
function writesSchema(literal: ts.ObjectLiteralExpression): boolean {
  return literal.properties.some((property) => !ts.isSpreadAssignment(property) && property.name !== undefined && SCHEMA_KEYS.has(property.name.getText().replace(/^["']|["']$/g, "")));
}

/** A package name is one of these (`@scope/*` for every package of a scope). */
function matches(name: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => (pattern.endsWith("/*") ? name.startsWith(pattern.slice(0, -1)) : name === pattern));
}

/** A maker whose tools are not said: its whole package is quiet, or the declaration is one named as `package#name`. */
function quietMaker(owner: string, declaration: ts.Node, quiet: readonly string[]): boolean {
  if (matches(owner, quiet.filter((pattern) => !pattern.includes("#")))) return true;
  const named = quiet.filter((pattern) => pattern.startsWith(`${owner}#`)).map((pattern) => pattern.slice(owner.length + 1));
  return named.length > 0 && named.includes(qualifiedName(declaration));
}

/** `mcp` of a function or const, `MCPClient.tools` of a class's or interface's member. */
function qualifiedName(declaration: ts.Node): string {
  const own = (node: ts.Node) => (node as ts.NamedDeclaration).name?.getText() ?? "";
  const parent = declaration.parent;
  return parent && (ts.isClassLike(parent) || ts.isInterfaceDeclaration(parent)) && parent.name ? `${parent.name.text}.${own(declaration)}` : own(declaration);
}

/** The callee as written when it is a plain name or chain (`model.bindTools`), else its last name (`bindTools`). */
function calleeText(expr: ts.Expression): string {
  const text = expr.getText();
  return /^[\w$.]+$/.test(text) ? text : (lastName(expr) ?? "this call");
}

/** The last name of a callee: `generateText` of `ai.generateText`, `Agent` of `new Agent`. */
function lastName(expr: ts.Expression): string | undefined {
  const value = unwrapExpression(expr);
  if (ts.isIdentifier(value)) return value.text;
  return ts.isPropertyAccessExpression(value) ? value.name.text : undefined;
}
