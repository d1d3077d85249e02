import type { Tool } from 'ollama';
import type { AgentTool } from '../../tools/types.js';

/**
 * Registry/browser tools as Ollama tool definitions. Names are reduced to what every
 * tool-calling model handles (`[A-Za-z0-9_]`, at most 64 characters, unique) and mapped
 * back to the real name when the model calls one.
 */
export interface ToolNaming {
  definitions: Tool[];
  /** The real tool name of a name the model used, or undefined. */
  resolve(modelName: string): string | undefined;
  /** The name the model knows a real tool by. */
  modelName(realName: string): string;
}

function sanitise(name: string): string {
  const s = name.replace(/[^A-Za-z0-9_]/g, '_').replace(/^_+/, '');
  return (s === '' ? 'tool' : s).slice(0, 64);
}

export function ollamaTools(tools: AgentTool[]): ToolNaming {
  const toReal = new Map<string, string>();
  const toModel = new Map<string, string>();
  const definitions: Tool[] = [];
  for (const t of tools) {
    let name = sanitise(t.name);
    for (let n = 2; toReal.has(name); n++) name = `${sanitise(t.name).slice(0, 60)}_${n}`;
    toReal.set(name, t.name);
    toModel.set(t.name, name);
    definitions.push({
      type: 'function',
      function: {
        name,
        description: (t.description || `${t.method ?? ''} ${t.path ?? ''}`.trim() || t.name).slice(0, 1024),
        parameters: t.inputSchema as NonNullable<Tool['function']['parameters']>,
      },
    });
  }
  return {
    definitions,
    resolve: (modelName) => toReal.get(modelName) ?? (toModel.has(modelName) ? modelName : undefined),
    modelName: (real) => toModel.get(real) ?? real,
  };
}
