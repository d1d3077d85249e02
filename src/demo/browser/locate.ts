import { AgentError } from '../../shared/errors.js';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Finding the Chromium/Chrome to drive: `browser.executable_path` (env
 * `AGENT_BROWSER_PATH`) when set, else the usual install locations, else the usual
 * command names on PATH. Nothing is downloaded.
 */

/** Usual absolute install locations, checked in this order. */
export const KNOWN_BROWSER_PATHS: readonly string[] = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/microsoft-edge',
  '/snap/bin/chromium',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
  'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
];

/** Command names looked up on PATH when none of the known paths exists. */
export const KNOWN_BROWSER_COMMANDS: readonly string[] = [
  'chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
  'chrome',
];

const SETTING_HINT =
  'set browser.executable_path in settings.toml or the AGENT_BROWSER_PATH environment variable to a Chromium or Chrome executable';

export class BrowserNotFoundError extends AgentError {
  override name = 'BrowserNotFoundError';
  constructor(message: string) {
    super(message, { status: 503 });
  }
}

function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, process.platform === 'win32' ? constants.F_OK : constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command: string, env: NodeJS.ProcessEnv): string | null {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, command);
    if (isExecutableFile(candidate)) return candidate;
  }
  return null;
}

/**
 * The executable to launch. `configured` is the value of `browser.executable_path`
 * after environment overrides (empty = auto-detect). Throws BrowserNotFoundError naming
 * everything looked at and the setting to set.
 */
export function locateBrowser(configured: string, env: NodeJS.ProcessEnv = process.env): string {
  const explicit = configured.trim();
  if (explicit !== '') {
    if (isExecutableFile(explicit)) return explicit;
    throw new BrowserNotFoundError(
      `Browser not found: browser.executable_path (AGENT_BROWSER_PATH) is ` +
        `${JSON.stringify(explicit)}, which is not an executable file; ${SETTING_HINT}, or leave ` +
        `it empty to auto-detect`,
    );
  }
  for (const path of KNOWN_BROWSER_PATHS) if (isExecutableFile(path)) return path;
  for (const command of KNOWN_BROWSER_COMMANDS) {
    const found = onPath(command, env);
    if (found) return found;
  }
  throw new BrowserNotFoundError(
    `Browser not found: looked for ${KNOWN_BROWSER_PATHS.join(', ')} and for ` +
      `${KNOWN_BROWSER_COMMANDS.join(', ')} on PATH; install Chromium (e.g. apt-get install ` +
      `chromium) or ${SETTING_HINT}`,
  );
}
