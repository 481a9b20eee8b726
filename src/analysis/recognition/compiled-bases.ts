// Tools whose registration the program has only compiled: a project's classes extending a base class
// of another workspace package that registers on a framework's server, where that package is seen
// through its `dist/*.d.ts` (`class FindTool extends ToolBase`, `ToolBase.register(server: { mcpServer:
// McpServer })` built to declarations). The base's body is not in the program, so nothing of the tool
// can be read; each concrete subclass is kept as an unfollowed stand-in, so a clean lint does not hide it.
import path from "node:path";
import ts from "../../util/typescript.cjs";
import type { FrameworkModule } from "../../frameworks/types.js";
import { exportOriginOf, isProjectSource, samePath } from "./imports.js";
import { owningPackage } from "../../util/owning-package.js";
import { packagesOf } from "./declared-seams.js";
import type { RecognisedTool } from "./sites.js";

/** A base class of a declaration file with a method given a framework's instance: its subclasses register. */
interface CompiledBase {
  readonly declaration: ts.ClassDeclaration;
  readonly framework: FrameworkModule;
}

/**
 * The stand-ins of every concrete project class extending a compiled registering base. Asked by the
 * value index, which is built once per program and framework list.
 */
export function compiledBaseTools(program: ts.Program, frameworks: readonly FrameworkModule[]): readonly RecognisedTool[] {
  const bases = compiledBases(program, frameworks);
  return bases.size === 0 ? [] : subclassesOf(program, bases);
}

/**
 * Methods that register one tool on a server per call. A base class given a model client instead
 * (`run(openai: OpenAI)`) may send no tool at all, so those instances make no base class a template.
 */
const REGISTERING = new Set(["registerTool", "tool", "addTool", "registerToolTask", "setRequestHandler"]);

/** The instance classes of each framework's registering method forms: `McpServer` of `server.registerTool(…)`. */
function instanceNames(frameworks: readonly FrameworkModule[]): Map<string, FrameworkModule[]> {
  const names = new Map<string, FrameworkModule[]>();
  for (const framework of frameworks) {
    for (const form of framework.forms) {
      if (form.kind !== "method" || !REGISTERING.has(form.method[form.method.length - 1]!)) continue;
      for (const instance of form.instanceOf) {
        const name = instance[instance.length - 1]!;
        if (name === "default") continue;
        const list = names.get(name) ?? [];
        if (!list.includes(framework)) names.set(name, [...list, framework]);
      }
    }
  }
  return names;
}

/**
 * Classes of workspace packages' declaration files (not under `node_modules`: another package of the
 * same checkout, whose sources exist) with a method whose parameter is, or has a member that is, one of
 * the frameworks' instances; decided by the checker for the candidates a text and syntax pass leaves.
 */
function compiledBases(program: ts.Program, frameworks: readonly FrameworkModule[]): Map<ts.Symbol, CompiledBase> {
  const names = instanceNames(frameworks);
  const checker = program.getTypeChecker();
  const bases = new Map<ts.Symbol, CompiledBase>();
  if (names.size === 0) return bases;
  for (const file of program.getSourceFiles()) {
    if (!file.isDeclarationFile || packagesOf(file).length > 0 || !file.text.includes("class")) continue;
    for (const [declaration, reference] of candidatesOf(file, names)) {
      const typeName = ts.isIdentifier(reference.typeName) ? reference.typeName : reference.typeName.right;
      const origin = exportOriginOf(program, file, reference.typeName, { allowTypeOnly: true });
      if (!origin || origin.isFile) continue;
      const framework = names.get(typeName.text)!.find((candidate) =>
        candidate.packages.includes(origin.module) && candidate.forms.some((form) => form.kind === "method" && REGISTERING.has(form.method[form.method.length - 1]!) && form.instanceOf.some((p) => samePath(p, origin.path))),
      );
      const symbol = declaration.name && checker.getSymbolAtLocation(declaration.name);
      if (framework && symbol && !bases.has(symbol)) bases.set(symbol, { declaration, framework });
    }
  }
  return bases;
}

const candidatesByFile = new WeakMap<ts.SourceFile, readonly (readonly [ts.ClassDeclaration, ts.TypeReferenceNode])[]>();

