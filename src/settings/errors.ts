// SettingsError lives with the error family (src/shared/errors.ts) so that every layer may raise it.
export { SettingsError } from '../shared/errors.js';
