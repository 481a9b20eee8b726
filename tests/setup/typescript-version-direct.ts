// Under vitest, src/util/typescript-version.cts (a CommonJS module the built plugin requires) is this
// ES module instead: the same answer, the version of the `typescript` this checkout resolves.
import { createRequire } from "node:module";

export default function installedTypeScriptVersion(): string | undefined {
  try {
    const version: unknown = (createRequire(import.meta.url)("typescript/package.json") as { version?: unknown }).version;
    return typeof version === "string" ? version : undefined;
  } catch {
    return undefined;
  }
}
