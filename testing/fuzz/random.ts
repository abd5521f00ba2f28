/**
 * A small seeded generator (mulberry32). Request i of a run draws from its own stream, derived from
 * the seed and i, so one request can be generated again on its own (`--only i`).
 */
export class Random {
  private state: number;

  constructor(seed: number, stream = 0) {
    // splitmix32-style mixing, so neighbouring seeds and streams do not give neighbouring sequences.
    let x = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(stream >>> 0, 0x85ebca6b)) >>> 0;
    x = Math.imul(x ^ (x >>> 16), 0x21f0aaad);
    x = Math.imul(x ^ (x >>> 15), 0x735a2d97);
    this.state = (x ^ (x >>> 15)) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight: `[[weight, value], …]`. */
  weighted<T>(items: ReadonlyArray<readonly [number, T]>): T {
    const total = items.reduce((sum, [weight]) => sum + weight, 0);
    let r = this.next() * total;
    for (const [weight, value] of items) {
      r -= weight;
      if (r < 0) return value;
    }
    return items[items.length - 1][1];
  }
}
