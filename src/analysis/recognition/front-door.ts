// Recognition's front door, once per program: the sinks (framework sites and the project's seams over
// them, `seams.ts`) indexed once, the tools written as data placed where they are written (`values.ts`),
// and a file's tools asked of both. Every rule's analysis of a file comes through `toolsWithSeams`.
import type ts from "../../util/typescript.cjs";
import type { FrameworkModule } from "../../frameworks/types.js";
import { projectSources } from "./imports.js";
import { frameworkPackages } from "./framework-packages.js";
import { insideIteration } from "./iteration.js";
import { readThroughSeam } from "./seam-reader.js";
import { importsAnyPackage, namesAnySeam, ownTools, seamCalls, seamIndex, sitesOf, type Options, type SeamIndex } from "./seams.js";
import type { RecognisedTool } from "./sites.js";
import { buildValueIndex, type SiteTool, type ValueIndex } from "./values.js";
import { compiledBaseTools } from "./compiled-bases.js";
import { packagedTools } from "./packaged-tools.js";
import { mayFillToolHolder } from "./contextual-sites.js";
import { earlierIndex, rememberIndex } from "./index-reuse.js";

/** `findTools`: the file's framework sites and seam calls, less the templates inside seams, in source order. */
export function toolsWithSeams(program: ts.Program, sourceFile: ts.SourceFile, frameworks: readonly FrameworkModule[], options: Options): RecognisedTool[] {
  const own = sitesOf(program, sourceFile, frameworks, options);
  let index: SeamIndex;
  let values: ValueIndex;
  try {
    index = programIndex(program, frameworks);
    values = valueIndex(program, frameworks, index);
  } catch (error) {
    // Seams and catalogs are found best effort: a failure leaves the file's framework sites as they are.
    if (options.rethrow) throw error;
    return [...own.tools.values()];
  }
  // A catalog's elements may be written in a file that imports no framework at all.
  const placed = values.byFile.get(sourceFile) ?? [];
  if (!own.mayHoldSites) return withPackaged(program, sourceFile, frameworks, withPlaced(sourceFile, [], placed, values), options);
  const tools = ownTools(program, sourceFile, own, index, options).filter((tool) => !foundWhereWritten(program, sourceFile, tool, frameworks, values));
  return withPackaged(program, sourceFile, frameworks, withPlaced(sourceFile, tools, placed, values), options);
}

/** The file's tools with the stand-ins of the tools packages make, where the file hands tools to a framework (`packaged-tools.ts`). */
function withPackaged(program: ts.Program, sourceFile: ts.SourceFile, frameworks: readonly FrameworkModule[], tools: RecognisedTool[], options: Options): RecognisedTool[] {
  let packaged: RecognisedTool[];
  try {
    packaged = packagedTools(program, sourceFile, frameworks);
  } catch (error) {
    // Best effort, as the seams: a failure leaves the tools found.
    if (options.rethrow) throw error;
    return tools;
  }
  return packaged.length === 0 ? tools : [...tools, ...packaged].sort((a, b) => a.parts.node.getStart() - b.parts.node.getStart());
}

/**
 * A site here reads a definition another file recognises on its own (`codingTools: Tool[] = [readTool]`
 * where `readTool` is a typed `Tool` of read.ts) and the value index has not placed it: that file
 * reports it, so it is not a second tool here.
 */
function foundWhereWritten(program: ts.Program, sourceFile: ts.SourceFile, tool: RecognisedTool, frameworks: readonly FrameworkModule[], values: ValueIndex): boolean {
  const written = tool.parts.node.getSourceFile();
  if (written === sourceFile || written.isDeclarationFile || values.away.has(tool.parts.node) || values.atSites.has(tool.parts.node)) return false;
  return sitesOf(program, written, frameworks, {}).tools.has(tool.parts.node);
}

/**
 * The program's files that can hold a tool: those importing a framework package, naming a seam, or
 * holding a catalog's element. Once per seam index; for the sets one server gathers across files.
 */
export function filesWithTools(program: ts.Program, frameworks: readonly FrameworkModule[]): readonly ts.SourceFile[] {
  try {
    const index = programIndex(program, frameworks);
    let files = toolFiles.get(index);
    if (!files) {
      const values = valueIndex(program, frameworks, index);
      const { packages } = frameworkWords(frameworks);
      files = projectSources(program).filter((file) => importsAnyPackage(file, packages) || namesAnySeam(file, index) || values.byFile.has(file));
      toolFiles.set(index, files);
    }
    return files;
  } catch {
    return [];
  }
}

const toolFiles = new WeakMap<SeamIndex, readonly ts.SourceFile[]>();

