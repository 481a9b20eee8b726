/** A JSON Schema tool as our HTTP gateway forwards it to every provider. */
export interface JsonTool<TArgs> {
  name: string;
  description: string;
  input: Record<string, unknown>;
  execute(args: TArgs): Promise<unknown>;
}

/** Registers a tool whose schema is written by hand; the gateway sends it unchanged. */
export function defineTool<TArgs>(tool: JsonTool<TArgs>): JsonTool<TArgs> {
  return tool;
}
