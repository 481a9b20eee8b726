import type { CalleeSpecifier } from "../options.js";
import type { FrameworkModule } from "./types.js";
import { warlock } from "./warlock.js";

/** Every built-in framework. Add a framework here. */
export const frameworks: readonly FrameworkModule[] = [warlock];

/** A user's own factory from `settings["tool-schema"].callees`, as a framework of its own. */
export function calleeFramework(callee: CalleeSpecifier): FrameworkModule {
  return {
    id: `callee:${callee.name}`,
    packages: callee.from === "package" ? [callee.package] : [],
    factories: [callee.name.split(".")],
    definition: { name: "name", description: "description", input: "input", execute: "execute", lint: "lint" },
    sends: {
      literal: callee.sends,
      typed: callee.sends,
      libraries: { zod: callee.sends, zod3: callee.sends, seal: callee.sends, standard: callee.sends },
      replaceNonObjectRoot: false,
    },
    source: 'settings["tool-schema"].callees',
  };
}

export type { FrameworkModule, SendPolicy } from "./types.js";
