// The types a file writes from imported names, for the site walk's word filter (sites.ts): a value
// annotated with one is a site whose text need not hold any imported name.
import ts from "../../util/typescript.cjs";
import { nameFilter } from "./word-index.js";

/**
 * The file's own interfaces and type aliases written from these names, and from those, at any depth
 * (`interface OpenApiTool extends Tool`, then `type TaggedTool = OpenApiTool & {…}`). A value annotated with
 * one is a site of a typed form (`extended-types.ts`) whose text need not hold any imported name as
 * a whole word (`const tools: OpenApiTool[] = […]`), so the walk's filter looks for these names too.
 * Found by the same whole-word test as the filter's, without the checker; a declaration that only a
 * comment or string ties to a name is taken too, which only widens the walk.
 */
export function typesWrittenFrom(sourceFile: ts.SourceFile, candidates: ReadonlySet<string>): string[] {
  let pending = sourceFile.statements.filter(
    (statement): statement is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
      (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && !candidates.has(statement.name.text),
  );
  const found = new Set<string>();
  // Each round takes the declarations written from the names known so far; one that builds on a later one waits a round.
  for (let from: ReadonlySet<string> = candidates; pending.length > 0 && from.size > 0; ) {
    const mayName = nameFilter(sourceFile, from);
    const added = new Set<string>();
    pending = pending.filter((declaration) => {
      if (!mayName(declaration)) return true;
      if (!found.has(declaration.name.text)) added.add(declaration.name.text);
      found.add(declaration.name.text);
      return false;
    });
    from = added;
  }
  return [...found];
}
