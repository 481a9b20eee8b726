import type { TSESTree } from "@typescript-eslint/utils";
import type { RuleContext } from "@typescript-eslint/utils/ts-eslint";
import { ESLintUtils } from "@typescript-eslint/utils";
import ts from "../../util/typescript.cjs";
import type { SchemaOrigin } from "../../schema/types.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRuleContext = Readonly<RuleContext<string, readonly any[]>>;

/**
 * Can a fix edit this schema node without touching anything else? Only when it is written in the
 * linted file, reached without a spread, and every `const` on the way is used exactly once here and
 * not exported (a shared constant would change every other user too).
 */
export function isOwned(context: AnyRuleContext, origin: SchemaOrigin, sourceFile: ts.SourceFile): boolean {
  if (origin.node.getSourceFile() !== sourceFile) return false;
  const services = ESLintUtils.getParserServices(context);
  for (const step of origin.via) {
    if (!ts.isVariableDeclaration(step) || step.getSourceFile() !== sourceFile) return false;
    const declarator = services.tsNodeToESTreeNodeMap.get(step) as TSESTree.VariableDeclarator | undefined;
    if (!declarator) return false;
    const declaration = declarator.parent;
    if (declaration?.parent?.type === "ExportNamedDeclaration") return false;
    for (const variable of context.sourceCode.getDeclaredVariables(declarator)) {
      const reads = variable.references.filter((reference) => reference.isRead());
      if (reads.length !== 1) return false;
      if (isNameExported(context.sourceCode.ast, variable.name)) return false;
    }
  }
  return true;
}

function isNameExported(ast: TSESTree.Program, name: string): boolean {
  return ast.body.some(
    (statement) =>
      statement.type === "ExportNamedDeclaration" &&
      statement.source === null &&
      statement.specifiers.some((s) => s.local.type === "Identifier" && s.local.name === name),
  );
}

/** Comments inside a range that an edit would replace; a fix that would drop them is not offered. */
export function hasComments(sourceFile: ts.SourceFile, start: number, end: number): boolean {
  const text = sourceFile.text.slice(start, end);
  return text.includes("//") || text.includes("/*");
}
