/** The shape of one setting in the settings table (keys.ts): its type, default, bounds, environment override and effect. */
export type KeySpec =
  | { type: 'boolean'; default: boolean }
  | { type: 'integer'; default: number; min: number; max?: number }
  | { type: 'string'; default: string; pattern?: { test: RegExp; text: string } }
  | { type: 'enum'; default: string; allowed: readonly string[] }
  | { type: 'list'; default: readonly string[] };

export type SettingKey = KeySpec & {
  section: string;
  key: string;
  env?: string;
  doc: string;
};
