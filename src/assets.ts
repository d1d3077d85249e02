import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { packageRoot } from './paths.js';

/**
 * Static files the services serve (docs UIs, the chat page). Each asset has one name;
 * from an npm install it is read from its package, from the single executable it is
 * read from the embedded blob (see src/sea/).
 */
const require = createRequire(import.meta.url);

type AssetSource = { pkg: string; file: string } | { local: string };

export const ASSETS: Record<string, AssetSource> = {
  'swagger-ui.css': { pkg: 'swagger-ui-dist', file: 'swagger-ui.css' },
  'swagger-ui-bundle.js': { pkg: 'swagger-ui-dist', file: 'swagger-ui-bundle.js' },
  'swagger-ui-standalone-preset.js': { pkg: 'swagger-ui-dist', file: 'swagger-ui-standalone-preset.js' },
  'redoc.standalone.js': { pkg: 'redoc', file: 'bundles/redoc.standalone.js' },
};

/** Registers an asset shipped in this repository (e.g. the chat page), path relative to the package root. */
export function registerLocalAsset(name: string, relativePath: string): void {
  ASSETS[name] = { local: relativePath };
}

type EmbeddedReader = (name: string) => Buffer | undefined;
let embedded: EmbeddedReader | undefined;

/** Used by the single-executable entry point to serve assets from the embedded blob. */
export function useEmbeddedAssets(reader: EmbeddedReader): void {
  embedded = reader;
}

const cache = new Map<string, Buffer>();

export function assetPath(name: string): string {
  const src = ASSETS[name];
  if (!src) throw new Error(`unknown asset '${name}'`);
  if ('local' in src) return join(packageRoot(), src.local);
  const pkgJson = require.resolve(`${src.pkg}/package.json`, { paths: [packageRoot()] });
  return join(pkgJson, '..', src.file);
}

export function readAsset(name: string): Buffer {
  const hit = cache.get(name);
  if (hit) return hit;
  const data = embedded?.(name) ?? readFileSync(assetPath(name));
  cache.set(name, data);
  return data;
}
