/**
 * Names of the blobs the single executable embeds besides the static assets of
 * src/assets.ts (which keep their own names). Shared by the build script and the runtime,
 * so both sides always agree. Everything of ours lives under `sea/`.
 */
export const SEA_PREFIX = 'sea/';

/** JSON {@link BuildInfo}: version, commit, digest of the embedded files. */
export const BUILD_INFO_ASSET = 'sea/build.json';

/** The better-sqlite3 native addon. */
export const SQLITE_ADDON_ASSET = 'sea/better_sqlite3.node';

/** The load worker of OpenAPI descriptions (src/registry/sources/openapi/load-worker.ts), bundled on its own: started from its text. */
export const LOAD_WORKER_ASSET = 'sea/load-worker.cjs';

/** Files shipped beside the program in an npm install (settings.toml, mcp_servers.yaml): `sea/root/<name>`. */
export const ROOT_FILE_PREFIX = 'sea/root/';

/** The playwright-core package: a JSON list of {@link TreeFile} and one blob per file under the prefix. */
export const PLAYWRIGHT_MANIFEST_ASSET = 'sea/playwright-core.json';
export const PLAYWRIGHT_FILE_PREFIX = 'sea/playwright-core/';

export interface BuildInfo {
  version: string;
  /** The git commit the binary was built from (`-dirty` when the tree had uncommitted changes). */
  commit: string;
  /** Hash of every embedded file that is extracted to disk; names the cache directory. */
  digest: string;
  /** Root files embedded under {@link ROOT_FILE_PREFIX}. */
  rootFiles: string[];
}

export interface TreeFile {
  /** Path relative to the package directory, with `/` separators. */
  path: string;
  /** Unix permission bits. */
  mode: number;
}
