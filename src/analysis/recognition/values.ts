// Tools written as data: a site written once for a whole catalog (a registration loop, a `tools/list`
// handler mapping an array) is a template, read once per element and placed at the element's own definition.
import ts from "../../util/typescript.cjs";
import { isWrapperField, keyText, staticKey } from "../../frameworks/core/reader.js";
import type { ToolParts } from "../../frameworks/types.js";
import { describeNode, memberAssignment } from "../../schema/shared/static-follow.js";
import { catalogElements, type CatalogElement, type CatalogWalk } from "./catalog.js";
import { bindingsFor, iterationsAround, readsIteration, type Iteration } from "./iteration.js";
import { concreteSubclasses, THIS, thisTemplateClass } from "./classes.js";
import { definitionsOfType } from "./typed-sources.js";
import { callElements } from "./factory-parameters.js";
import { keptByName } from "./kept-by-name.js";
import { lookedUpDefinitions } from "./looked-up.js";
import { keyedLookupDefinitions } from "./keyed-lookup.js";
import { mapperDefinitions } from "./mapper-parameter.js";
import { isTestFile, namespaceModule } from "./imports.js";
import { lintedUnderAnotherProgram } from "./linted-elsewhere.js";
import { unresolvedImportOf } from "./unbuilt-import.js";
import { createBoundReader, substitution, type Binding, type BoundReader } from "./seam-reader.js";
import type { RecognisedTool, SiteRead } from "./sites.js";

/** What a template expands to: its element tools, or the template itself kept with the reason it could not be walked. */
export type Expansion = { readonly tools: readonly RecognisedTool[] };

/**
 * The tools a site's tool stands for when it is written once for a catalog: one per element, placed
 * at the element's definition, named and typed from what the site reads of it. Undefined when the
 * tool reads no iteration's names (it is a tool where it is written).
 */
export function expandTemplate(program: ts.Program, tool: RecognisedTool, site: ts.Node, read: SiteRead): Expansion | undefined {
  const checker = program.getTypeChecker();
  const { parts } = tool;
  const reads = [parts.name, parts.description, parts.input, parts.strict, parts.definition?.node, parts.unreadable?.node, ...(parts.definition?.unresolved.map((u) => u.node) ?? [])];
  // A seam called in a loop (`for (const tool of tools) this.registerOne(server, tool)`): its parts are read in
  // the seam's body, from what the call passes, so the call's arguments are what the site reads of the loop.
  if (parts.node === site && ts.isCallExpression(site) && reads.some((node) => node !== undefined && !within(node, site))) reads.push(...site.arguments);
  const iterations = iterationsAround(checker, parts.node);
  const iteration = iterations.find((candidate) => readsIteration(checker, candidate, reads));
  if (!iteration) {
    // `keys.map((key) => { const tool = tools[key]; register(tool.title, …) })`: the site reads only what each name looks up.
    for (const candidate of iterations) {
      const lookedUp = lookedUpDefinitions(program, candidate, [...reads, parts.node]);
      if (lookedUp) return readEach(program, tool, site, read, lookedUpElements(lookedUp));
    }
    const byClass = expandClassTemplate(program, tool, site, read);
    if (byClass) return byClass;
    // A function of the program that builds the listed object from the definition it is given.
    const mapped = mapperDefinitions(program, parts, reads);
    const expansion = mapped && readEach(program, tool, site, read, mapped);
    if (!expansion || expansion.tools.length === 0) {
      // `const match = builtins[name]` read by the site: each entry of the catalog.
      const keyed = keyedLookupDefinitions(checker, [parts.name, parts.description, parts.input]);
      const byKey = keyed && readEach(program, tool, site, read, lookedUpElements(keyed));
      if (byKey && byKey.tools.length > 0) return byKey;
    }
    // A site that reads none of them as this tool (the listing takes another path to it) keeps the tool where it is.
    return expansion && expansion.tools.length > 0 ? expansion : undefined;
  }
  const walk = catalogOrTyped(program, iteration);
  // The tool object itself may be built from what the lookup found (`{ name, description, inputSchema }`).
  const lookedUp = walk.ok ? undefined : lookedUpDefinitions(program, iteration, [...reads, parts.node]);
  if (lookedUp) return readEach(program, tool, site, read, lookedUpElements(lookedUp));
  if (!walk.ok) {
    const reason = `it is registered once for each element of ${describeNode(iteration.collection)}, which cannot be followed statically: ${walk.reason}`;
    return { tools: [{ ...tool, parts: { ...parts, unreadable: { reason, node: iteration.collection }, unfollowed: true } }] };
  }
  const single = walk.elements.filter((element) => !element.repeatedOver);
  const expansion = readEach(program, tool, site, read, single.map((element) => ({ definition: element.definition, bindings: bindingsFor(iteration, element), entry: element.entry, rewritten: element.rewritten })));
  // A value the program adds once per turn of a loop of its own stands for as many tools as that loop has turns.
  const repeated = walk.elements.flatMap(({ repeatedOver, definition }) => {
    if (!repeatedOver) return [];
    const reason = `${describeNode(definition)}, made once for each element of ${describeNode(repeatedOver)}, may reach it, and that collection cannot be followed statically`;
    return [{ ...tool, parts: { ...parts, unreadable: { reason, node: repeatedOver }, unfollowed: true as const } }];
  });
  const tools = [...expansion.tools, ...repeated];
  if (!keptByName(program, iteration.collection)) return { tools };
  const keptIn = iteration.collection.getText();
  return { tools: tools.map((found) => ({ ...found, parts: { ...found.parts, keptByName: keptIn } })) };
}

