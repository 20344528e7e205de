import { describe, expect, it } from 'vitest';
import { ListTotals } from './list-totals.ts';

/** A compute that waits until told to answer. */
function pending<T>() {
  let answer!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { promise, answer, fail };
}

const totals = () =>
  new ListTotals<string, number>(
    (query) => query,
    () => 0,
  );

describe('ListTotals under concurrent requests', () => {
  it('counts once for every request that misses the same key while the count runs', async () => {
    const list = totals();
    const count = pending<number>();
    let calls = 0;
    const compute = () => {
      calls += 1;
      return count.promise;
    };
    const first = list.get('c1', 'q', compute);
    const second = list.get('c1', 'q', compute);
    const otherFilter = list.get('c1', 'other', async () => 7);
    count.answer(42);
    expect(await Promise.all([first, second, otherFilter])).toEqual([42, 42, 7]);
    expect(calls).toBe(1);
    expect(await list.get('c1', 'q', compute)).toBe(42);
    expect(calls).toBe(1);
  });

  it('keeps no failure: those waiting share it, and the next request counts again', async () => {
    const list = totals();
    const count = pending<number>();
    const first = list.get('c1', 'q', () => count.promise);
    const second = list.get('c1', 'q', () => Promise.resolve(0));
    count.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).rejects.toThrow('connection lost');
    expect(await list.get('c1', 'q', async () => 5)).toBe(5);
  });

  it('keeps no failure thrown before the count starts', async () => {
    const list = totals();
    await expect(
      list.get('c1', 'q', () => {
        throw new Error('no connection');
      }),
    ).rejects.toThrow('no connection');
    expect(await list.get('c1', 'q', async () => 5)).toBe(5);
  });

  it('does not keep a count that started before the rows changed', async () => {
    const list = totals();
    const before = pending<number>();
    const stale = list.get('c1', 'q', () => before.promise);
    list.invalidate('c1');
    // A request after the change does not join the count that may have missed it.
    const fresh = list.get('c1', 'q', async () => 11);
    before.answer(10);
    expect(await stale).toBe(10);
    expect(await fresh).toBe(11);
    expect(await list.get('c1', 'q', async () => 12)).toBe(11);
  });

  it("leaves another company's count under way alone", async () => {
    const list = totals();
    const count = pending<number>();
    const other = list.get('c2', 'q', () => count.promise);
    list.invalidate('c1');
    count.answer(3);
    expect(await other).toBe(3);
    expect(await list.get('c2', 'q', async () => 4)).toBe(3);
  });
});
