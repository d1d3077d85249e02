import type { HeldOut } from './judge.js';

export const SET_CN: HeldOut[] = [];
