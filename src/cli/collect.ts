import path from "node:path";
import { locateFinding } from "../analysis/report/locate.js";
import { optionsFor } from "../analysis/report/index.js";
import type { TSESLint } from "@typescript-eslint/utils";
import { fileAnalysis, lintedProgram } from "../analysis/context.js";
import { toolsNamedBySets } from "../analysis/sets/names.js";
import type ts from "../util/typescript.cjs";
import { schemaHash } from "../checks/cost.js";
import { estimateTokens, toolTokens, type TokensBy } from "../tokens/index.js";
import { reportedSet, type ReportedSet } from "./snapshot-sets.js";
import type { CheckOptions, Severity } from "../checks/types.js";
import { mergeCheckOptions } from "../options.js";
import { frameworks } from "../frameworks/index.js";
import { providerById } from "../providers/index.js";
import { viaOf, type ToolAnalysis } from "../analysis/analyze.js";
import type { JsonObject } from "../schema/types.js";
import { createRule } from "../util/create-rule.js";
import { checkedPackages, declaredPackages, missingImportsOf } from "../analysis/missing-dependencies.js";
import { registeredNowhere, usedNowhere } from "../analysis/recognition/unused.js";
import { unbuiltImportsOf, unbuiltImportsThrough } from "../analysis/recognition/unbuilt-import.js";

export interface ReportedTool {
  readonly file: string;
  readonly line: number;
  /** `file:line` of the definition when it is written in a file linted under another program, and reported at the site that sends it. */
  readonly writtenIn?: string;
  /** The form and framework the tool was written with: `tool()`, "Vercel AI SDK". */
  readonly form: string;
  readonly framework: string;
  readonly name: string | null;
  /** The largest figure among its destinations (what heavy-definition weighs), and how it was obtained. */
  readonly tokens: number;
  readonly tokensBy: TokensBy;
  readonly description: string | null;
  /** The set it is sent in (an array, a tools object, an MCP server), when it is in one. */
  readonly set: ReportedSet | null;
  readonly schemaHash: string;
  readonly route: string;
  readonly unresolved?: string;
  readonly findings: readonly { code: string; severity: Severity; targets: readonly string[]; path: string; message: string; line: number; column: number }[];
  readonly schema: JsonObject | null;
  /** Where the tool is checked: the user's targets, or where its framework sends it, and in words how. */
  readonly destinationsFrom: "framework" | "targets";
  readonly via: string;
  /** Set when the tool's framework sends only what code passes on and nothing in the program uses it (`unused.ts`). */
  readonly usedNowhere?: true;
  /** Set for a place whose tools cannot be followed (an unfollowed stand-in): no name, schema or count of its own; `unresolved` says why. */
  readonly unfollowed?: true;
  /** For such a place that is a member of a tools object or array: that set's id (it is not counted in the set's tools). */
  readonly unfollowedIn?: string;
  /** Each destination's view: what that provider receives, as sent (name after renames, schema after rewrites). */
  readonly destinations: readonly SentTo[];
}

export interface SentTo {
  readonly target: string;
  /** "strict" where the target needs every property required and every object closed. */
  readonly mode: "strict" | "non-strict";
  /** The request field that carries the schema there. */
  readonly field: string;
  readonly name: string | null;
  readonly schema: JsonObject;
  /** Counted (o200k, OpenAI's published method) or estimated (characters per token), as `tokensBy` says. */
  readonly tokens: number;
  readonly tokensBy: TokensBy;
}

/** What every destination of a tool receives, in the order its targets are listed. */
export function sentTo(analysis: ToolAnalysis, options: CheckOptions): SentTo[] {
  if (!analysis.sent) return [];
  return options.targets.flatMap((target) => {
    const provider = providerById(target);
    if (!provider) return [];
    const view = analysis.viewFor(target);
    const tool = { name: view.name, description: analysis.description?.value, sent: view.sent };
    const count = toolTokens(tool, target, options.charsPerToken);
    return [{
      target,
      mode: provider.requiresAdditionalPropertiesFalse?.value === true ? "strict" : "non-strict",
      field: provider.schemaField,
      name: view.name ?? null,
      schema: view.sent,
      tokens: count.tokens,
      tokensBy: count.by,
    } satisfies SentTo];
  });
}

