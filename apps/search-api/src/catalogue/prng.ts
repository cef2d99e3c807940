// Math functions bound once: a global lookup per call is slow inside Jest's VM sandbox (about 30x).
const { floor, imul } = Math;

/** Mulberry32: tiny, fast and good enough for reproducible test data (not for anything secret). */
export type Rng = () => number;

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomInt(rng: Rng, minInclusive: number, maxInclusive: number): number {
  return minInclusive + floor(rng() * (maxInclusive - minInclusive + 1));
}

export function pick<T>(rng: Rng, list: readonly T[]): T {
  const value = list[floor(rng() * list.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

/** FNV-1a over a string, for checksums and stable per-key hashing. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}
