// ts-json-schema-generator, loaded with require for the same reason as ./typescript.cts: an ESM import
// of this CommonJS package makes Node scan its whole re-export tree for names in every process. It is
// loaded on the first type-route definition, not with the plugin: a project whose tools are all zod or
// JSON Schema literals never pays its 0.1–0.2 s.
//
// It is also made to use the TypeScript the user's parser uses. The generator depends on
// `typescript@^5.8`, so next to TypeScript 6 npm installs it a second copy: its SyntaxKind and
// TypeFlags numbers would then be read against nodes and types built by the other copy, and a
// second 9 MB module would be loaded. While its modules load, `require("typescript")` from them
// resolves to the copy ./typescript.cts loaded.
import Module = require("node:module");
import ts = require("./typescript.cjs");

type Tsj = typeof import("ts-json-schema-generator");
type Resolve = (request: string, parent: unknown, ...rest: unknown[]) => string;

let loaded: Tsj | undefined;

function loadTsj(): Tsj {
  if (loaded) return loaded;
  const loader = Module as unknown as { _resolveFilename: Resolve };
  const ownTypeScript = require.resolve("typescript");
  const resolveFilename = loader._resolveFilename;
  loader._resolveFilename = function (this: unknown, request, parent, ...rest) {
    return request === "typescript" ? ownTypeScript : resolveFilename.call(this, request, parent, ...rest);
  };
  try {
    loaded = require("ts-json-schema-generator") as Tsj;
  } finally {
    loader._resolveFilename = resolveFilename;
  }
  return loaded;
}
// Keeps ./typescript.cts loaded first, so `ownTypeScript` is the instance already in the cache.
void ts;
export = { loadTsj };
