/**
 * A small seeded pseudo-random generator (mulberry32): the demo data must be the same at every reset, so nothing
 * here may call Math.random.
 */
export class Random {
  private state: number;

  constructor(seed: string) {
    let hash = 2166136261;
    for (const ch of seed) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
    this.state = hash >>> 0;
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

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** An amount in euros with two decimals. */
  money(min: number, max: number): number {
    return Math.round((min + this.next() * (max - min)) * 100) / 100;
  }

  /** A date `yyyy-MM-dd` between two dates (inclusive). */
  date(from: Date, to: Date): string {
    const day = 86_400_000;
    const span = Math.floor((to.getTime() - from.getTime()) / day);
    return new Date(from.getTime() + this.int(0, span) * day).toISOString().slice(0, 10);
  }
}