/** Some catalog's element is written in this file: it holds tools though it may import no framework. */
export function holdsPlacedTools(program: ts.Program, sourceFile: ts.SourceFile, frameworks: readonly FrameworkModule[]): boolean {
  try {
    return valueIndex(program, frameworks, programIndex(program, frameworks)).byFile.has(sourceFile);
  } catch {
    return false;
  }
}

/**
 * The file's text calls a function or method named like one of the program's seams (`registry.add(…)`,
 * `defineTool(…)`): it may hold a seam's tools though its imports reach no framework (the seam may be
 * reached through an interface declared apart from it).
 */
export function callsSeamByName(program: ts.Program, sourceFile: ts.SourceFile, frameworks: readonly FrameworkModule[]): boolean {
  try {
    const index = programIndex(program, frameworks);
    let pattern = seamCallPatterns.get(index);
    if (pattern === undefined) {
      const names = [...index.byName.keys()].map((name) => name.replace(/[$]/g, "\\$"));
      seamCallPatterns.set(index, (pattern = names.length > 0 ? new RegExp(`(?<![\\w$])(?:${names.join("|")})\\s*[(<]`) : null));
    }
    return pattern !== null && pattern.test(sourceFile.text);
  } catch {
    return true;
  }
}

const seamCallPatterns = new WeakMap<SeamIndex, RegExp | null>();

/** The file's own tools less those standing elsewhere, with the tools placed here; one tool per node and set. */
function withPlaced(sourceFile: ts.SourceFile, tools: readonly RecognisedTool[], placed: readonly RecognisedTool[], values: ValueIndex): RecognisedTool[] {
  const standsElsewhere = (node: ts.Node) =>
    values.moved.has(node) || (values.away.has(node) && node.getSourceFile() !== sourceFile) || (values.atSites.has(node) && node.getSourceFile() === sourceFile);
  const kept = tools.filter((tool) => !standsElsewhere(tool.parts.node));
  if (placed.length === 0) return kept;
  const all = [...kept];
  for (const tool of placed) {
    // One definition on one server is one tool, however many sites reach it: an McpServer's registerTool() and
    // a tools/list handler its project sets on `server.server` to list the same catalog itself.
    const sameSet = (known: RecognisedTool) => known.parts.toolSet !== undefined && known.parts.toolSet.node === tool.parts.toolSet?.node;
    const at = all.findIndex((known) => known.parts.node === tool.parts.node && (known.framework === tool.framework || sameSet(known)));
    const known = all[at];
    if (known && known.framework !== tool.framework) {
      // The reading that resolves is kept: the other site lists the same object.
      if (known.parts.unreadable && !tool.parts.unreadable) all[at] = tool;
      continue;
    }
    // A definition recognised where it is written (a typed `Tool`) and listed by a server: the listing gives
    // its set, and a listing that changes the object before sending it makes what is sent unknown.
    if (known) {
      const toolSet = known.parts.toolSet ?? tool.parts.toolSet;
      const unreadable = known.parts.unreadable ?? tool.parts.unreadable;
      all[at] = toolSet === known.parts.toolSet && unreadable === known.parts.unreadable ? known : { ...known, parts: { ...known.parts, toolSet, unreadable } };
    } else all.push(tool);
  }
  return all.sort((a, b) => a.parts.node.getStart() - b.parts.node.getStart());
}

const valueIndexes = new WeakMap<SeamIndex, ValueIndex>();

/**
 * The program's tools written as data (`values.ts`), once per seam index: the framework sites of the
 * files importing a framework (or filling a holder of tool objects, `set-holders.ts`) and the seam calls written inside a loop or a `map` / `forEach`
 * callback, each expanded when it is written once for a catalog.
 */
function valueIndex(program: ts.Program, frameworks: readonly FrameworkModule[], index: SeamIndex): ValueIndex {
  const known = valueIndexes.get(index);
  if (known) return known;
  const sites: SiteTool[] = [];
  const { packages } = frameworkWords(frameworks);
  for (const file of projectSources(program)) {
    if (importsAnyPackage(file, packages) || loopsOverSites(file, frameworks) || mayFillToolHolder(file.text)) {
      const own = sitesOf(program, file, frameworks, {});
      for (const [node, tool] of own.tools) {
        const site = own.siteOfTool.get(node) ?? node;
        const read = own.sites.get(site);
        if (read && !index.templates.has(site)) sites.push({ tool, site, read });
      }
    }
    if (!namesAnySeam(file, index)) continue;
    const own = sitesOf(program, file, frameworks, {});
    for (const found of seamCalls(program, file, index, own, {}, insideIteration)) {
      const read = { framework: found.seam.framework, read: readThroughSeam(program, found.seam) };
      for (const tool of found.tools) sites.push({ tool, site: found.site, read });
    }
  }
  const values = withCompiledBases(buildValueIndex(program, sites), compiledBaseTools(program, frameworks));
  valueIndexes.set(index, values);
  rememberIndex(program, frameworks, index);
  return values;
}

