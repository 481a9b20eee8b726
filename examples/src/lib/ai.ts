// One import point for the AI toolkit, so tools do not depend on the package name.
export { ai } from "@warlock.js/ai";
