import path from "node:path";
import { locateFinding } from "../analysis/locate.js";
import { optionsFor } from "../analysis/report.js";
import type { TSESLint } from "@typescript-eslint/utils";
import { fileAnalysis } from "../analysis/context.js";
import { estimateTokens, schemaHash } from "../checks/cost.js";
import type { CheckOptions, Severity } from "../checks/types.js";
import { mergeCheckOptions } from "../options.js";
import type { JsonObject } from "../schema/types.js";
import { createRule } from "../util/create-rule.js";

export interface ReportedTool {
  readonly file: string;
  readonly line: number;
  /** The form and framework the tool was written with: `tool()`, "Vercel AI SDK". */
  readonly form: string;
  readonly framework: string;
  readonly name: string | null;
  readonly tokens: number;
  readonly schemaHash: string;
  readonly route: string;
  readonly unresolved?: string;
  readonly findings: readonly { code: string; severity: Severity; targets: readonly string[]; path: string; message: string; line: number }[];
  readonly schema: JsonObject | null;
}

/**
 * A plugin with one rule that records every tool definition ESLint visits. The CLI lints through
 * ESLint so it sees exactly what the rules see: the user's config, settings and typed program.
 */
export function createCollector(cliOptions: Partial<CheckOptions>, cwd: string) {
  const tools: ReportedTool[] = [];
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
          const sourceFile = file.sourceFile;
          if (!sourceFile) return;
          for (const analysis of file.tools) {
            const options = optionsFor(analysis, mergeCheckOptions(file.settings.options, cliOptions));
            const sent = analysis.sent;
            const tool = { name: analysis.name?.value, description: analysis.description?.value, sent: sent ?? {} };
            const lineOf = (pos: number) => sourceFile.getLineAndCharacterOfPosition(pos).line + 1;
            tools.push({
              file: path.relative(cwd, context.filename),
              line: lineOf(analysis.node.getStart(sourceFile)),
              form: analysis.form,
              framework: analysis.framework.label,
              name: analysis.name?.value ?? null,
              tokens: estimateTokens(tool, options.charsPerToken),
              schemaHash: schemaHash(tool),
              route: analysis.unresolved ? "unresolved" : analysis.exact ? analysis.route : `${analysis.route} (approximate)`,
              ...(analysis.unresolved ? { unresolved: analysis.unresolved.reason } : {}),
              findings: analysis.findings(options).map((f) => ({
                code: f.code,
                severity: f.severity,
                targets: f.targets,
                path: f.path,
                message: f.message,
                line: lineOf(locateFinding(analysis, f, sourceFile).node.getStart(sourceFile)),
              })),
              schema: sent ?? null,
            });
          }
        },
      };
    },
  });
  const plugin: TSESLint.FlatConfig.Plugin = { rules: { collect } as never };
  return { plugin, tools };
}
