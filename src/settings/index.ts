export { loadSettings, findSettingsFile, normaliseMode, shippedSettingsFile, userSettingsFile } from './load.js';
export { writeModeToFile } from './write-mode.js';
export { SettingsError } from './errors.js';
export { SETTING_KEYS, SECTIONS, MODES, LLM_PROVIDERS, type Mode, type LlmProvider, type SettingKey } from './keys.js';
export type { Settings, LoadedSettings, SettingSource } from './types.js';
