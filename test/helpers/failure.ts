import { expect } from 'chai';
import { ToolCallError } from '../../src/registry/types.js';

/** Awaits a promise that must reject with a ToolCallError, and returns that error. */
export async function failure(p: Promise<unknown>): Promise<ToolCallError> {
  try {
    await p;
  } catch (err) {
    expect(err).to.be.instanceOf(ToolCallError);
    return err as ToolCallError;
  }
  throw new Error('expected the call to fail');
}
