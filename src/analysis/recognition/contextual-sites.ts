// The typed forms that also take what is written where a framework's tool type is expected (a
// parameter, a JSX attribute), found by the contextual type rather than by a written annotation.
import ts from "../../util/typescript.cjs";
import type { SiteReader } from "../../frameworks/core/reader.js";
import type { FrameworkModule, ToolForm, ToolParts } from "../../frameworks/types.js";
import { memberAssignment, unwrapExpression } from "../../schema/shared/static-follow.js";
import { packageOf } from "./imports.js";
import { declaredInFramework } from "./package-dirs.js";
import { holderReachesSet } from "./set-holders.js";

type TypedForm = Extract<ToolForm, { kind: "typed" }>;

/** Keys a tool object written under its name has; a literal with none of them is not typed. */
const TOOL_KEYS = new Set(["inputSchema", "parameters", "execute", "description"]);

/** TypeScript's internal `ContextFlags.Completions`: the contextual type with inference from the node blocked. */
const COMPLETIONS = 4;

function expectedWithoutInference(checker: ts.TypeChecker, expr: ts.Expression): ts.Type | undefined {
  return (checker.getContextualType as (node: ts.Expression, flags?: number) => ts.Type | undefined)(expr, COMPLETIONS);
}

/** Text a file that assigns an object literal into a member (`holder[key] = {`, `holder.key = {`) holds. */
const ASSIGNS_OBJECT = /(?:\]|\.[\w$]+)\s*=\s*\{/;
/** A key a tool object written as a plain object has for its input. */
const SCHEMA_KEY = /\b(?:inputSchema|parameters)\s*:/;

/** The file's text may assign a tool object into a holder (`toolSet[tool.name] = { …, inputSchema: … }`), found without the checker. */
export function mayFillToolHolder(text: string): boolean {
  return ASSIGNS_OBJECT.test(text) && SCHEMA_KEY.test(text);
}

/** The type is `any`, or an object whose values are (`Record<string, any>`). */
export function holdsAny(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (type.flags & ts.TypeFlags.Any) return true;
  const index = checker.getIndexInfosOfType(type);
  return index.length > 0 && index.every((info) => (info.type.flags & ts.TypeFlags.Any) !== 0);
}

/** The holder of `holder[key] = literal` or `holder.key = literal`, if the literal is so assigned. */
function assignedHolder(literal: ts.ObjectLiteralExpression): ts.Expression | undefined {
  const assigned = memberAssignment(literal.parent);
  return assigned?.assignment.right === literal ? assigned.holder : undefined;
}

/** The keyed form among `forms` whose set type (`ToolSet`, declared in the framework's package) `type` or one of its union members is. */
export function setFormIn<F extends { readonly framework: FrameworkModule; readonly form: TypedForm }>(type: ts.Type | undefined, forms: readonly F[]): F | undefined {
  for (const part of type ? (type.isUnion() ? type.types : [type]) : []) {
    const symbol = part.aliasSymbol ?? part.getSymbol();
    const matched = symbol && forms.find(({ framework, form }) => form.contextualSets?.includes(symbol.name) && declaredInFramework(symbol, framework));
    if (matched) return matched;
  }
  return undefined;
}

/** Hands a site to its framework's read (`recogniseSites`' `collect`). */
export type CollectSite = <N extends ts.Node>(framework: FrameworkModule, read: (node: N, reader: SiteReader) => readonly ToolParts[], node: N) => void;

/**
 * The visitor of a file's contextual sites, for the frameworks it imports from; undefined when no
 * such framework has a contextual form, so the walk asks the checker nothing for them.
 */
export function contextualSiteVisitors(
  program: ts.Program,
  sourceFile: ts.SourceFile,
  frameworks: readonly FrameworkModule[],
  collect: CollectSite,
): { readonly visit: (node: ts.Node) => void } | undefined {
  const importedPackages = new Set(sourceFile.statements.flatMap((s) => (ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier) ? [packageOf(s.moduleSpecifier.text)] : [])));
  let contextualForms = frameworks.flatMap((framework) =>
    framework.packages.some((p) => importedPackages.has(packageOf(p)))
      ? framework.forms.flatMap((form) => (form.kind === "typed" && form.contextual ? [{ framework, form }] : []))
      : [],
  );
  // A file that imports none of them may still fill a holder the program hands to a set
  // (`toolSet[tool.name] = { … }`, `set-holders.ts`): only such assignments are visited there.
  let assignedOnly = false;
  if (contextualForms.length === 0) {
    if (!mayFillToolHolder(sourceFile.text)) return undefined;
    contextualForms = frameworks.flatMap((framework) => framework.forms.flatMap((form) => (form.kind === "typed" && form.contextual && form.contextualSets ? [{ framework, form }] : [])));
    if (contextualForms.length === 0) return undefined;
    assignedOnly = true;
  }
  const checker = program.getTypeChecker();
  const listForms = contextualForms.some(({ form }) => form.contextualLists);
  const keyedForms = contextualForms.some(({ form }) => form.contextualSets);

  /** The contextual typed form whose type (declared in the framework's package) `type` is, if any. */
  const contextualFormOf = (type: ts.Type): { framework: FrameworkModule; form: TypedForm } | undefined => {
    for (const part of type.isUnion() ? type.types : [type]) {
      const symbol = part.aliasSymbol ?? part.getSymbol();
      if (!symbol) continue;
      const matched = contextualForms.find(({ framework, form }) => form.typeNames.includes(symbol.name) && declaredInFramework(symbol, framework));
      if (matched) return matched;
    }
    return undefined;
  };

  /**
   * `register({ name, … })` where the parameter is typed with a framework's tool type, or
   * `<Provider tools={[{ name, … }]} />` where the attribute is.
   */
  const visitLiteral = (literal: ts.ObjectLiteralExpression): void => {
    if (keyedForms && ts.isPropertyAssignment(literal.parent) && literal.parent.initializer === literal) return visitKeyed(literal);
    const holderOfAssigned = keyedForms ? assignedHolder(literal) : undefined;
    if (holderOfAssigned) return visitAssigned(literal, holderOfAssigned);
    const holder = ts.isArrayLiteralExpression(literal.parent) ? literal.parent.parent : literal.parent;
    if (!holder || !(ts.isCallExpression(holder) || ts.isNewExpression(holder) || (ts.isJsxExpression(holder) && ts.isJsxAttribute(holder.parent)))) return;
    // A tool object names itself: a literal without a `name` key is no tool of these forms.
    if (!literal.properties.some((p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === "name")) return;
    const type = checker.getContextualType(literal);
    const matched = type && contextualFormOf(type);
    if (matched) collect(matched.framework, matched.form.read, literal);
  };

  /**
   * `{ search: { description, inputSchema, execute } }` where the object holding the key is one of a
   * framework's tool sets (`contextualSets`: `ToolSet`), as the checker expects it: the key names the
   * tool. Literals without any key a tool object has are not asked about, so a file's other objects
   * cost no checker work.
   */
  const visitKeyed = (literal: ts.ObjectLiteralExpression): void => {
    if (!literal.properties.some((p) => p.name !== undefined && ts.isIdentifier(p.name) && TOOL_KEYS.has(p.name.text))) return;
    const set = literal.parent.parent;
    if (!ts.isObjectLiteralExpression(set)) return;
    // The set's siblings ask the same question: the checker answers it once per set.
    if (!setForms.has(set)) setForms.set(set, setFormOf(checker.getContextualType(set)) ?? setFormOf(expectedWithoutInference(checker, set)));
    const matched = setForms.get(set);
    if (matched) collect(matched.framework, matched.form.read, literal);
  };
  const setForms = new Map<ts.ObjectLiteralExpression, { framework: FrameworkModule; form: TypedForm } | undefined>();

  /**
   * `toolSet[tool.name] = { description, inputSchema, execute }` (or `toolSet.search = { … }`) where the
   * holder is declared as one of a framework's tool sets: the key names the tool. The holder's type is
   * its declaration's, so only literals with a key a tool object has are asked about.
   */
  const visitAssigned = (literal: ts.ObjectLiteralExpression, holder: ts.Expression): void => {
    if (!literal.properties.some((p) => p.name !== undefined && ts.isIdentifier(p.name) && TOOL_KEYS.has(p.name.text))) return;
    const holderType = checker.getTypeAtLocation(holder);
    const matched = setFormOf(holderType) ?? (holdsAny(checker, holderType) ? handedToSet(holder) : undefined);
    if (matched) collect(matched.framework, matched.form.read, literal);
  };

  /** A `const` holder typed `any` (`Record<string, any>`) read as the set it is handed to where a set is expected (`set-holders.ts`). Once per holder. */
  const handedToSet = (holder: ts.Expression): { framework: FrameworkModule; form: TypedForm } | undefined => {
    const name = unwrapExpression(holder);
    const declaration = ts.isIdentifier(name) ? checker.getSymbolAtLocation(name)?.valueDeclaration : undefined;
    if (!declaration || !ts.isVariableDeclaration(declaration)) return undefined;
    if (!holderForms.has(declaration)) {
      let reached: { framework: FrameworkModule; form: TypedForm } | undefined;
      holderReachesSet(checker, program, declaration, (type) => (reached = setFormOf(type)) !== undefined);
      holderForms.set(declaration, reached);
    }
    return holderForms.get(declaration);
  };
  const holderForms = new Map<ts.VariableDeclaration, { framework: FrameworkModule; form: TypedForm } | undefined>();

  const setFormOf = (type: ts.Type | undefined) => setFormIn(type, contextualForms);

  /**
   * `<Provider tools={list} />` where the attribute takes a list of a framework's tool type, for the
   * forms that say such an attribute sends what it is given (`contextualLists`): the form's reader
   * follows the list itself (a `const`, an import, `[tool, ...others]`); an object literal written in
   * it is also one of the literals above, and read once.
   */
  const visitList = (attribute: ts.JsxExpression): void => {
    const list = attribute.expression;
    const written = list && unwrapExpression(list);
    // What can never be a list is not typed: a React file has many attributes and few tool lists.
    if (!list || !written || !(ts.isIdentifier(written) || ts.isArrayLiteralExpression(written) || ts.isPropertyAccessExpression(written) || ts.isCallExpression(written) || ts.isElementAccessExpression(written))) return;
    const type = checker.getContextualType(list);
    if (!type) return;
    for (const part of type.isUnion() ? type.types : [type]) {
      const element = part.getNumberIndexType();
      const matched = element && contextualFormOf(element);
      if (matched?.form.contextualLists) return collect(matched.framework, matched.form.read, list);
    }
  };

  return {
    visit: (node) => {
      if (assignedOnly) {
        if (!ts.isObjectLiteralExpression(node)) return;
        const holder = assignedHolder(node);
        if (holder) visitAssigned(node, holder);
        return;
      }
      if (ts.isObjectLiteralExpression(node)) visitLiteral(node);
      else if (listForms && ts.isJsxExpression(node) && ts.isJsxAttribute(node.parent)) visitList(node);
    },
  };
}
