// The parts of `@warlock.js/ai` this project uses. The package is not on the npm registry, so the
// example declares its public `ToolConfig` (name, description, input, execute, lint) itself.
declare module "@warlock.js/ai" {
  export interface StandardSchemaV1<Input = unknown, Output = Input> {
    readonly "~standard": {
      readonly version: 1;
      readonly vendor: string;
      readonly validate: (value: unknown) => unknown;
      readonly types?: { readonly input: Input; readonly output: Output } | undefined;
    };
  }

  export type ToolLintTarget = "openai-strict" | "anthropic" | "google";

  export interface ToolLintOptions {
    targets?: ToolLintTarget[];
    maxDescriptionChars?: number;
    maxPropertyDescriptionChars?: number;
    warnAboveTokens?: number;
    charsPerToken?: number;
  }

  export interface ToolContext {
    artifacts: Record<string, unknown>;
    signal?: AbortSignal;
  }

  export interface ToolConfig<TInput = unknown, TOutput = unknown> {
    name: string;
    description?: string;
    version?: string;
    input?: StandardSchemaV1<TInput>;
    execute(input: TInput, ctx?: ToolContext): Promise<TOutput>;
    lint?: false | ToolLintOptions;
  }

  export interface ToolContract<TInput = unknown, TOutput = unknown> extends ToolConfig<TInput, TOutput> {
    invoke(rawInput: unknown, ctx?: ToolContext): Promise<{ data?: TOutput }>;
  }

  export function tool<TInput, TOutput>(contract: ToolConfig<TInput, TOutput>): ToolContract<TInput, TOutput>;

  export const ai: {
    tool<TInput, TOutput>(contract: ToolConfig<TInput, TOutput>): ToolContract<TInput, TOutput>;
    config(options: { toolLint?: false | ToolLintOptions }): void;
  };
}
