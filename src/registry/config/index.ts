export { loadRegistryConfig, parseRegistryConfig, findRegistryConfigFile, TOP_LEVEL_KEYS } from './load.js';
export { loadRegistryConfigInUse } from './in-use.js';
export { RegistryConfigError } from './errors.js';
export type * from './types.js';
