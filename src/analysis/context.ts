import type { TSESTree } from "@typescript-eslint/utils";
import { ESLintUtils } from "@typescript-eslint/utils";
import type { RuleContext } from "@typescript-eslint/utils/ts-eslint";
import type ts from "typescript";
import { readPluginSettings, type PluginSettings } from "../options.js";
import { analyzeCall, type ToolAnalysis } from "./analyze.js";
import { fileIndex, recogniseCallSite } from "./call-sites.js";

/** Per-file state shared by every rule of the plugin (one analysis per call site). */
export interface FileAnalysis {
  readonly settings: PluginSettings;
  readonly program: ts.Program;
  readonly sourceFile: ts.SourceFile;
  /** The analysis of a call, or undefined when it is not a tool definition. Memoised per node. */
  analysisOf(call: TSESTree.CallExpression): ToolAnalysis | undefined;
}

const files = new WeakMap<TSESTree.Program, FileAnalysis>();
const sites = new WeakMap<TSESTree.CallExpression, ToolAnalysis | null>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRuleContext = Readonly<RuleContext<string, readonly any[]>>;

/**
 * The shared per-file analysis. Throws ESLint's own "typed linting required" error when the parser
 * has no program, and a configuration error for bad settings; never for odd user code.
 */
export function fileAnalysis(context: AnyRuleContext): FileAnalysis {
  const ast = context.sourceCode.ast;
  const settings = readPluginSettings(context.settings as Record<string, unknown>);
  const existing = files.get(ast);
  if (existing && existing.settings === settings) return existing;

  const services = ESLintUtils.getParserServices(context);
  const program = services.program;
  const sourceFile = services.esTreeNodeToTSNodeMap.get(ast) as ts.SourceFile;
  const index = fileIndex(ast, settings, context.filename, context.cwd);
  const analysis: FileAnalysis = {
    settings,
    program,
    sourceFile,
    analysisOf(call) {
      const known = sites.get(call);
      if (known !== undefined) return known ?? undefined;
      let result: ToolAnalysis | null = null;
      let site: ReturnType<typeof recogniseCallSite>;
      try {
        site = recogniseCallSite(call, context.sourceCode, index, program, sourceFile);
      } catch {
        // Recognition reads imports and re-export files; a failure there means "not a known tool".
        site = undefined;
      }
      if (site) {
        const tsCall = services.esTreeNodeToTSNodeMap.get(call) as ts.CallExpression;
        result = analyzeCall(program, tsCall, site.framework);
      }
      sites.set(call, result);
      return result ?? undefined;
    },
  };
  files.set(ast, analysis);
  return analysis;
}
