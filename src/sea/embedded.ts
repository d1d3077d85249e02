import { getAsset } from 'node:sea';
import { BUILD_INFO_ASSET, type BuildInfo } from './names.js';

/** An embedded blob by name, or undefined when the binary does not carry it. The bytes are not copied. */
export function embeddedAsset(name: string): Buffer | undefined {
  try {
    return Buffer.from(getAsset(name));
  } catch {
    return undefined;
  }
}

/** Like {@link embeddedAsset}, for blobs the build always embeds: a missing one is a broken build. */
export function requiredAsset(name: string): Buffer {
  const data = embeddedAsset(name);
  if (!data) throw new Error(`this agent binary is incomplete: embedded file '${name}' is missing; rebuild it with npm run build:binary`);
  return data;
}

let info: BuildInfo | undefined;

/** Version, commit and content digest recorded by the build. */
export function buildInfo(): BuildInfo {
  info ??= JSON.parse(requiredAsset(BUILD_INFO_ASSET).toString('utf8')) as BuildInfo;
  return info;
}
