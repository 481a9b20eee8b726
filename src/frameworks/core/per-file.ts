// Facts a framework reads from a whole file (its `bindTools` calls, its agents' tool maps), computed
// once per program however many of the file's tools ask.
import type ts from "../../util/typescript.cjs";

/**
 * A fact about one file, computed once per program. Keyed by the checker first: a new program may
 * reuse an unchanged file's tree while what its names refer to has changed.
 */
export class PerFileMemo<T> {
  private readonly byChecker = new WeakMap<ts.TypeChecker, WeakMap<ts.SourceFile, T>>();

  get(checker: ts.TypeChecker, sourceFile: ts.SourceFile, compute: () => T): T {
    let byFile = this.byChecker.get(checker);
    if (!byFile) this.byChecker.set(checker, (byFile = new WeakMap()));
    if (byFile.has(sourceFile)) return byFile.get(sourceFile) as T;
    const value = compute();
    byFile.set(sourceFile, value);
    return value;
  }
}
