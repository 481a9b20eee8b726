// The tools of one set as the design rules compare them: a file's own sets, the tools other files register on the
// same server, and what an array or object of tools takes in through spreads, `const`s and imports.
import path from "node:path";
import ts from "../util/typescript.cjs";
import type { ToolAnalysis } from "../analysis/analyze.js";
import { fileAnalysis, toolsOfSetElsewhere, type FileAnalysis, type ToolRuleContext } from "../analysis/context.js";
import { locOf } from "../analysis/report/index.js";
import { composedSetsOf, type SetMember } from "../analysis/sets/composed.js";
import { toolSetsOf } from "../analysis/sets/index.js";
import type { TSESTree } from "@typescript-eslint/utils";

/** One tool of a set, with the name the set sends it under and where a finding about it is shown in the linted file. */
export interface DesignMember {
  readonly tool: ToolAnalysis;
  /** The name as written: the key of an object of tools when it names the tool, else the definition's own name. */
  readonly name: string | undefined;
  /** Where the name is written (the key, the name's string), when known. */
  readonly nameNode: ts.Node | undefined;
  /**
   * The element, property or spread of a literal of the linted file that brings a tool written elsewhere in;
   * undefined for a tool written in the linted file (shown at its own nodes) or reported in its own file.
   */
  readonly via: ts.Node | undefined;
  /** True when the tool is shown in the linted file (written here, or brought in by `via`). */
  readonly here: boolean;
}

/** The tools sent together in one request, in order (source order; other files by path). */
export interface DesignSet {
  readonly node: ts.Node;
  /** "this array of tools", "MCP server `server`": for messages. */
  readonly label: string;
  readonly members: readonly DesignMember[];
}

const cache = new WeakMap<FileAnalysis, readonly DesignSet[]>();

/**
 * The linted file's sets as the design rules see them. A tool is shown in its own file only: other files
 * registering on the same server are read for comparison, and reported when those files are linted. A literal
 * that takes tools in through spreads and imports is compared whole; a tool it takes in is shown at the element
 * or spread that brings it (`isSpreadVia`, `sameSpread`).
 */
export function designSetsOf(file: FileAnalysis): readonly DesignSet[] {
  const known = cache.get(file);
  if (known) return known;
  const sourceFile = file.sourceFile;
  let sets: DesignSet[] = [];
  // Reading other files' tools is best effort, as composing sets is: a failure leaves no set to compare, never an exception out of ESLint.
  if (sourceFile) {
    try {
      sets = collectSets(file, sourceFile);
    } catch {
      sets = [];
    }
  }
  const out = sets.map((set) => ({ ...set, members: set.members.filter((member) => member.tool.lint !== false) }));
  cache.set(file, out);
  return out;
}

function collectSets(file: FileAnalysis, sourceFile: ts.SourceFile): DesignSet[] {
  const sets: DesignSet[] = [];
  const composed = new Map(composedSetsOf(file).map((set) => [set.node as ts.Node, set]));
  for (const set of toolSetsOf(file.tools)) {
    const node = set.ref.node;
    const whole = composed.get(node);
    composed.delete(node);
    if (whole && whole.members.length > set.tools.length) {
      sets.push({ node, label: set.ref.label, members: fromComposed(whole.members, sourceFile) });
      continue;
    }
    const elsewhere = isLiteral(node) ? [] : toolsOfSetElsewhere(file, node);
    const tools = sortByPlace([...set.tools, ...elsewhere]);
    sets.push({ node, label: set.ref.label, members: tools.map((tool) => ownMember(tool, sourceFile)) });
  }
  // Literals that only assemble tools written elsewhere.
  for (const set of composed.values()) {
    if (set.members.some((member) => member.assembled)) sets.push({ node: set.node, label: set.label, members: fromComposed(set.members, sourceFile) });
  }
  return sets;
}