/**
 * The packages whose types tools are read through: the built-in frameworks' and the schema libraries.
 * Not a `callees` package: its tools are read from the definition as written, whatever it declares.
 */
const TYPED_PACKAGES: ReadonlySet<string> = checkedPackages(frameworks);

/**
 * A plugin with one rule that records every tool definition ESLint visits. The CLI lints through
 * ESLint so it sees exactly what the rules see: the user's config, settings and typed program.
 */
export function createCollector(cliOptions: Partial<CheckOptions>, cwd: string) {
  const tools: ReportedTool[] = [];
  // Per file (relative), the framework packages it imports that are not installed.
  const notInstalled = new Map<string, readonly string[]>();
  // Packages some program of the run declares itself (`declare module`): never reported as not installed.
  const declared = new Set<string>();
  // Per package whose declared types are not built (`unbuilt-import.ts`), that file and the files importing it.
  const notBuilt = new Map<string, { readonly types: string; readonly files: readonly string[] }>();
  // Files that import none of those packages themselves but import the program's files that do (`./util.js`):
  // the types they take from those files have no type either, so they are read again too.
  const throughNotBuilt = new Set<string>();
  const installedCache = new Map<string, boolean>();
  // An AI SDK tool defined in one file is named by the key another file's tools object gives it; files
  // are linted in any order, so whichever of the two comes second names the reported tool. A key of an
  // object nothing reads names it only until one of an object that is read does.
  const entries = new Map<ts.Node, number>();
  const keyNames = new Map<ts.Node, { readonly value: string; readonly weak: boolean }>();
  const weaklyNamed = new Set<number>();
  const nameEntry = (node: ts.Node) => {
    const at = entries.get(node);
    const key = keyNames.get(node);
    if (at === undefined || key === undefined || (tools[at]!.name !== null && !weaklyNamed.has(at))) return;
    tools[at] = { ...tools[at]!, name: key.value };
    if (key.weak) weaklyNamed.add(at);
    else weaklyNamed.delete(at);
  };
  const collect = createRule({
    name: "collect",
    meta: {
      type: "suggestion",
      docs: { description: "Collect tool definitions for the report command", recommended: "strict", requiresTypeChecking: true },
      messages: {},
      schema: [],
    },
    defaultOptions: [],
    create(context) {
      return {
        Program() {
          const file = fileAnalysis(context);
          // Asked of the linted program even where the analysis has none: a file whose imports reach a
          // framework only through such a package looks as if it could hold no tool until read again.
          const linted = file.program && file.sourceFile ? { program: file.program, sourceFile: file.sourceFile } : lintedProgram(context);
          if (linted) {
            for (const unbuilt of unbuiltImportsOf(linted.program, linted.sourceFile)) {
              const known = notBuilt.get(unbuilt.package) ?? { types: unbuilt.types, files: [] };
              notBuilt.set(unbuilt.package, { ...known, files: [...known.files, path.relative(cwd, context.filename)] });
            }
            if (unbuiltImportsThrough(linted.program, linted.sourceFile).length > 0) throughNotBuilt.add(context.filename);
          }
          const sourceFile = file.sourceFile;
          if (!sourceFile) return;
          if (file.program) {
            const missing = missingImportsOf(file.program, sourceFile, (name) => TYPED_PACKAGES.has(name), installedCache);
            if (missing.length > 0) notInstalled.set(path.relative(cwd, context.filename), missing);
            for (const name of declaredPackages(file.program)) declared.add(name);
          }
          for (const named of toolsNamedBySets(file)) {
            const known = keyNames.get(named.node);
            if (named.name && (!known || (known.weak && !named.inUnreadSet))) keyNames.set(named.node, { value: named.name.value, weak: named.inUnreadSet === true });
            nameEntry(named.node);
          }
          for (const analysis of file.tools) {
            const configured = mergeCheckOptions(file.settings.options, cliOptions);
            const options = optionsFor(analysis, configured);
            const sent = analysis.sent;
            const tool = { name: analysis.name?.value, description: analysis.description?.value, sent: sent ?? {} };
            const lineOf = (pos: number) => sourceFile.getLineAndCharacterOfPosition(pos).line + 1;
            // 1-based like ESLint's own positions, so a finding can be found in an editor.
            const positionOf = (pos: number) => {
              const { line, character } = sourceFile.getLineAndCharacterOfPosition(pos);
              return { line: line + 1, column: character + 1 };
            };
            const destinations = sentTo(analysis, options);
            // A tool value is sent when code passes it on; a registration registers as it runs, if the function around it ever does.
            const unused = file.program !== undefined && (analysis.framework.sentWhenPassedOn !== undefined ? usedNowhere(file.program, analysis.node) : registeredNowhere(file.program, analysis.node));
            const via = configured.targets ? "as the targets setting asserts" : viaOf(analysis.framework, analysis.sendContext);
            const heaviest = destinations.reduce<SentTo | undefined>((max, d) => (max && max.tokens >= d.tokens ? max : d), undefined);
            // A definition written in a file another program lints (`linted-elsewhere.ts`) is reported at its site.
            const written = analysis.node.getSourceFile();
            const elsewhere = written !== sourceFile;
            tools.push({
              file: path.relative(cwd, context.filename),
              line: lineOf((elsewhere ? analysis.anchor : analysis.node).getStart(sourceFile)),
              ...(elsewhere ? { writtenIn: `${path.relative(cwd, written.fileName)}:${written.getLineAndCharacterOfPosition(analysis.node.getStart(written)).line + 1}` } : {}),
              form: analysis.form,
              framework: analysis.framework.label,
              name: analysis.name?.value ?? null,
              tokens: heaviest?.tokens ?? estimateTokens(tool, options.charsPerToken),
              tokensBy: heaviest?.tokensBy ?? "estimate",
              description: analysis.description?.value ?? null,
              set: analysis.toolSet ? reportedSet(analysis.toolSet, cwd) : null,
              schemaHash: schemaHash(tool),
              route: analysis.unresolved ? "unresolved" : analysis.exact ? analysis.route : `${analysis.route} (approximate)`,
              ...(analysis.unresolved ? { unresolved: analysis.unresolved.reason } : {}),
              findings: analysis.findings(options).map((f) => ({
                code: f.code,
                severity: f.severity,
                targets: f.targets,
                path: f.path,
                message: f.message,
                ...positionOf(locateFinding(analysis, f, sourceFile).node.getStart(sourceFile)),
              })),
              schema: sent ?? null,
              destinationsFrom: configured.targets ? "targets" : "framework",
              // Checked where it would go, without saying it goes there: nothing here passes it on.
              via: unused ? `used nowhere in this program outside tests; it would go ${via}` : via,
              ...(unused ? { usedNowhere: true as const } : {}),
              ...(analysis.unfollowed ? { unfollowed: true as const } : {}),
              ...(analysis.unfollowedMember?.set ? { unfollowedIn: reportedSet({ node: analysis.unfollowedMember.set, label: "" }, cwd).id } : {}),
              destinations,
            });
            entries.set(analysis.node, tools.length - 1);
            nameEntry(analysis.node);
          }
        },
      };
    },
  });
  const plugin: TSESLint.FlatConfig.Plugin = { rules: { collect } as never };
  // Tools of files linted again with other types (`passes.ts`, "unbuilt"): their first reading is left out.
  const dropped = new Set<number>();
  const retake = (files: ReadonlySet<string>): void => {
    tools.forEach((tool, index) => {
      if (files.has(path.resolve(cwd, tool.file))) dropped.add(index);
    });
    for (const file of files) notInstalled.delete(path.relative(cwd, file));
  };
  const kept = (): ReportedTool[] => tools.filter((_, index) => !dropped.has(index));
  return { plugin, tools, kept, retake, notInstalled, declared, notBuilt, throughNotBuilt };
}
