import { boundToGenai, mayBindToGenai } from "./bindings.js";
import { genaiConverter, GENAI_SOURCE } from "./genai.js";
import { LANGCHAIN_FORMS, langchain, onlyTools } from "./index.js";
import { plainToolForm } from "./plain-tools.js";
import type { FrameworkModule } from "../types.js";

/**
 * LangChain.js tools bound to a `ChatGoogleGenerativeAI` (`@langchain/google-genai`), in their own
 * file or in another whose bound list leads to them: everything as the `langchain` module says, but
 * the Gemini request is made by google-genai's own converter, which keeps type lists, unions and
 * `exclusiveMinimum` (Gemini's `parameters` field answers 400 for all but `anyOf`) where google-common's
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
  source: `${langchain.source}; ${GENAI_SOURCE}`,
};
