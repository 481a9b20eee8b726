import { atLeast } from "../core/version.js";
import { boundToGenai, mayBindToGenai } from "./bindings.js";
import { toGenaiParameters } from "./genai.js";
import { LANGCHAIN_FORMS, langchain, onlyTools } from "./index.js";
import { plainToolForm } from "./plain-tools.js";
import type { FrameworkModule, FrameworkTransform } from "../types.js";

const GENAI = "@langchain/google-genai";
/** The release read; what it deletes below the root was not checked in earlier 1.x/2.x releases. */
const READ_IN = "2.3.2";
const SOURCE = `${GENAI} ${READ_IN} (npm) dist/utils/zod_to_genai_parameters.js (schemaToGenerativeAIParameters, removeAdditionalProperties), dist/utils/validate_schema.js (assertNoEmptyStringEnums), dist/utils/common.js (convertToGenerativeAITools), dist/utils/tools.js and dist/chat_models.js (bindTools → convertToolsToGenAI); seen on the wire (tests/wire/langchain-google) 2026-12-02`;

/** The installed release deletes `$schema` and `strict` at every depth, as 2.3.2 does (unknown: the newest). */
const nestedDrops = (version: string | undefined) => atLeast(version, READ_IN);

function genaiConverter(nested: boolean): FrameworkTransform {
  return {
    id: nested ? "langchain-genai-parameters" : "langchain-genai-parameters-before-2.3.2",
    by: "ChatGoogleGenerativeAI's converter (@langchain/google-genai)",
    targets: ["google", "google-parameters"],
    appliesTo: (context) => nestedDrops(context.versionOf?.(GENAI)) === nested,
    source: nested
      ? SOURCE
      : `langchain-ai/langchainjs libs/langchain-google-genai/src/utils/zod_to_genai_parameters.ts at commit 00ecc038f3fc31f8220cdd9e3f9b132bdcdccbcd (removeAdditionalProperties deletes only additionalProperties; the root $schema goes), assumed for releases before ${READ_IN}`,
    apply: ({ schema, name }) => toGenaiParameters(schema, name, nested),
  };
}

/**
 * LangChain.js tools bound to a `ChatGoogleGenerativeAI` (`@langchain/google-genai`), in their own
 * file or in another whose bound list leads to them: everything as the `langchain` module says, but
 * the Gemini request is made by google-genai's own converter, which keeps type lists, unions and
 * `exclusiveMinimum` (Gemini's `parameters` field answers 400 for them) where google-common's
 * rewrites or refuses them.
 */
export const langchainGoogleGenai: FrameworkModule = {
  ...langchain,
  id: "langchain-google-genai",
  forms: [
    ...LANGCHAIN_FORMS.map((form) =>
      onlyTools(
        form,
        (parts, reader) => boundToGenai(reader, parts.node),
        mayBindToGenai,
      ),
    ),
    plainToolForm("langchain-google-genai"),
  ],
  transforms: [...(langchain.transforms ?? []).filter((t) => t.id !== "langchain-gemini-parameters"), genaiConverter(true), genaiConverter(false)],
  source: `${langchain.source}; ${SOURCE}`,
};
