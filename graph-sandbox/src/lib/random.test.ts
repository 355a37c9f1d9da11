import { createRandom } from './random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const drawsA = Array.from({ length: 20 }, () => a.next());
    const drawsB = Array.from({ length: 20 }, () => b.next());
    expect(drawsA).toEqual(drawsB);
  });

  it('gives different sequences for different seeds', () => {
    expect(createRandom(1).next()).not.toEqual(createRandom(2).next());
  });

  it('keeps forked streams independent of draws on the parent', () => {
    const plain = createRandom(7).fork('accounts').next();
    const parent = createRandom(7);
    parent.next();
    parent.next();
    expect(parent.fork('accounts').next()).toEqual(plain);
  });

  it('gives the streams of a fork family the numbers of forks of the whole label', () => {
    const parent = createRandom(11);
    const family = parent.forksUnder('day/120210000000001/');
    for (const date of ['2025-06-14', '2025-06-15', '']) {
      const whole = parent.fork(`day/120210000000001/${date}`);
      const fromFamily = family.fork(date);
      expect(Array.from({ length: 5 }, () => fromFamily.next())).toEqual(Array.from({ length: 5 }, () => whole.next()));
    }
  });

  it('stays inside the asked ranges', () => {
    const random = createRandom('ranges');
    for (let i = 0; i < 2000; i += 1) {
      const n = random.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
      const f = random.next();
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
  });

  it('makes digit strings of the asked length without a leading zero', () => {
    const random = createRandom(3);
    for (let i = 0; i < 200; i += 1) {
      const value = random.digits(16);
      expect(value).toMatch(/^[1-9]\d{15}$/);
    }
  });

  it('samples distinct items', () => {
    const picked = createRandom(9).sample(['a', 'b', 'c', 'd', 'e'], 3);
    expect(new Set(picked).size).toBe(3);
  });
});
