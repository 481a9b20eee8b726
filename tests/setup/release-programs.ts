import { clearCaches } from "@typescript-eslint/parser";
import { afterAll } from "vitest";

// Test files share one worker (`isolate: false`), and the parser keeps every TypeScript program it
// built (one per fixture project, each with the SDKs' declarations) for the life of the process.
// Left alone, the heap grows past 3 GB over the suite and garbage collection slows the last files
// (the fuzz test most) several times over; released after each file, a program is rebuilt at most
// once per file that needs it.
afterAll(() => clearCaches());
