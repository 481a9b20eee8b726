import ts from "../../util/typescript.cjs";
import type { FrameworkModule, ToolForm } from "../../frameworks/types.js";
import { exportOriginOf, packageOf } from "./imports.js";
import type { Seam } from "./seam-reader.js";
import { nameFilter } from "./word-index.js";

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
  const seams = declaredSeams(program, frameworks);
  const known = packagesBySeams.get(seams);
  if (known) return known;
  const packages = new Set<string>();
  for (const seam of seams) {
    const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(seam.declaration.getSourceFile().fileName.split("\\").join("/"));
    if (match) packages.add(match[1]);
  }
  packagesBySeams.set(seams, packages);
  return packages;
}

/** Asked for each linted file: kept by the seams' array, which `declaredSeams` keeps per program and framework list. */
const packagesBySeams = new WeakMap<readonly Seam[], ReadonlySet<string>>();

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
 * are skipped by a substring search; the walk of the others is kept across programs (`candidatesOf`),
 * so a new program resolves only the few candidates' type names.
 */
export function declaredSeams(program: ts.Program, frameworks: readonly FrameworkModule[]): readonly Seam[] {
  let byFrameworks = declaredByProgram.get(program);
  if (!byFrameworks) declaredByProgram.set(program, (byFrameworks = new WeakMap()));
  const known = byFrameworks.get(frameworks);
  if (known) return known;
  const seams: Seam[] = [];
  for (const [file, declaration] of candidatesIn(program, frameworks)) {
    const seam = declaredSeam(program, file, declaration, frameworks);
    if (seam) seams.push(seam);
  }
  byFrameworks.set(frameworks, seams);
  return seams;
}

type Candidates = readonly (readonly [ts.SourceFile, ts.SignatureDeclaration])[];

/**
 * The last scan per framework list: the program's declaration files and their candidates. A new
 * program with the very same declaration files (an editor's, after an edit of a source file) takes
 * the candidates as they are, instead of asking each of some two thousand files again.
 */
let lastScans = new WeakMap<readonly FrameworkModule[], { readonly declarationFiles: readonly ts.SourceFile[]; readonly candidates: Candidates }>();

/** Lets the last scan's declaration files go (see `forgetLastIndex`). */
export function forgetLastScan(): void {
  lastScans = new WeakMap();
}

function candidatesIn(program: ts.Program, frameworks: readonly FrameworkModule[]): Candidates {
  const declarationFiles = program.getSourceFiles().filter((file) => file.isDeclarationFile);
  const last = lastScans.get(frameworks);
  if (last && last.declarationFiles.length === declarationFiles.length && declarationFiles.every((file, i) => file === last.declarationFiles[i])) return last.candidates;
  const frameworkPackages = new Set(frameworks.flatMap((f) => f.packages.map(packageOf)));
  const candidates: [ts.SourceFile, ts.SignatureDeclaration][] = [];
  for (const file of declarationFiles) {
    if (packagesOf(file).some((name) => frameworkPackages.has(name))) continue;
    for (const declaration of candidatesOf(file)) candidates.push([file, declaration]);
  }
  lastScans.set(frameworks, { declarationFiles, candidates });
  return candidates;
}

/**
 * The bodiless functions and methods of a declaration file with a parameter typed by one of the
 * tool type names at its position: syntax only, so kept per `SourceFile` object, which the language
 * service reuses across programs while the file is unchanged (an edit gives a new object). After an
 * edit, the walk over every `.d.ts` naming `Tool` (most SDKs do) was most of a new program's seam index.
 */
const candidatesByFile = new WeakMap<ts.SourceFile, readonly ts.SignatureDeclaration[]>();

/**
 * A type annotation naming one of the parts' types, `: Tool`, `: ai.Tool<…>`, `: ToolCallback`, with
 * any trivia between: files without one cannot declare a seam and are not walked (most SDK
 * declarations name `Tool` only in other names or as a type of their own).
 */
// Each comment form matches in one way only (a block comment never runs past its first `*/`, a line
// comment always to its line's end), so a file of long JSDoc with no match fails in linear time: the
// lazy `/\*[\s\S]*?\*/` before could span several comments and backtrack without end (a 2.8 MB
// googleapis declaration file never finished).
export const ANNOTATED_PART = new RegExp(
  `[:.](?:\\s|/\\*[^*]*\\*+(?:[^/*][^*]*\\*+)*/|//[^\\n]*(?:\\n|$))*(?:${DECLARED_PARTS.map((part) => part.typeName).join("|")})(?![\\w$])`,
);

function candidatesOf(file: ts.SourceFile): readonly ts.SignatureDeclaration[] {
  const known = candidatesByFile.get(file);
  if (known) return known;
  const found: ts.SignatureDeclaration[] = [];
  if (DECLARED_PARTS.some((part) => file.text.includes(part.typeName)) && ANNOTATED_PART.test(file.text)) {
    // A candidate's parameter type is written with the type's name.
    const mayHoldName = nameFilter(file, DECLARED_PARTS.map((part) => part.typeName));
    const visit = (node: ts.Node): void => {
      if (!mayHoldName(node)) return;
      if ((ts.isFunctionDeclaration(node) || ts.isMethodSignature(node) || ts.isMethodDeclaration(node)) && !("body" in node && node.body) && DECLARED_PARTS.some((part) => namesPart(node, part))) {
        found.push(node);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  candidatesByFile.set(file, found);
  return found;
}

const packagesByFile = new WeakMap<ts.SourceFile, readonly string[]>();

/** The packages a file lies in (`/node_modules/<name>/` at any depth), read once per `SourceFile`. */
export function packagesOf(file: ts.SourceFile): readonly string[] {
  let names = packagesByFile.get(file);
  if (!names) packagesByFile.set(file, (names = [...file.fileName.split("\\").join("/").matchAll(/\/node_modules\/((?:@[^/]+\/)?[^/]+)(?=\/)/g)].map((m) => m[1])));
  return names;
}

/** The parameter at the part's position is typed by a reference named like the part's type (an alias is not followed). */
function namesPart(declaration: ts.SignatureDeclaration, part: (typeof DECLARED_PARTS)[number]): ts.EntityName | undefined {
  const type = declaration.parameters[part.position]?.type;
  if (!type || !ts.isTypeReferenceNode(type)) return undefined;
  const typeName = ts.isIdentifier(type.typeName) ? type.typeName : type.typeName.right;
  return typeName.text === part.typeName ? type.typeName : undefined;
}

function declaredSeam(program: ts.Program, file: ts.SourceFile, declaration: ts.SignatureDeclaration, frameworks: readonly FrameworkModule[]): Seam | undefined {
  for (const part of DECLARED_PARTS) {
    // By name first: the import is resolved only for a match.
    const typeName = namesPart(declaration, part);
    if (!typeName) continue;
    const origin = exportOriginOf(program, file, typeName, { allowTypeOnly: true });
    if (!origin || origin.isFile || origin.path[origin.path.length - 1] !== part.typeName) continue;
    for (const framework of frameworks) {
      if (!part.frameworks.includes(framework.id) || !framework.packages.some((p) => packageOf(p) === packageOf(origin.module))) continue;
      const form = framework.forms.find(part.form);
      if (form) return { declaration, inner: undefined, framework, read: form.read };
    }
  }
  return undefined;
}