/** Syntax only, kept per `SourceFile`: declared classes with a method parameter naming an instance class. */
function candidatesOf(file: ts.SourceFile, names: ReadonlyMap<string, unknown>): readonly (readonly [ts.ClassDeclaration, ts.TypeReferenceNode])[] {
  const known = candidatesByFile.get(file);
  if (known) return known;
  const found: [ts.ClassDeclaration, ts.TypeReferenceNode][] = [];
  if ([...names.keys()].some((name) => file.text.includes(name))) {
    const named = (type: ts.TypeNode | undefined, depth: number): ts.TypeReferenceNode | undefined => {
      if (!type) return undefined;
      if (ts.isTypeReferenceNode(type)) {
        const name = ts.isIdentifier(type.typeName) ? type.typeName.text : type.typeName.right.text;
        return names.has(name) ? type : undefined;
      }
      // `register(server: { mcpServer: McpServer; … })`: one level of members.
      if (ts.isTypeLiteralNode(type) && depth === 0) {
        for (const member of type.members) {
          const inner = ts.isPropertySignature(member) ? named(member.type, depth + 1) : undefined;
          if (inner) return inner;
        }
      }
      return undefined;
    };
    const visit = (node: ts.Node): void => {
      if (ts.isClassDeclaration(node)) {
        for (const member of node.members) {
          if (!ts.isMethodDeclaration(member)) continue;
          const reference = member.parameters.map((p) => named(p.type, 0)).find((r) => r !== undefined);
          if (reference) {
            found.push([node, reference]);
            break;
          }
        }
        return;
      }
      if (ts.isSourceFile(node) || ts.isModuleDeclaration(node) || ts.isModuleBlock(node)) ts.forEachChild(node, visit);
    };
    visit(file);
  }
  candidatesByFile.set(file, found);
  return found;
}

/**
 * The concrete classes of the program's sources extending a base, directly or through classes of the
 * program: a syntax pass by the names written after `extends`, then the checker for those candidates.
 */
function subclassesOf(program: ts.Program, bases: ReadonlyMap<ts.Symbol, CompiledBase>): RecognisedTool[] {
  const checker = program.getTypeChecker();
  const classes: { readonly declaration: ts.ClassDeclaration; readonly base: ts.ExpressionWithTypeArguments }[] = [];
  for (const file of program.getSourceFiles()) {
    if (!isProjectSource(program, file) || !file.text.includes("extends")) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isClassDeclaration(node)) {
        const base = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
        if (base) classes.push({ declaration: node, base });
      }
      if (ts.isSourceFile(node) || ts.isModuleDeclaration(node) || ts.isModuleBlock(node) || ts.isClassDeclaration(node)) ts.forEachChild(node, visit);
    };
    visit(file);
  }
  // The names a candidate's `extends` may be written with: the bases', then the candidates' own, until none is added.
  const reaching = new Set<string>();
  for (const { declaration } of bases.values()) if (declaration.name) reaching.add(declaration.name.text);
  const lastName = (expr: ts.Expression): string | undefined => (ts.isIdentifier(expr) ? expr.text : ts.isPropertyAccessExpression(expr) ? expr.name.text : undefined);
  const candidates = new Set<(typeof classes)[number]>();
  for (let added = true; added; ) {
    added = false;
    for (const entry of classes) {
      const name = lastName(entry.base.expression);
      if (name === undefined || !reaching.has(name) || candidates.has(entry)) continue;
      candidates.add(entry);
      if (entry.declaration.name && !reaching.has(entry.declaration.name.text)) {
        reaching.add(entry.declaration.name.text);
        added = true;
      }
    }
  }
  const candidateOf = new Map([...candidates].map((entry) => [entry.declaration, entry]));
  const baseOf = new Map<ts.ClassDeclaration, CompiledBase | undefined>();
  const compiledBaseOf = (declaration: ts.ClassDeclaration, depth: number): CompiledBase | undefined => {
    if (baseOf.has(declaration)) return baseOf.get(declaration);
    baseOf.set(declaration, undefined);
    const entry = candidateOf.get(declaration);
    let symbol = entry && checker.getSymbolAtLocation(entry.base.expression);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    let found = symbol && bases.get(symbol);
    if (!found && symbol && depth < 16) {
      const parent = symbol.declarations?.find(ts.isClassDeclaration);
      if (parent && isProjectSource(program, parent.getSourceFile())) found = compiledBaseOf(parent, depth + 1);
    }
    baseOf.set(declaration, found);
    return found;
  };
  const tools: RecognisedTool[] = [];
  for (const { declaration, base } of candidates) {
    if (ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Abstract) continue;
    const compiled = compiledBaseOf(declaration, 0);
    if (!compiled) continue;
    tools.push({ framework: compiled.framework, parts: standIn(declaration, base, compiled) });
  }
  return tools;
}

function standIn(declaration: ts.ClassDeclaration, base: ts.ExpressionWithTypeArguments, compiled: CompiledBase): RecognisedTool["parts"] {
  const className = declaration.name?.text ?? "this class";
  const baseName = compiled.declaration.name?.text ?? "its base class";
  const file = compiled.declaration.getSourceFile().fileName;
  const owner = owningPackage(file);
  const where = owner ? path.relative(owner.dir, file).split(path.sep).join("/") : path.basename(file);
  return {
    node: declaration,
    anchor: declaration.name ?? base,
    form: `class ${className}`,
    unreadable: {
      reason: `\`${baseName}\` registers it, but the program has only its declarations (${where})`,
      node: base,
    },
    unfollowed: true,
    unfollowedFix: owner
      ? `Map \`${owner.name}\` to its sources in the tsconfig's \`paths\`.`
      : "Include the sources of that class in the program the lint uses.",
  };
}
