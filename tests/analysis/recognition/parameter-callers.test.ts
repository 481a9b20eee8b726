import { describe, expect, it } from "vitest";
import ts from "typescript";
import { argumentsForParameter, callsOfFunction } from "../../../src/analysis/recognition/parameter-callers.js";

/**
 * An editor's project service makes a new program at each change and keeps the trees of unchanged
 * files. A call added in another file is one more caller of a kept file's function in the new program:
 * what `callsOfFunction` and `argumentsForParameter` answer is the program's, never a program's before.
 */

const register = `export function registerSearch(server: object) { return server; }\n`;
const caller = (calls: number) => `import { registerSearch } from "./register";\n${"registerSearch({ name: 'docs' });\n".repeat(calls)}`;

/** Programs over in-memory files whose hosts hand out one tree per file text, as a project service keeps them. */
function programs() {
  const trees = new Map<string, ts.SourceFile>();
  const options: ts.CompilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noLib: true, types: [] };
  return (files: Record<string, string>) => {
    const host = ts.createCompilerHost(options);
    host.fileExists = (name) => name in files;
    host.readFile = (name) => files[name];
    host.directoryExists = (dir) => Object.keys(files).some((name) => name.startsWith(`${dir}/`));
    host.getCurrentDirectory = () => "/p";
    host.getSourceFile = (name) => {
      const text = files[name];
      if (text === undefined) return undefined;
      const key = `${name}\0${text}`;
      let tree = trees.get(key);
      if (!tree) trees.set(key, (tree = ts.createSourceFile(name, text, ts.ScriptTarget.ES2022, true)));
      return tree;
    };
    return ts.createProgram(Object.keys(files), options, host);
  };
}

describe("the callers of a function are the program's", () => {
  it("a call added in another file is found in the next program, though the function's tree is kept", () => {
    const make = programs();
    const first = make({ "/p/register.ts": register, "/p/main.ts": caller(1) });
    const second = make({ "/p/register.ts": register, "/p/main.ts": caller(2) });
    const tree = first.getSourceFile("/p/register.ts")!;
    expect(second.getSourceFile("/p/register.ts")).toBe(tree);
    const fn = tree.statements[0] as ts.FunctionDeclaration;
    const parameter = fn.parameters[0]!;

    expect(callsOfFunction(first, fn)).toHaveLength(1);
    expect(argumentsForParameter(first, parameter).map((argument) => argument.getText())).toEqual(["{ name: 'docs' }"]);
    expect(callsOfFunction(second, fn)).toHaveLength(2);
    expect(argumentsForParameter(second, parameter)).toHaveLength(2);
    // Each program keeps its own answer.
    expect(callsOfFunction(first, fn)).toHaveLength(1);
  });
});
