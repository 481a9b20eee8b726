// The whole plugin (rules, analysis, providers' checks), loaded the first time a linted program can
// hold a tool (src/entry.ts). A require, because a rule's `create` is synchronous and cannot wait for
// an import(); Node loads the bundled ES module this way since 20.19 and 22.12, which the plugin's
// `engines` (20.19, 22.13, 24 and later) cover. `./plugin.js` is the bundle scripts/bundle.mjs
// writes beside this file.
import type * as Plugin from "./index.js";

type WholePlugin = typeof Plugin;

let loaded: WholePlugin | undefined;

function loadPlugin(): WholePlugin {
  try {
    loaded ??= require("./plugin.js") as WholePlugin;
  } catch (error) {
    if ((error as { code?: unknown }).code !== "ERR_REQUIRE_ESM") throw error;
    // An older Node, or require(esm) turned off: one plain message, not a stack of the loader's frames.
    const refused = new Error(
      `eslint-plugin-tool-schema: Node ${process.version} cannot require an ES module, which the plugin's rules are. Use Node 20.19 or later, 22.13 or later, or 24 and later, as the plugin's engines say (and no --no-experimental-require-module).`,
    );
    refused.stack = `${refused.message}\n`;
    throw refused;
  }
  return loaded;
}

export = loadPlugin;
