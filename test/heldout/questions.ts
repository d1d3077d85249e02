// Both held-out sets in one place (test/house.test.ts reads SET_A and SET_B from here to keep
// their phrases out of src/).

export { SET_A } from './set-a.js';
export { SET_B } from './set-b.js';
export type { Answer, HeldOut } from './judge.js';
export type { DataAccess } from './data.js';
