/**
 * A small seeded pseudo-random generator (sfc32 state, seeded from string hashes).
 * `fork(label)` derives an independent stream, so adding draws in one part of the world
 * never shifts the values of another part.
 */
export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A new array with `count` distinct items (or all of them, shuffled, when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** A string of `length` decimal digits whose first digit is not 0. */
  digits(length: number): string;
  fork(label: string | number): Random;
  /** Forks whose labels all start with `prefix`, for labels made per item in a loop (see ForkFamily). */
  forksUnder(prefix: string): ForkFamily;
}

/** `family.fork(suffix)` is `random.fork(prefix + suffix)`, with the prefix hashed once for the whole family. */
export interface ForkFamily {
  fork(suffix: string): Random;
}

/** murmur3's finaliser: spreads every input bit over the whole word. */
function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over `text`, continuing from the state `h`: hashing a label's prefix once serves every label it starts. */
function fnv1a(h: number, text: string): number {
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

const fnvStart = (salt: number): number => (0x811c9dc5 ^ salt) >>> 0;

export function hashString(text: string, salt = 0): number {
  return mix32(fnv1a(fnvStart(salt), text));
}

/** The seed words (w0…w3) identify the stream; forks hash their label with them. */
class Sfc32Random implements Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(
    private readonly w0: number,
    private readonly w1: number,
    private readonly w2: number,
    private readonly w3: number,
  ) {
    this.a = w0;
    this.b = w1;
    this.c = w2;
    this.d = w3 | 1;
    for (let i = 0; i < 16; i += 1) this.nextUint();
  }

  private nextUint(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  next(): number {
    return this.nextUint() / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick() from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  digits(length: number): string {
    let out = String(this.int(1, 9));
    while (out.length < length) out += String(this.int(0, 9));
    return out;
  }

  fork(label: string | number): Random {
    const text = typeof label === 'string' ? label : `${label}`;
    return this.forkFromHashes(hashString(text, this.w0), hashString(text, this.w1));
  }

  forksUnder(prefix: string): ForkFamily {
    const state0 = fnv1a(fnvStart(this.w0), prefix);
    const state1 = fnv1a(fnvStart(this.w1), prefix);
    return { fork: (suffix) => this.forkFromHashes(mix32(fnv1a(state0, suffix)), mix32(fnv1a(state1, suffix))) };
  }

  /** The child stream of a label, from the label hashed with this stream's first two seed words. */
  private forkFromHashes(h1: number, h2: number): Sfc32Random {
    return new Sfc32Random(mix32(h1 ^ this.w2), mix32(h2 + this.w3), mix32(h1 + h2 + 0x9e3779b9), mix32(h2 ^ this.w0 ^ 0x85ebca6b));
  }
}

export function createRandom(seed: number | string): Random {
  const key = String(seed);
  return new Sfc32Random(hashString(key, 1), hashString(key, 2), hashString(key, 3), hashString(key, 4));
}
