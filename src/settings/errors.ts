import { AgentError } from '../shared/errors.js';

/** Invalid settings (file, value or environment variable): every command stops with exit code 2. */
export class SettingsError extends AgentError {
  override name = 'SettingsError';
  constructor(message: string) {
    super(message, { exitCode: 2 });
  }
}
