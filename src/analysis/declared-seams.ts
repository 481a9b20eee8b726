import ts from "../util/typescript.cjs";
import type { FrameworkModule, ToolForm } from "../frameworks/types.js";
import { exportOriginOf, packageOf } from "./imports.js";
import type { Seam } from "./seam-reader.js";

/*
 * Seams seen only through their declarations (a `.d.ts` of another package): the parameter types
 * decide. `seams.ts` indexes them with the seams written in the program.
 */

/**
 * The packages whose declaration files declare seams (`@acme/tool-kit` declaring
 * `defineTool(def: Tool)`): a file importing one of them may call a seam though it imports no
 * framework and no local module. Built once per program with the declared seams.
 */
export function declaredSeamPackages(program: ts.Program, frameworks: readonly FrameworkModule[]): ReadonlySet<string> {
  const packages = new Set<string>();
  for (const seam of declaredSeams(program, frameworks)) {
    const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(seam.declaration.getSourceFile().fileName.split("\\").join("/"));
    if (match) packages.add(match[1]);
  }
  return packages;
}

/** MCP SDK 1.x and 2.x: both take `registerTool(name, config, cb: ToolCallback)`. */
const MCP_IDS = ["mcp-sdk", "mcp-server"];

/**
 * The framework types that make a declared parameter a tool's part, and the framework form whose
 * call takes that part at the same position: a `.d.ts` function `defineTool(def: Tool)` is read as
 * `tool(def)`, `register(name: string, config: {…}, cb: ToolCallback)` as `server.registerTool(…)`.
 */
const DECLARED_PARTS: readonly {
  readonly frameworks: readonly string[];
  readonly typeName: string;
  readonly position: number;
  readonly form: (form: ToolForm) => boolean;
}[] = [
  { frameworks: ["ai-sdk"], typeName: "Tool", position: 0, form: (form) => form.kind === "call" && form.callee.length === 1 && form.callee[0] === "tool" },
  { frameworks: MCP_IDS, typeName: "ToolCallback", position: 2, form: (form) => form.kind === "method" && form.method.length === 1 && form.method[0] === "registerTool" },
];

const declaredByProgram = new WeakMap<ts.Program, WeakMap<readonly FrameworkModule[], readonly Seam[]>>();

/**
 * Seams seen only through their declarations, in declaration files outside the frameworks' own
 * packages: functions and methods without a body whose parameter at a framework's position is typed
 * with that framework's tool type. Declaration files that do not mention one of those type names
 * are skipped by a substring search.
 */
export function declaredSeams(program: ts.Program, frameworks: readonly FrameworkModule[]): readonly Seam[] {
  let byFrameworks = declaredByProgram.get(program);
  if (!byFrameworks) declaredByProgram.set(program, (byFrameworks = new WeakMap()));
  const known = byFrameworks.get(frameworks);
  if (known) return known;
  const seams: Seam[] = [];
  const frameworkDirs = frameworks.flatMap((f) => f.packages.map((p) => `/node_modules/${packageOf(p)}/`));
  for (const file of program.getSourceFiles()) {
    if (!file.isDeclarationFile || frameworkDirs.some((dir) => file.fileName.includes(dir))) continue;
    if (!DECLARED_PARTS.some((part) => file.text.includes(part.typeName))) continue;
    const visit = (node: ts.Node): void => {
      if ((ts.isFunctionDeclaration(node) || ts.isMethodSignature(node) || ts.isMethodDeclaration(node)) && !("body" in node && node.body)) {
        const seam = declaredSeam(program, file, node, frameworks);
        if (seam) seams.push(seam);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  byFrameworks.set(frameworks, seams);
  return seams;
}

function declaredSeam(program: ts.Program, file: ts.SourceFile, declaration: ts.SignatureDeclaration, frameworks: readonly FrameworkModule[]): Seam | undefined {
  for (const part of DECLARED_PARTS) {
    const parameter = declaration.parameters[part.position];
    const type = parameter?.type;
    if (!type || !ts.isTypeReferenceNode(type)) continue;
    const typeName = ts.isIdentifier(type.typeName) ? type.typeName : type.typeName.right;
    // By name first (an alias of the type is not followed): the import is resolved only for a match.
    if (typeName.text !== part.typeName) continue;
    const origin = exportOriginOf(program, file, type.typeName, { allowTypeOnly: true });
    if (!origin || origin.isFile || origin.path[origin.path.length - 1] !== part.typeName) continue;
    for (const framework of frameworks) {
      if (!part.frameworks.includes(framework.id) || !framework.packages.some((p) => packageOf(p) === packageOf(origin.module))) continue;
      const form = framework.forms.find(part.form);
      if (form) return { declaration, inner: undefined, framework, read: form.read };
    }
  }
  return undefined;
}
