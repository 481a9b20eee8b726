// The setups the plugin cannot run on, refused before anything else of it loads: first an unusable
// TypeScript, then ESLint older than 9, each with one plain message (src/index.ts imports this first).
import "./util/require-supported-typescript.js";
import "./util/require-supported-eslint.js";
