// Registers resolve-effect3.mjs: in this process `effect` is effect 3.22.4 (installed here as `effect3`), as in
// a project that installs Effect 3, so xsschema's own `import("effect")` loads it.
import { register } from "node:module";

register(new URL("./resolve-effect3.mjs", import.meta.url));
