/**
 * How often each key was asked for lately, approximately, in a few kilobytes whatever the keys
 * (a count-min sketch, as TinyLFU uses for cache admission): four rows of 4-bit counters, each
 * key counted in one counter per row, its estimate the smallest of the four. Collisions can
 * only make an estimate higher. Every `sampleSize` counts all counters are halved, so what was
 * popular an hour ago does not stay popular forever.
 */
export class FrequencySketch {
  readonly #counters: Uint8Array;
  readonly #shift: number;
  readonly #sampleSize: number;
  #additions = 0;

  /**
   * `expectedKeys`: about how many keys the owner keeps. Sixteen counters a key in each row:
   * between two halvings a flood of one-off keys then lands about 0.6 counts on a counter, so a
   * key asked for once rarely looks asked for twice.
   */
  constructor(expectedKeys: number) {
    const width = 2 ** Math.max(6, Math.ceil(Math.log2(Math.max(1, expectedKeys) * 16)));
    this.#counters = new Uint8Array(ROWS * width);
    this.#shift = 32 - Math.log2(width);
    this.#sampleSize = Math.max(100, 10 * expectedKeys);
  }

  /** Counts one request for the key whose hash (`hashKey`) is given. */
  increment(hash: number): void {
    let added = false;
    for (let row = 0; row < ROWS; row++) {
      const index = this.#index(hash, row);
      const counter = this.#counters[index]!;
      if (counter < MAX_COUNT) {
        this.#counters[index] = counter + 1;
        added = true;
      }
    }
    if (added && ++this.#additions >= this.#sampleSize) this.#age();
  }

  /** The estimated number of recent requests for the key. */
  frequency(hash: number): number {
    let least = MAX_COUNT;
    for (let row = 0; row < ROWS; row++) least = Math.min(least, this.#counters[this.#index(hash, row)]!);
    return least;
  }

  #index(hash: number, row: number): number {
    // Multiplicative hashing with one odd constant per row: the top bits pick the column.
    return row * (this.#counters.length / ROWS) + (Math.imul(hash, ROW_SEEDS[row]!) >>> this.#shift);
  }

  #age(): void {
    for (let i = 0; i < this.#counters.length; i++) this.#counters[i] = this.#counters[i]! >>> 1;
    this.#additions = Math.floor(this.#additions / 2);
  }
}

const ROWS = 4;
const MAX_COUNT = 15;
const ROW_SEEDS = [0x9e3779b1, 0x85ebca77, 0xc2b2ae3d, 0x27d4eb2f];

/** FNV-1a over the key's UTF-16 code units, finished with a mix so short keys spread too. */
export function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x7feb352d);
  hash ^= hash >>> 15;
  return hash >>> 0;
}
