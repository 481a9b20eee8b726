import type ts from "../util/typescript.cjs";
import type { ToolAnalysis } from "../analysis/analyze.js";
import { fileAnalysis, type ToolRuleContext } from "../analysis/context.js";

/**
 * The listener of a design rule that judges tools one by one: `check` runs on every tool of the file,
 * and a tool it throws on is skipped, since a design finding is never worth failing the lint of a file.
 */
export function eachToolOfFile(context: ToolRuleContext, check: (analysis: ToolAnalysis, sourceFile: ts.SourceFile) => void): { Program(): void } {
  return {
    Program() {
      const { sourceFile, tools } = fileAnalysis(context);
      if (!sourceFile) return;
      for (const analysis of tools) {
        try {
          check(analysis, sourceFile);
        } catch {
          // Pure walks over JSON and text; should one fail on some schema, that tool gets no findings.
        }
      }
    },
  };
}