interface FrameworkWords {
  readonly packages: ReadonlySet<string>;
  /** `.registerTool(`, `.tool(`…: a call of any framework's registering method, as written; null when there is none. */
  readonly methodCall: RegExp | null;
}

/** The framework packages and a call of their registering methods, once per framework list. */
function frameworkWords(frameworks: readonly FrameworkModule[]): FrameworkWords {
  let words = wordsOf.get(frameworks);
  if (!words) {
    const packages = frameworkPackages(frameworks);
    const methods = [...new Set(frameworks.flatMap((f) => f.forms.flatMap((form) => (form.kind === "method" ? [form.method[form.method.length - 1]!] : []))))];
    const methodCall = methods.length > 0 ? new RegExp(`\\.(?:${methods.map((name) => name.replace(/[$]/g, "\\$")).join("|")})\\(`) : null;
    wordsOf.set(frameworks, (words = { packages, methodCall }));
  }
  return words;
}

const wordsOf = new WeakMap<readonly FrameworkModule[], FrameworkWords>();

/**
 * A file reaching a framework through its own modules (a registration context's `server`) counts
 * when it may loop over a catalog and names a framework's method (one scan of its text for all of them).
 */
function loopsOverSites(file: ts.SourceFile, frameworks: readonly FrameworkModule[]): boolean {
  const { methodCall } = frameworkWords(frameworks);
  return methodCall !== null && ITERATES.test(file.text) && methodCall.test(file.text);
}

/** The program's sink index, as an identity to compare (the same object when a program took the one before); undefined when it cannot be built. */
export function sinkIndexOf(program: ts.Program, frameworks: readonly FrameworkModule[]): object | undefined {
  try {
    return programIndex(program, frameworks);
  } catch {
    return undefined;
  }
}

const taken = new WeakMap<ts.Program, WeakMap<readonly FrameworkModule[], SeamIndex>>();

/** The program's seam index: the one before's where no tree it holds was replaced (`index-reuse.ts`), else built. */
function programIndex(program: ts.Program, frameworks: readonly FrameworkModule[]): SeamIndex {
  let byFrameworks = taken.get(program);
  if (!byFrameworks) taken.set(program, (byFrameworks = new WeakMap()));
  let index = byFrameworks.get(frameworks);
  if (!index) {
    const earlier = earlierIndex<SeamIndex>(program, frameworks, { readsFile: (known, file) => readsFile(known, file, frameworks) });
    if (earlier) rememberIndex(program, frameworks, earlier);
    index = earlier ?? seamIndex(program, frameworks);
    byFrameworks.set(frameworks, index);
  }
  return index;
}

/** Whether the index (with its values) may hold nodes of `file`: the file is read for sites or seam calls, declares a seam or holds placed tools. */
function readsFile(index: SeamIndex, file: ts.SourceFile, frameworks: readonly FrameworkModule[]): boolean {
  const values = valueIndexes.get(index);
  if (!values) return true;
  if (importsAnyPackage(file, frameworkWords(frameworks).packages) || namesAnySeam(file, index) || loopsOverSites(file, frameworks) || mayFillToolHolder(file.text) || values.byFile.has(file)) return true;
  return seamFiles(index).has(file);
}

const seamFileSets = new WeakMap<SeamIndex, ReadonlySet<ts.SourceFile>>();

function seamFiles(index: SeamIndex): ReadonlySet<ts.SourceFile> {
  let files = seamFileSets.get(index);
  if (!files) seamFileSets.set(index, (files = new Set([...index.byFunction.keys(), ...index.templates.keys()].map((node) => node.getSourceFile()))));
  return files;
}

/** The stand-ins of classes registering through a compiled base, placed in their files with the catalogs' tools. */
function withCompiledBases(values: ValueIndex, standIns: readonly RecognisedTool[]): ValueIndex {
  if (standIns.length === 0) return values;
  const byFile = new Map(values.byFile);
  for (const tool of standIns) {
    const file = tool.parts.node.getSourceFile();
    const placed = byFile.get(file) ?? [];
    if (!placed.some((known) => known.parts.node === tool.parts.node)) byFile.set(file, [...placed, tool]);
  }
  return { ...values, byFile };
}

/** A `for…of` loop or a `forEach` / `map` / `flatMap` callback, by text. */
const ITERATES = /\bfor\s*\(|\.(?:forEach|map|flatMap)\(/;