/**
 * The catalog's elements; when it cannot be walked (tools chosen at run time from a config, kept in a
 * Map, returned by a method, found by a glob), the program's values of the type the loop variable has
 * (`typed-sources.ts`), which are what can reach the site by construction of that type.
 */
function catalogOrTyped(program: ts.Program, iteration: Iteration): CatalogWalk {
  const walk = catalogElements(program.getTypeChecker(), iteration.collection);
  // An empty list as written (`private tools: ToolSpec[] = []`, filled at run time) is no answer either.
  if ((walk.ok && walk.elements.length > 0) || !iteration.element) return walk;
  const checker = program.getTypeChecker();
  const typed = definitionsOfType(program, checker.getTypeAtLocation(iteration.element));
  if (typed.elements.length > 0) {
    const elements = callElements(checker, typed.elements);
    const keyed = [...iteration.roles.values()].some((role) => role.kind === "key");
    return { ok: true, elements: keyed ? elements.map((element) => ({ ...element, key: element.key ?? heldUnderKey(checker, element.definition) })) : elements };
  }
  const type = typed.typeName ? `; no value of type \`${typed.typeName}\` is written in the program's sources` : "";
  // Filled only at run time, as far as the source shows: no tool is checked, which is said rather than taken for none.
  if (walk.ok) return { ok: false, reason: `${describeNode(iteration.collection)} holds no tool definition written in the source${type}`, node: iteration.collection };
  const unresolved = unresolvedImportOf(program.getTypeChecker(), iteration.collection);
  return { ...walk, reason: unresolved ? `${walk.reason}; ${unresolved}` : `${walk.reason}${type}` };
}

/**
 * The key a definition found by its type is held under where it is written, for an iteration that
 * names each tool by its key (`Object.entries(tools).map(([name, tool]) => …)`): a property of an
 * object literal (`{ list_tables: … }`), possibly through a call of one argument that makes the value
 * from it (`tool({ … })`, `wrap({ ...defs.search, execute })`), an assignment `tools.search = …`, or
 * `registry.set("search", …)`. The record is not followed to the sink (its type is what reached it),
 * so keys are only taken where they are written: a computed key whose value is not static, or the field
 * of a typed entry (`{ tool: … }`), names nothing.
 */
function heldUnderKey(checker: ts.TypeChecker, definition: CatalogElement["definition"]): CatalogElement["key"] {
  if (ts.isClassDeclaration(definition)) return undefined;
  let node: ts.Node = definition;
  for (let calls = 0; calls <= MAX_MAKING_CALLS; calls++) {
    while (ts.isParenthesizedExpression(node.parent) || ts.isAsExpression(node.parent) || ts.isSatisfiesExpression(node.parent) || ts.isNonNullExpression(node.parent)) node = node.parent;
    const parent = node.parent;
    if (ts.isPropertyAssignment(parent) && parent.initializer === node && ts.isObjectLiteralExpression(parent.parent)) {
      const value = isWrapperField(checker, parent) ? undefined : keyText(checker, parent.name);
      return value === undefined ? undefined : { value, node: parent.name };
    }
    const assigned = memberAssignment(parent);
    if (assigned && assigned.assignment.right === node) {
      const { target } = assigned;
      const name = ts.isPropertyAccessExpression(target) ? target.name : ts.isStringLiteralLike(target.argumentExpression) ? target.argumentExpression : undefined;
      return name ? { value: name.text, node: name } : undefined;
    }
    if (!ts.isCallExpression(parent)) return undefined;
    const [first, second] = parent.arguments;
    const callee = parent.expression;
    if (parent.arguments.length === 2 && second === node && ts.isPropertyAccessExpression(callee) && callee.name.text === "set" && first && ts.isStringLiteralLike(first)) return { value: first.text, node: first };
    if (parent.arguments.length !== 1 || first !== node) return undefined;
    node = parent;
  }
  return undefined;
}

