// The keywords a target that decodes schemas into fixed structures (ProviderProfile.decodedKeywords)
// drops without an error, one ignored-keyword finding each, where the drop happens.
import type { ProviderProfile } from "../providers/types.js";
import { isJsonObject, pointerJoin, type JsonObject, type Pointer } from "../schema/types.js";
import { nodeInWords } from "./words.js";
import type { CheckContext, CheckOptions, RawFinding, ToolUnderCheck } from "./types.js";

/** Keywords whose subschemas the decoder reads with the nested structure; other kept values stay whole. */
const DECODED_MAPS = new Set(["properties"]);
const DECODED_LISTS = new Set(["anyOf"]);

/** Identifiers of the schema document itself: dropping them changes nothing the model is told. */
const METADATA = new Set(["$schema", "$id", "$comment"]);

export function checkDecodedKeywords(tool: ToolUnderCheck, provider: ProviderProfile, _options: CheckOptions, _context: CheckContext): RawFinding[] {
  const kept = provider.decodedKeywords?.value;
  if (!kept) return [];
  const root = new Set(kept.root);
  const nested = new Set(kept.nested);
  const findings: RawFinding[] = [];
  // Only what the decoder reads as a structure is walked: a dropped keyword's subtree goes with it, and
  // a kept value outside `properties`/`anyOf` (`items`, `$defs`) is kept whole, so nothing in it is dropped.
  const stack: { node: JsonObject; pointer: Pointer }[] = [{ node: tool.sent, pointer: "" }];
  while (stack.length > 0) {
    const { node, pointer } = stack.pop()!;
    const keeps = pointer === "" ? root : nested;
    const children: { node: JsonObject; pointer: Pointer }[] = [];
    for (const [keyword, value] of Object.entries(node)) {
      if (!keeps.has(keyword)) {
        if (!METADATA.has(keyword)) findings.push(dropped(tool, pointer, keyword));
        continue;
      }
      const at = pointerJoin(pointer, keyword);
      if (DECODED_MAPS.has(keyword) && isJsonObject(value)) {
        for (const [name, sub] of Object.entries(value)) if (isJsonObject(sub)) children.push({ node: sub, pointer: pointerJoin(at, name) });
      } else if (DECODED_LISTS.has(keyword) && Array.isArray(value)) {
        value.forEach((sub, i) => isJsonObject(sub) && children.push({ node: sub, pointer: pointerJoin(at, String(i)) }));
      }
    }
    // Reversed onto the stack so findings come out in document order.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return findings;
}

function dropped(tool: ToolUnderCheck, pointer: Pointer, keyword: string): RawFinding {
  return {
    code: "ignored-keyword",
    location: { kind: "schema", pointer, keyword },
    messageId: "ignoredKeyword",
    data: { where: nodeInWords(pointer, tool.sent), keyword, instead: "" },
  };
}
