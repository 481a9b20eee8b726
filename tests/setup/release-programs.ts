import { clearCaches } from "@typescript-eslint/parser";
import { afterAll } from "vitest";
import { clearDefinitionCache } from "../../src/analysis/cache/index.js";
import { forgetLastScan } from "../../src/analysis/recognition/declared-seams.js";
import { forgetLastIndex } from "../../src/analysis/recognition/index-reuse.js";

// Test files share one worker (`isolate: false`), and the parser keeps every TypeScript program it
// built (one per fixture project, each with the SDKs' declarations) for the life of the process.
// Left alone, the heap grows past 3 GB over the suite and garbage collection slows the last files
// (the fuzz test most) several times over; released after each file, a program is rebuilt at most
// once per file that needs it. The plugin's own memory of the last program goes too (its definition
// cache, its last environment, sink index and declaration scan): each keeps trees, and through what is
// kept per tree, the programs whose facts were kept: 1.4 GB after the line meta-test's example project.
afterAll(() => {
  clearCaches();
  clearDefinitionCache();
  forgetLastIndex();
  forgetLastScan();
});