/** The sets of the file being linted (none when it cannot hold tools). */
export function designSetsToCheck(context: ToolRuleContext): { readonly sets: readonly DesignSet[]; readonly sourceFile: ts.SourceFile | undefined } {
  const file = fileAnalysis(context);
  if (!file.sourceFile) return { sets: [], sourceFile: undefined };
  return { sets: designSetsOf(file), sourceFile: file.sourceFile };
}

function isLiteral(node: ts.Node): boolean {
  return ts.isArrayLiteralExpression(node) || ts.isObjectLiteralExpression(node);
}

function sortByPlace(tools: readonly ToolAnalysis[]): ToolAnalysis[] {
  // Each tool's place read once: `getStart()` scans the trivia before the node.
  const placed = [...new Set(tools)].map((tool) => ({ tool, file: tool.node.getSourceFile().fileName, start: tool.node.getStart() }));
  placed.sort((a, b) => (a.file !== b.file ? (a.file < b.file ? -1 : 1) : a.start - b.start));
  return placed.map((entry) => entry.tool);
}

function ownMember(tool: ToolAnalysis, sourceFile: ts.SourceFile): DesignMember {
  const here = tool.node.getSourceFile() === sourceFile || tool.anchor.getSourceFile() === sourceFile;
  return { tool, name: tool.name?.value, nameNode: tool.name?.node, via: undefined, here };
}

function fromComposed(members: readonly SetMember[], sourceFile: ts.SourceFile): DesignMember[] {
  return members.map((member) => {
    const { tool } = member;
    const keyNode = member.key !== undefined && (ts.isPropertyAssignment(member.via) || ts.isShorthandPropertyAssignment(member.via)) ? member.via.name : undefined;
    const name = member.key ?? tool.name?.value;
    const nameNode = member.key !== undefined ? (keyNode ?? tool.name?.node) : tool.name?.node;
    const writtenHere = !member.assembled && tool.node.getSourceFile() === sourceFile;
    return { tool, name, nameNode, via: writtenHere ? undefined : member.via, here: true };
  });
}

/** What a finding is about: the tool's name or its description. */
export type DesignPart = "name" | "description";

/** Where a finding about a member is shown in the linted file, undefined when it is shown in another file. */
export function placeOf(member: DesignMember, part: DesignPart, sourceFile: ts.SourceFile): ts.Node | undefined {
  if (!member.here) return undefined;
  if (member.via) return member.via;
  const inFile = (node: ts.Node | undefined) => (node && node.getSourceFile() === sourceFile ? node : undefined);
  const description = part === "description" ? inFile(member.tool.description?.node) : undefined;
  return description ?? inFile(member.nameNode) ?? inFile(member.tool.anchor) ?? inFile(member.tool.node);
}

/** A spread that brings several tools in (`...searchTools`): its tools were compared in their own set already. */
export function isSpreadVia(member: DesignMember): boolean {
  return member.via !== undefined && (ts.isSpreadElement(member.via) || ts.isSpreadAssignment(member.via));
}

/**
 * The members of the set brought in by the same spread as `member`: a finding that holds among them alone
 * is reported where they are written, so the assembling file shows only what the assembly adds.
 */
export function sameSpread(set: DesignSet, member: DesignMember): readonly DesignMember[] {
  return set.members.filter((other) => other.via === member.via);
}

/** The source location of a node of the linted file, for `context.report`. */
export function locAt(context: ToolRuleContext, node: ts.Node, sourceFile: ts.SourceFile): TSESTree.SourceLocation {
  return locOf(context, node, sourceFile);
}

/** `line 4` in the linted file; `tools/search.ts:4` (relative to ESLint's working directory) elsewhere. */
export function whereIs(member: DesignMember, linted: ts.SourceFile, cwd: string): string {
  const node = member.via ?? member.nameNode ?? member.tool.anchor;
  const home = node.getSourceFile();
  const line = home.getLineAndCharacterOfPosition(node.getStart(home)).line + 1;
  if (home === linted) return `line ${line}`;
  return `${path.relative(cwd, home.fileName).split(path.sep).join("/")}:${line}`;
}
