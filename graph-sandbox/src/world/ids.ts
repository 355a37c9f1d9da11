import type { Random } from '../lib/random';

const DIGITS = '0123456789';

/** Numeric-string ids like the platform's, unique within one world. */
export class IdFactory {
  constructor(
    private readonly random: Random,
    private readonly used = new Set<string>(),
  ) {}

  /** A factory with its own random stream that still never repeats an id of this one. */
  stream(label: string): IdFactory {
    return new IdFactory(this.random.fork(label), this.used);
  }

  /** `prefix` followed by random digits up to `length` characters in total. */
  next(prefix: string, length: number): string {
    for (;;) {
      let id = prefix || DIGITS.charAt(this.random.int(1, 9));
      while (id.length < length) id += DIGITS.charAt(this.random.int(0, 9));
      if (!this.used.has(id)) {
        this.used.add(id);
        return id;
      }
    }
  }

  /** Every id handed out or reserved so far by this factory and the streams it shares them with, in that order. */
  taken(): ReadonlySet<string> {
    return this.used;
  }

  /** Reserve an id that is fixed by contract, so random ids never collide with it. */
  reserve(id: string): string {
    this.used.add(id);
    return id;
  }
}
