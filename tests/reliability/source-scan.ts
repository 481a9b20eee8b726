import { readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const srcDir = path.resolve(import.meta.dirname, "..", "..", "src");

/** Every `.ts` file under `src/`, sorted. */
export function sourceFiles(dir = srcDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return entry.name.endsWith(".ts") ? [full] : [];
    })
    .sort();
}

/** Modules that run code or reach the network. (`src/cli/*` importing `eslint` is fine: not listed.) */
const FORBIDDEN_MODULES = new Set(
  ["child_process", "vm", "module", "net", "http", "https", "http2", "tls", "dgram", "dns", "worker_threads", "cluster", "inspector", "repl", "wasi"].flatMap(
    (name) => [name, `node:${name}`],
  ),
);

const FORBIDDEN_GLOBALS = new Set(["eval", "Function", "fetch", "createRequire", "XMLHttpRequest", "WebSocket", "importScripts"]);

function isStringLiteral(node: ts.Node | undefined): boolean {
  return node !== undefined && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node));
}

/**
 * Uses of anything that could execute code or reach the network, found in the AST (so comments and
 * strings that mention them do not count), as `file:line: what`.
 */
export function forbiddenUses(fileName: string, text: string): string[] {
  const sourceFile = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
    found.push(`${path.basename(fileName) === fileName ? fileName : path.relative(path.dirname(srcDir), fileName)}:${line}: ${what}`);
  };
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const specifier = node.moduleSpecifier.text;
      if (FORBIDDEN_MODULES.has(specifier)) report(node, `import of "${specifier}"`);
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && !isStringLiteral(node.arguments[0])) {
      report(node, "import() of a computed specifier");
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "require") {
      const specifier = node.arguments[0];
      if (!isStringLiteral(specifier)) report(node, "require() of a computed specifier");
      else if (FORBIDDEN_MODULES.has((specifier as ts.StringLiteral).text)) report(node, `require of "${(specifier as ts.StringLiteral).text}"`);
    }
    if (ts.isIdentifier(node) && FORBIDDEN_GLOBALS.has(node.text) && !isDeclarationName(node) && !isPropertyName(node)) {
      report(node, node.text);
    }
    if (ts.isElementAccessExpression(node) && isStringLiteral(node.argumentExpression)) {
      const name = (node.argumentExpression as ts.StringLiteral).text;
      if (FORBIDDEN_GLOBALS.has(name)) report(node, name);
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "vm") {
      report(node, `vm.${node.name.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** `const eval = …`-style names and `{ fetch: 1 }` keys are not uses. */
function isDeclarationName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (ts.isVariableDeclaration(parent) || ts.isFunctionDeclaration(parent) || ts.isParameter(parent)) && parent.name === node;
}

function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent)) && parent.name === node) return true;
  return ts.isImportSpecifier(parent) && parent.propertyName === node;
}
