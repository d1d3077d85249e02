import type { Mode, Settings } from '../settings/index.js';

/**
 * The one capability table: what each mode offers. `agent mode info`, the demo server's
 * tool gating and `agent tools list --type browser` all read it.
 */
export type Capability = 'api_tools' | 'browser_read' | 'browser_write';

export const CAPABILITY_TEXT: Record<Capability, string> = {
  api_tools: 'API calls through the tool registry (data processing, file, database and system operations)',
  browser_read: 'browser automation: navigate pages, read text, extract tables, web scraping, screenshots',
  browser_write: 'web automation: click, fill forms, submit, select (UI testing)',
};

export const MODE_TABLE: Record<Mode, { summary: string; capabilities: Capability[] }> = {
  api: { summary: 'API only: registry tools; every browser operation is refused', capabilities: ['api_tools'] },
  hybrid: { summary: 'API tools plus browser automation', capabilities: ['api_tools', 'browser_read', 'browser_write'] },
  web: { summary: 'Browser only: browser automation, no registry tools', capabilities: ['browser_read', 'browser_write'] },
};

export const BROWSER_REFUSAL = 'Browser operations not available in API mode';
/** What the user can do about the refusal (the answer's data.hint, shown under it on the chat page). */
export const BROWSER_HINT =
  'Browser work needs hybrid or web mode: run `agent mode hybrid` and restart the demo (agent stop demo && agent start demo), ' +
  'or start it once with `agent start demo --mode hybrid`.';

export interface EffectiveCapabilities {
  mode: Mode;
  enabled: Capability[];
  /** Capabilities the mode offers that a setting turned off, with the setting's name. */
  disabledBySetting: { capability: Capability; setting: string }[];
  /** Capabilities the mode itself does not offer. */
  notInMode: Capability[];
}

/** The mode's capabilities narrowed by api_mode.enabled, browser_enabled and web_automation. */
export function effectiveCapabilities(mode: Mode, apiMode: Settings['api_mode']): EffectiveCapabilities {
  const offered = MODE_TABLE[mode].capabilities;
  const all: Capability[] = ['api_tools', 'browser_read', 'browser_write'];
  const enabled: Capability[] = [];
  const disabledBySetting: EffectiveCapabilities['disabledBySetting'] = [];
  for (const cap of offered) {
    const setting =
      cap === 'api_tools' && !apiMode.enabled
        ? 'api_mode.enabled'
        : cap !== 'api_tools' && !apiMode.browser_enabled
          ? 'api_mode.browser_enabled'
          : cap === 'browser_write' && !apiMode.web_automation
            ? 'api_mode.web_automation'
            : null;
    if (setting) disabledBySetting.push({ capability: cap, setting });
    else enabled.push(cap);
  }
  return { mode, enabled, disabledBySetting, notInMode: all.filter((c) => !offered.includes(c)) };
}
