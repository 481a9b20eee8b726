// A Node resolve hook: the specifier `effect` (and `effect/…`) resolves to the `effect3` alias; nothing else changes.
export async function resolve(specifier, context, nextResolve) {
  if (specifier === "effect" || specifier.startsWith("effect/")) return nextResolve(specifier.replace(/^effect/, "effect3"), context);
  return nextResolve(specifier, context);
}