/** `tool(wrap({ … }))`: calls that make the held value from the definition, followed up to this many. */
const MAX_MAKING_CALLS = 2;

/** A base class's method registering `this.*`: one tool per concrete class that is or extends it. */
function expandClassTemplate(program: ts.Program, tool: RecognisedTool, site: ts.Node, read: SiteRead): Expansion | undefined {
  const base = thisTemplateClass(tool.parts);
  if (!base) return undefined;
  const classes = concreteSubclasses(program, base);
  return readEach(program, tool, site, read, classes.map((declaration) => ({ definition: declaration, bindings: new Map([[THIS, { self: declaration }]]) })));
}

/** The template read once per element, with the element's bindings, each tool placed at the element's definition. */
function readEach(
  program: ts.Program,
  tool: RecognisedTool,
  site: ts.Node,
  read: SiteRead,
  elements: readonly (Pick<CatalogElement, "definition" | "entry" | "rewritten"> & { readonly bindings: ReadonlyMap<ts.Symbol, Binding> })[],
): Expansion {
  const checker = program.getTypeChecker();
  const tools: RecognisedTool[] = [];
  for (const { definition, bindings, entry, rewritten } of elements) {
    const reader = createBoundReader(program, { file: site.getSourceFile(), packages: tool.framework.packages }, bindings, undefined, 1);
    // An element that is a module (`[searchTool]` of `import * as searchTool`) is a tool by what the template reads of it (`tool.schema`).
    const module = ts.isClassDeclaration(definition) ? undefined : namespaceModule(checker, definition);
    for (const found of read.read(site, reader) as readonly ToolParts[]) {
      const exported = module !== undefined && ts.isExpression(found.node) && found.node.getSourceFile() === module.valueDeclaration;
      // The template's own tool, or the element itself where the template hands it on whole (`map(({ _meta, ...rest }) => rest)`).
      if (found.node !== tool.parts.node && found.node !== definition && !exported) continue;
      const parts = { ...placed(found, exported ? (found.node as ts.Expression) : definition, reader), ...(entry ? { variantOf: entry } : {}) };
      tools.push({ framework: tool.framework, parts: rewritten && !parts.unreadable ? { ...parts, unreadable: rewritten } : parts });
    }
  }
  return { tools };
}

/** The definitions a lookup reaches, each with the names that stand for it while the site is read. */
function lookedUpElements(lookup: { readonly elements: readonly CatalogElement[]; readonly bindingsFor: (element: CatalogElement) => Map<ts.Symbol, Binding> }) {
  return lookup.elements.map((element) => ({ definition: element.definition, bindings: lookup.bindingsFor(element), entry: element.entry }));
}

/** `node` is written inside `outer`. */
function within(node: ts.Node, outer: ts.Node): boolean {
  return node.getSourceFile() === outer.getSourceFile() && node.pos >= outer.pos && node.end <= outer.end;
}

/** The parts read for one element, placed at the element's definition in its own file. */
function placed(parts: ToolParts, node: CatalogElement["definition"], reader: BoundReader): ToolParts {
  const file = node.getSourceFile();
  const anchor = anchorOf(node);
  const here = (at: ts.Node): ts.Node => (at.getSourceFile() === file ? at : anchor);
  const key = parts.name && reader.boundKey(parts.name);
  // Reads that take arguments as written (`server.tool(t.name, t.description, …)`) leave them to resolve here.
  const resolved = <E extends ts.Expression | undefined>(expr: E) => (expr ? reader.resolve(expr) : undefined);
  return {
    ...parts,
    node,
    anchor,
    description: resolved(parts.description),
    input: resolved(parts.input),
    strict: resolved(parts.strict),
    lint: resolved(parts.lint),
    execute: parts.execute && ts.isExpression(parts.execute) ? reader.resolve(parts.execute) : parts.execute,
    name: key ? undefined : resolved(parts.name),
    nameFromKey: key ? { value: key.value, node: here(key.node) } : parts.nameFromKey,
    substitute: substitution(reader, parts.substitute),
    typeArgument: parts.typeArgument && parts.typeArgument.getSourceFile() === file ? parts.typeArgument : undefined,
    unreadable: parts.unreadable && { ...parts.unreadable, node: here(parts.unreadable.node) },
    fails: parts.fails && { ...parts.fails, node: here(parts.fails.node) },
    ignoredInput: parts.ignoredInput && { ...parts.ignoredInput, node: here(parts.ignoredInput.node) },
  };
}

