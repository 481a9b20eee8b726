// Nodes of a cached resolution, stored by address and found again in a later program's trees: by the
// text of their top-level statement and their offsets in it (the linted file), or as themselves.
import ts from "../../util/typescript.cjs";
import type { ResolvedSchema, Resolution, SchemaOrigin } from "../../schema/types.js";
import { statementStart, statementText, topStatement } from "./keys.js";

/**
 * Where a node is, independently of the program: in the linted file, by its top-level statement's
 * text and its offsets in it (edits elsewhere in the file move it); in another file, the node itself
 * (the language service keeps unchanged files' nodes) with its offsets as a fallback.
 */
export type Address =
  | { readonly statement: string; readonly start: number; readonly end: number; readonly kind: ts.SyntaxKind }
  | { readonly node: ts.Node; readonly start: number; readonly end: number };

interface StoredOrigin {
  readonly node: Address;
  readonly declaration?: Address;
  readonly keywords?: readonly (readonly [string, Address])[];
  readonly via: readonly Address[];
}

export type StoredResolution =
  | { readonly ok: true; readonly result: Omit<ResolvedSchema, "map">; readonly map: readonly (readonly [string, StoredOrigin])[] }
  | { readonly ok: false; readonly reason: string; readonly node: Address };


export class Unaddressable extends Error {}

export function addressOf(node: ts.Node, sourceFile: ts.SourceFile, texts: Map<ts.Statement, string>): Address {
  const file = node.getSourceFile();
  if (!file || node.pos < 0) throw new Unaddressable();
  if (file !== sourceFile) return { node, start: node.getStart(file), end: node.end };
  const statement = topStatement(node);
  if (!statement) throw new Unaddressable();
  let text = texts.get(statement);
  if (text === undefined) texts.set(statement, (text = statementText(statement, sourceFile)));
  const base = statementStart(statement, sourceFile);
  return { statement: text, start: node.getStart(sourceFile) - base, end: node.end - base, kind: node.kind };
}

/** The statements of a file by text, the first of equal ones. */
const statementsByText = new WeakMap<ts.SourceFile, Map<string, ts.Statement>>();

function statementNamed(sourceFile: ts.SourceFile, text: string): ts.Statement | undefined {
  let byText = statementsByText.get(sourceFile);
  if (!byText) {
    byText = new Map();
    for (const statement of sourceFile.statements) {
      const key = statementText(statement, sourceFile);
      if (!byText.has(key)) byText.set(key, statement);
    }
    statementsByText.set(sourceFile, byText);
  }
  return byText.get(text);
}

/** The node of `root`'s subtree (JSDoc included) at exactly these offsets and of this kind. */
function nodeAt(root: ts.Node, sourceFile: ts.SourceFile, start: number, end: number, kind: ts.SyntaxKind): ts.Node | undefined {
  if (root.kind === kind && root.end === end && root.getStart(sourceFile) === start) return root;
  let found: ts.Node | undefined;
  const visit = (child: ts.Node): boolean => {
    if (child.pos > start || child.end < end) return false;
    found = nodeAt(child, sourceFile, start, end, kind);
    return found !== undefined;
  };
  for (const doc of (root as { jsDoc?: readonly ts.Node[] }).jsDoc ?? []) if (visit(doc)) return found;
  ts.forEachChild(root, visit, (nodes) => nodes.some(visit));
  return found;
}

function resolveAddress(address: Address, program: ts.Program, sourceFile: ts.SourceFile): ts.Node {
  let node: ts.Node | undefined;
  if ("node" in address) {
    const old = address.node.getSourceFile();
    const now = program.getSourceFile(old.fileName);
    node = now === old ? address.node : now && nodeAt(now, now, address.start, address.end, address.node.kind);
  } else {
    const statement = statementNamed(sourceFile, address.statement);
    const base = statement && statementStart(statement, sourceFile);
    node = statement && nodeAt(statement, sourceFile, base! + address.start, base! + address.end, address.kind);
  }
  if (!node) throw new Unaddressable();
  return node;
}

export function store(resolution: Resolution, sourceFile: ts.SourceFile): StoredResolution {
  const texts = new Map<ts.Statement, string>();
  const at = (node: ts.Node) => addressOf(node, sourceFile, texts);
  if (!resolution.ok) return { ok: false, reason: resolution.reason, node: at(resolution.node) };
  const map = [...resolution.map].map(([pointer, origin]): [string, StoredOrigin] => [
    pointer,
    {
      node: at(origin.node),
      ...(origin.declaration ? { declaration: at(origin.declaration) } : {}),
      ...(origin.keywords ? { keywords: [...origin.keywords].map(([keyword, node]) => [keyword, at(node)] as const) } : {}),
      via: origin.via.map(at),
    },
  ]);
  // Only JSON and addresses are kept: a node would keep its whole program alive.
  return { ok: true, result: { schema: resolution.schema, route: resolution.route, exact: resolution.exact, gaps: resolution.gaps }, map };
}

export function restore(stored: StoredResolution, program: ts.Program, sourceFile: ts.SourceFile): Resolution {
  const at = (address: Address) => resolveAddress(address, program, sourceFile);
  if (!stored.ok) return { ok: false, reason: stored.reason, node: at(stored.node) };
  const restoreOrigin = (origin: StoredOrigin): SchemaOrigin => ({
    node: at(origin.node),
    ...(origin.declaration ? { declaration: at(origin.declaration) } : {}),
    ...(origin.keywords ? { keywords: new Map(origin.keywords.map(([keyword, address]) => [keyword, at(address)])) } : {}),
    via: origin.via.map(at),
  });
  return { ok: true, ...stored.result, map: new LazySourceMap(stored.map, restoreOrigin) };
}

/**
 * A source map whose nodes are found again only when asked for: findings point at a few pointers of
 * a schema, and most definitions of an unchanged file have none.
 */
class LazySourceMap extends Map<string, SchemaOrigin> {
  private pending: Map<string, StoredOrigin> | undefined;

  constructor(stored: readonly (readonly [string, StoredOrigin])[], private readonly restoreOrigin: (origin: StoredOrigin) => SchemaOrigin) {
    super();
    this.pending = new Map(stored);
  }

  override get(pointer: string): SchemaOrigin | undefined {
    const stored = this.pending?.get(pointer);
    if (stored) {
      this.pending!.delete(pointer);
      try {
        super.set(pointer, this.restoreOrigin(stored));
      } catch {
        // Equal text parses to an equal tree, so this is not expected; the finding then points at the definition.
      }
    }
    return super.get(pointer);
  }

  override has(pointer: string): boolean {
    return this.get(pointer) !== undefined;
  }

  /** Every other read sees the whole map. */
  private all(): void {
    for (const pointer of [...(this.pending?.keys() ?? [])]) this.get(pointer);
    this.pending = undefined;
  }

  override get size(): number {
    this.all();
    return super.size;
  }

  override entries(): MapIterator<[string, SchemaOrigin]> {
    this.all();
    return super.entries();
  }

  override keys(): MapIterator<string> {
    this.all();
    return super.keys();
  }

  override values(): MapIterator<SchemaOrigin> {
    this.all();
    return super.values();
  }

  override forEach(callback: (value: SchemaOrigin, key: string, map: Map<string, SchemaOrigin>) => void, thisArg?: unknown): void {
    this.all();
    super.forEach(callback, thisArg);
  }

  override [Symbol.iterator](): MapIterator<[string, SchemaOrigin]> {
    return this.entries();
  }
}

