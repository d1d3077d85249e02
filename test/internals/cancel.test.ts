import { expect } from 'chai';
import { Cancel } from '../../src/shared/cancel.js';

describe("a Cancel's hooks: each runs once, in the order added, unless taken off", () => {
  it('one hook, several, the same one twice, one taken off, none', () => {
    const ran: string[] = [];
    const hook = (name: string) => () => ran.push(name);
    const [a, b, c] = [hook('a'), hook('b'), hook('c')];

    const one = new Cancel();
    one.on(a);
    one.on(a);
    one.cancel();
    one.cancel();
    expect(ran).to.deep.equal(['a']);

    ran.length = 0;
    const several = new Cancel();
    several.on(a);
    several.on(b);
    several.on(a);
    several.on(c);
    several.off(b);
    several.cancel();
    expect(ran).to.deep.equal(['a', 'c']);

    ran.length = 0;
    const off = new Cancel();
    off.on(a);
    off.off(a);
    off.on(b);
    off.cancel();
    expect(ran).to.deep.equal(['b']);
    expect(off.cancelled).to.equal(true);
    expect(off.signal.aborted).to.equal(true);

    ran.length = 0;
    const none = new Cancel();
    none.on(a);
    none.off(a);
    none.cancel();
    expect(ran).to.deep.equal([]);
  });

  it('follows a signal made elsewhere', () => {
    const controller = new AbortController();
    const cancel = new Cancel(controller.signal);
    let runs = 0;
    cancel.on(() => runs++);
    controller.abort();
    expect(runs).to.equal(1);
    expect(cancel.cancelled).to.equal(true);
  });
});
