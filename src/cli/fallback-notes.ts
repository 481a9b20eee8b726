// The report's notes on where types came from: a tsconfig TypeScript could not read in full, and the
// files ESLint's config gave no program, said once per tsconfig (or per file without one).
import type { FallbackReason } from "./passes.js";
import { FALLBACK_NOTES } from "./fallback.js";

/** How many files outside every tsconfig are named one by one; more are named in one note, with a count. */
const MAX_LISTED = 3;

export interface TypesSource {
  readonly fallback: ReadonlyMap<string, FallbackReason>;
  readonly tsconfigOf: ReadonlyMap<string, string>;
  readonly tsconfigProblems: ReadonlyMap<string, string>;
  /** What typescript-eslint said for each file it stopped on because its tsconfig could not be read. */
  readonly refusals: ReadonlyMap<string, string>;
}

/** The TypeScript diagnostic in typescript-eslint's "Unable to parse the specified 'tsconfig' file" message. */
function diagnosticOf(message: string | undefined): string {
  const lines = (message ?? "").split("\n").map((line) => line.trim()).filter(Boolean);
  return lines.length > 1 ? lines.at(-1)! : "no detail given";
}

export function typesNotes(source: TypesSource, relative: (file: string) => string): string[] {
  const notes: string[] = [];
  // Files typescript-eslint refused because of a tsconfig, grouped by the tsconfig their program came from.
  const grouped = new Map<string, Map<FallbackReason, number>>();
  const perFile: string[] = [];
  const outside: string[] = [];
  for (const [file, reason] of source.fallback) {
    const tsconfig = source.tsconfigOf.get(file);
    if (tsconfig && reason !== "outside" && (reason !== "unreadable" || source.tsconfigProblems.has(tsconfig))) {
      const counts = grouped.get(tsconfig) ?? new Map<FallbackReason, number>();
      grouped.set(tsconfig, counts.set(reason, (counts.get(reason) ?? 0) + 1));
      continue;
    }
    if (reason === "unreadable") {
      const types = tsconfig ? `the compiler options of ${relative(tsconfig)}` : "default compiler options";
      perFile.push(`${relative(file)}: typescript-eslint could not read the tsconfig of its \`parserOptions.project\` (${diagnosticOf(source.refusals.get(file))}): analysed with ${types}`);
    } else if (reason === "untyped") perFile.push(`${relative(file)}: ${FALLBACK_NOTES.untyped}`);
    else if (reason === "unbuilt") perFile.push(`${relative(file)}: ${FALLBACK_NOTES.unbuilt}`);
    // Outside every tsconfig, or refused by typescript-eslint with no tsconfig that includes it.
    else outside.push(relative(file));
  }
  // Test files and scripts a tsconfig leaves out on purpose are many: beyond a few, one note names some and counts the rest.
  if (outside.length > MAX_LISTED) {
    const shown = outside.slice(0, MAX_LISTED).join(", ");
    perFile.push(`${outside.length} files (${shown} and ${outside.length - MAX_LISTED} more): ${FALLBACK_NOTES.outsideMany}`);
  } else for (const file of outside) perFile.push(`${file}: ${FALLBACK_NOTES.outside}`);
  for (const [tsconfig, problem] of source.tsconfigProblems) {
    const stopped = grouped.get(tsconfig)?.get("unreadable");
    const eslint = stopped
      ? `; typescript-eslint's \`parserOptions.project\` stops on it (${stopped} file(s)): fix it, or use \`projectService: true\`, which reads the rest`
      : "";
    notes.push(`${relative(tsconfig)}: ${problem} (its files are analysed with what the rest of it says, so some of their types may be missing)${eslint}`);
  }
  for (const [tsconfig, counts] of grouped) {
    const untyped = counts.get("untyped");
    if (untyped) notes.push(`${relative(tsconfig)}: the ESLint config gives ${untyped} file(s) this tsconfig includes no type information: analysed with this tsconfig's compiler options`);
    const unbuilt = counts.get("unbuilt");
    if (unbuilt) notes.push(`${relative(tsconfig)}: ${unbuilt} file(s) import workspace packages whose declared types are not built, themselves or through the project's files they import: read again with this tsconfig's compiler options and those packages' sources`);
    const refused = counts.get("refused");
    if (refused) {
      notes.push(`${relative(tsconfig)}: typescript-eslint found no program for ${refused} file(s) this tsconfig includes (is it in \`parserOptions.project\`?): analysed with this tsconfig's compiler options`);
    }
  }
  return [...notes, ...perFile];
}

/** A workspace package whose types are not built, seen by files that may hold tools: what it hides and what to do. */
export function notBuiltNote(name: string, types: string, files: readonly string[]): string {
  const sorted = [...new Set(files)].sort();
  const named = sorted.length > 3 ? `${sorted.slice(0, 3).join(", ")} and ${sorted.length - 3} more` : sorted.join(", ");
  return `\`${name}\` has no types here (its declared \`${types}\` is not built): what ${named} import${sorted.length === 1 ? "s" : ""} from it has no type, so tools made of it may be missed; build it first, or map it to its sources with \`paths\``;
}
