import { MODE_TABLE, type Capability } from '../../modes/capabilities.js';
import { MODES, type Mode } from '../../settings/index.js';
import { BROWSER_TOOLS, schemaParameters } from './tools.js';

/**
 * The browser tools as `agent tools list --type browser` shows them: which modes offer
 * each (from the one capability table) and the setting a write tool also needs. Reads no
 * service and launches nothing.
 */
export interface BrowserToolRow {
  name: string;
  type: 'browser';
  app: 'browser';
  description: string;
  parameters: string[];
  modes: Mode[];
  write: boolean;
  /** Settings that must also be on for the tool to exist. */
  requires: string[];
}

export function browserToolRows(): BrowserToolRow[] {
  return BROWSER_TOOLS.map((def) => {
    const capability: Capability = def.write ? 'browser_write' : 'browser_read';
    return {
      name: def.name,
      type: 'browser',
      app: 'browser',
      description: def.write ? `Write action (needs api_mode.web_automation). ${def.description}` : def.description,
      parameters: schemaParameters(def.inputSchema).map((p) => (p.required ? `${p.name}*` : p.name)),
      modes: MODES.filter((m) => MODE_TABLE[m].capabilities.includes(capability)),
      write: def.write,
      requires: def.write ? ['api_mode.browser_enabled', 'api_mode.web_automation'] : ['api_mode.browser_enabled'],
    };
  });
}
