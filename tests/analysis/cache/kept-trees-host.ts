// A compiler host that keeps a file's tree while its text is unchanged, as TypeScript's language
// service does between an editor's programs: what the caches across programs rely on.
import ts from "typescript";

export function keptTreesHost(options: ts.CompilerOptions): ts.CompilerHost {
  const trees = new Map<string, ts.SourceFile>();
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language) => {
    const text = ts.sys.readFile(fileName);
    const kept = trees.get(fileName);
    if (kept && kept.text === text) return kept;
    const tree = read(fileName, language);
    if (tree) trees.set(fileName, tree);
    return tree;
  };
  return host;
}