/** Where findings about a placed tool as a whole go: a define-helper's callee, else the literal's `name`, else the element. */
function anchorOf(node: ts.Expression | ts.ClassDeclaration): ts.Node {
  if (ts.isClassDeclaration(node)) return node.name ?? node;
  if (ts.isCallExpression(node) || ts.isNewExpression(node)) return node.expression;
  if (ts.isObjectLiteralExpression(node)) {
    const name = node.properties.find((p) => p.name !== undefined && staticKey(p.name) === "name");
    if (name?.name) return name.name;
  }
  return node;
}

/** The tools of a program that are not where their site is written: templates' elements, and tools a site lists from other files. */
export interface ValueIndex {
  /** Templates read once per element: their own tool stands nowhere. */
  readonly moved: ReadonlySet<ts.Node>;
  /**
   * Definitions a site reads from another file: the tool stands in the definition's file (where a site
   * of that file may reach it too), not in the site's.
   */
  readonly away: ReadonlySet<ts.Node>;
  /**
   * Definitions written in a file this program does not lint (`linted-elsewhere.ts`): their tools stand
   * at the site that sends them, not where they are written.
   */
  readonly atSites: ReadonlySet<ts.Node>;
  /** The tools placed in each file, each once. */
  readonly byFile: ReadonlyMap<ts.SourceFile, readonly RecognisedTool[]>;
}

/** One recognised tool with the site and read it came from, as the seam index knows them. */
export interface SiteTool {
  readonly tool: RecognisedTool;
  readonly site: ts.Node;
  readonly read: SiteRead;
}

/**
 * Every tool of the program placed away from its site: the elements of each template among `sites`
 * (framework sites and seam calls, each a tool where it is written otherwise), and tools whose
 * definition a site reads from another file (a `tools/list` handler listing imported `Tool`s).
 */
export function buildValueIndex(program: ts.Program, sites: Iterable<SiteTool>): ValueIndex {
  const moved = new Set<ts.Node>();
  const away = new Set<ts.Node>();
  const atSites = new Set<ts.Node>();
  const byFile = new Map<ts.SourceFile, RecognisedTool[]>();
  const placedNodes = new Map<ts.Node, Set<string>>();
  const ordered = [...sites];
  // Definitions their own file recognises on its own (a `tool()` call): found wherever that file is linted.
  const alone = new Set(ordered.filter((s) => s.site.getSourceFile() === s.tool.parts.node.getSourceFile() && !onlyWhereListed(s.tool)).map((s) => s.tool.parts.node));
  const place = (tool: RecognisedTool, site: ts.Node) => {
    // A catalog listed twice (a handler and a loop, two servers) holds each tool once per framework
    // that sends it: an MCP server and an AI SDK toolkit over one catalog send two tools.
    const frameworks = placedNodes.get(tool.parts.node) ?? new Set<string>();
    if (frameworks.has(tool.framework.id)) return;
    placedNodes.set(tool.parts.node, frameworks.add(tool.framework.id));
    let file = tool.parts.node.getSourceFile();
    if (file !== site.getSourceFile() && !alone.has(tool.parts.node) && lintedUnderAnotherProgram(program, file)) {
      atSites.add(tool.parts.node);
      file = site.getSourceFile();
      tool = { ...tool, parts: { ...tool.parts, anchor: anchorOf(site as ts.Expression) } };
    }
    byFile.set(file, [...(byFile.get(file) ?? []), tool]);
  };
  // A definition several sites reach (the server and a test that adds it to its own) takes the first
  // site's set and targets: the application's, so the sites of test files come last.
  ordered.sort((a, b) => Number(isTestFile(a.site.getSourceFile().fileName)) - Number(isTestFile(b.site.getSourceFile().fileName)));
  for (const { tool, site, read } of ordered) {
    const expansion = expandTemplate(program, tool, site, read);
    if (expansion) {
      moved.add(tool.parts.node);
      for (const element of expansion.tools) place(element, site);
    } else if (tool.parts.node.getSourceFile() !== site.getSourceFile()) {
      away.add(tool.parts.node);
      place(tool, site);
    }
  }
  return { moved, away, atSites, byFile };
}

/** A tool of a form that needs a listing to be one (`onlyWhereListed`): its own file's program does not find it. */
function onlyWhereListed(tool: RecognisedTool): boolean {
  return tool.framework.forms.some((form) => form.kind === "typed" && form.onlyWhereListed === true);
}
