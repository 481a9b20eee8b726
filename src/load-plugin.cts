// The whole plugin (rules, analysis, providers' checks), loaded the first time a linted program can
// hold a tool (src/entry.ts). A require, because a rule's `create` is synchronous and cannot wait for
// an import(); Node loads the bundled ES module this way since 20.19 and 22.12, the versions the
// plugin's `engines` ask for. `./plugin.js` is the bundle scripts/bundle.mjs writes beside this file.
import type * as Plugin from "./index.js";

type WholePlugin = typeof Plugin;

let loaded: WholePlugin | undefined;

function loadPlugin(): WholePlugin {
  loaded ??= require("./plugin.js") as WholePlugin;
  return loaded;
}

export = loadPlugin;
