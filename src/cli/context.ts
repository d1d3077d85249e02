import { loadSettings, type LoadedSettings } from '../settings/index.js';

let loaded: LoadedSettings | undefined;

/** Settings for this CLI run, loaded (and validated) once, on first use. */
export function settings(): LoadedSettings {
  return (loaded ??= loadSettings());
}
