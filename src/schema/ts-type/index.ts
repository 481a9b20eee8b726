// TypeScript types route: a type to JSON Schema, written types through ts-json-schema-generator
// (generator.ts) and inferred types through a walk of the checker's types (walk.ts).
export { resolveTypeNode } from "./generator.js";
export { resolveType } from "./walk.js";
