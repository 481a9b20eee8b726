// The version of the `typescript` the plugin resolves, read from its package.json with a literal
// require (TypeScript 7's package exports only its version and package.json, not the compiler API),
// without loading TypeScript itself; undefined when none is installed or it cannot be read.
function installedTypeScriptVersion(): string | undefined {
  try {
    const version: unknown = (require("typescript/package.json") as { version?: unknown }).version;
    return typeof version === "string" ? version : undefined;
  } catch {
    return undefined;
  }
}

export = installedTypeScriptVersion;
