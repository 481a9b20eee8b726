// Where each pi-ai tool is sent, over the whole program: every `stream()` / `complete()` call (and the
// `…Simple` pair), the provider of the model it is given, and the tool literals its context's tools
// reach, whichever file writes them. Built once per program, the first time a pi-ai tool's targets
// are asked for: only a program where pi-ai sites are recognised (its package is among the program's
// `presentFrameworks`) has pi-ai tools to ask for, so a program without pi-ai never builds it.
//
// Not core/model-destinations.ts: its `ModelSinks` read `{ model, tools }` options from a sink's first
// argument and key tools by the factory call that makes them (`tool({…})`), the model being a provider
// package's call. pi-ai takes the model and a `Context` as two arguments, a tool is a plain object
// literal (no factory call to key by), and the model names its provider in a string (`getModel("groq",
// …)`). The decision over the calls is the one every framework takes (`targetsFromModels`).
import ts from "../../util/typescript.cjs";
import { exportOriginOf, isProjectSource } from "../../analysis/recognition/imports.js";
import { targetsFromModels } from "../core/model-destinations.js";
import { readDefinitionObject } from "../../schema/shared/definition-object.js";
import { createEvalContext } from "../../schema/shared/static-eval.js";
import { followExpression, unwrapExpression } from "../../schema/shared/static-follow.js";
import { modelTarget } from "./models.js";

const PACKAGE = "@mariozechner/pi-ai";

/** The functions that send a `Context`'s tools to a `Model` (@mariozechner/pi-ai 0.73.1 dist/stream.d.ts: `(model, context, options?)`). */
export const ENTRY_POINTS = ["stream", "complete", "streamSimple", "completeSimple"] as const;

/** How deep a tools value is followed (arrays in arrays, spreads, consts) before the rest is left out. */
const MAX_DEPTH = 8;

/** The calls that reach one tool: the targets read from their models, and whether some model is not read. */
interface Reached {
  readonly known: Set<string>;
  unknown: boolean;
}

type Index = Map<ts.ObjectLiteralExpression, Reached>;

const byProgram = new WeakMap<ts.Program, Index>();

/**
 * The targets a tool literal is sent to: the providers of the models of the calls that reach it when
 * every one is read, those and the `given` ones when some call's model is not, the `given` ones when
 * no call reaches it (or none of its providers is a target the plugin judges).
 */
export function targetsOf(program: ts.Program, tool: ts.ObjectLiteralExpression, given: readonly string[]): readonly string[] {
  return targetsFromModels(routesOf(program).get(tool), given);
}

/** The index of a program: built on the first call, the same map afterwards. */
export function routesOf(program: ts.Program): ReadonlyMap<ts.ObjectLiteralExpression, { readonly known: ReadonlySet<string>; readonly unknown: boolean }> {
  let index = byProgram.get(program);
  if (!index) byProgram.set(program, (index = indexProgram(program)));
  return index;
}

function indexProgram(program: ts.Program): Index {
  const index: Index = new Map();
  const checker = program.getTypeChecker();
  for (const sourceFile of program.getSourceFiles()) {
    // Text first: a file that never names an entry point cannot call one (a local re-export still names it).
    if (sourceFile.isDeclarationFile || !ENTRY_POINTS.some((name) => sourceFile.text.includes(name)) || !isProjectSource(program, sourceFile)) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && isEntryPoint(program, sourceFile, node.expression)) {
        const target = modelTarget(program, node.arguments[0], PACKAGE);
        for (const tool of contextTools(checker, node.arguments[1])) {
          let entry = index.get(tool);
          if (!entry) index.set(tool, (entry = { known: new Set(), unknown: false }));
          if (target) entry.known.add(target);
          else entry.unknown = true;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return index;
}

/** `complete`, `pi.stream`: an entry point of pi-ai, through imports, aliases and re-exports. The name is checked before the import. */
function isEntryPoint(program: ts.Program, sourceFile: ts.SourceFile, callee: ts.Expression): boolean {
  const named = unwrapExpression(callee);
  const name = ts.isIdentifier(named) ? named.text : ts.isPropertyAccessExpression(named) ? named.name.text : undefined;
  if (!name || !(ENTRY_POINTS as readonly string[]).includes(name)) return false;
  const origin = exportOriginOf(program, sourceFile, named, { allowTypeOnly: false });
  return origin !== undefined && !origin.isFile && origin.module === PACKAGE && origin.path.length === 1 && (ENTRY_POINTS as readonly string[]).includes(origin.path[0]!);
}

/** The tool literals of a context's `tools`: the context through consts, imports, spreads and one-return functions. */
function contextTools(checker: ts.TypeChecker, context: ts.Expression | undefined): ts.ObjectLiteralExpression[] {
  if (!context || ts.isSpreadElement(context)) return [];
  const definition = readDefinitionObject(checker, context);
  const tools = "reason" in definition ? undefined : definition.properties.get("tools")?.value;
  const found = new Set<ts.ObjectLiteralExpression>();
  if (tools) toolLiterals(checker, tools, 0, found);
  return [...found];
}

/**
 * The tool literals a tools value holds: an array's elements and its spreads (`[...shared, local]`),
 * through consts and imports (`export const tools: Tool[] = [a, b]`), both branches of a conditional;
 * each element read as the framework reads a tool (`readDefinitionObject`, the literal it stands for).
 * What cannot be followed (an array built at run time, `.filter()`, a parameter) is left out.
 */
function toolLiterals(checker: ts.TypeChecker, expr: ts.Expression, depth: number, found: Set<ts.ObjectLiteralExpression>): void {
  if (depth > MAX_DEPTH) return;
  const followed = followExpression(createEvalContext(checker), expr);
  const value = followed.ok ? followed.expr : unwrapExpression(expr);
  if (ts.isArrayLiteralExpression(value)) {
    for (const element of value.elements) {
      if (ts.isOmittedExpression(element)) continue;
      toolLiterals(checker, ts.isSpreadElement(element) ? element.expression : element, depth + 1, found);
    }
    return;
  }
  if (ts.isConditionalExpression(value)) {
    toolLiterals(checker, value.whenTrue, depth + 1, found);
    toolLiterals(checker, value.whenFalse, depth + 1, found);
    return;
  }
  const definition = readDefinitionObject(checker, expr);
  if (!("reason" in definition)) found.add(definition.node);
}
