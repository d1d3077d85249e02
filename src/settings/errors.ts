/** A settings problem the user must fix: one line naming the key, the value and what is allowed. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}
