// Under vitest, src/util/tsj.cjs is replaced by this module (see vitest.config.ts): the same lazy
// loader's shape, over the package imported directly.
import tsj from "ts-json-schema-generator";

export default { loadTsj: () => tsj };
