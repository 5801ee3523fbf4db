import { FrequencySketch, hashKey } from "./frequencySketch.ts";

interface Slot<V> {
  value: V;
  hash: number;
}

/** The share of the capacity where new entries wait to show they are asked for again. */
const WINDOW_SHARE = 0.1;

/** How many recent requests a key needs before its entry is kept (TinyLFU's doorkeeper). */
const DOORKEEPER = 2;

/**
 * A bounded cache that a flood of keys asked for once cannot empty (W-TinyLFU, simplified).
 * An entry is kept only if its key has been asked for twice lately, full or not: a key asked
 * for once (a never-seen address) then allocates nothing that outlives its request. Kept, such
 * entries were promoted to V8's old space, doubled the garbage collector's work, and filled the
 * 96 MiB old space the site runs in (bench/README.md, Memory). A page many ask for is made
 * twice, once. A kept entry goes into a small window, least recently used first out. What
 * leaves the window enters the main part only if its key has been asked for more often lately
 * than the main part's least recently used entry, which otherwise stays. A frequency sketch
 * keeps the counts; `get` counts a request whether or not the entry is held.
 */
export class AdmittingCache<V> {
  readonly #window = new Map<string, Slot<V>>();
  readonly #main = new Map<string, Slot<V>>();
  readonly #sketch: FrequencySketch;
  readonly #windowCapacity: number;
  readonly #mainCapacity: number;

  constructor(readonly capacity: number) {
    this.#windowCapacity = capacity === 0 ? 0 : Math.max(1, Math.ceil(capacity * WINDOW_SHARE));
    this.#mainCapacity = capacity - this.#windowCapacity;
    this.#sketch = new FrequencySketch(capacity);
  }

  /** The entry, counted as one request for the key whether it is held or not. */
  get(key: string): V | undefined {
    const slot = this.#touch(key);
    this.#sketch.increment(slot?.hash ?? hashKey(key));
    return slot?.value;
  }

  /** The entry, without counting a request (for an owner that has already counted this one). */
  peek(key: string): V | undefined {
    return (this.#main.get(key) ?? this.#window.get(key))?.value;
  }

  /** Whether `set` would keep a new entry for the key now (so an owner can skip making one). */
  wouldKeep(key: string): boolean {
    return this.#admissible(hashKey(key));
  }

  set(key: string, value: V): void {
    if (this.capacity === 0) return;
    const held = this.#touch(key);
    if (held) {
      held.value = value;
      return;
    }
    const hash = hashKey(key);
    if (!this.#admissible(hash)) return;
    this.#window.set(key, { value, hash });
    if (this.#window.size <= this.#windowCapacity) return;
    const [candidateKey, candidate] = this.#window.entries().next().value as [string, Slot<V>];
    this.#window.delete(candidateKey);
    this.#admit(candidateKey, candidate);
  }

  delete(key: string): void {
    if (!this.#main.delete(key)) this.#window.delete(key);
  }

  get size(): number {
    return this.#window.size + this.#main.size;
  }

  #admissible(hash: number): boolean {
    return this.capacity > 0 && this.#sketch.frequency(hash) >= DOORKEEPER;
  }

  /** Marks a held entry most recently used (Map keeps insertion order) and returns it. */
  #touch(key: string): Slot<V> | undefined {
    for (const segment of [this.#main, this.#window]) {
      const slot = segment.get(key);
      if (slot) {
        segment.delete(key);
        segment.set(key, slot);
        return slot;
      }
    }
    return undefined;
  }

  #admit(key: string, candidate: Slot<V>): void {
    if (this.#mainCapacity === 0) return;
    if (this.#main.size >= this.#mainCapacity) {
      const [victimKey, victim] = this.#main.entries().next().value as [string, Slot<V>];
      // Ties keep the entry already held: a newcomer must have been asked for more often.
      if (this.#sketch.frequency(candidate.hash) <= this.#sketch.frequency(victim.hash)) return;
      this.#main.delete(victimKey);
    }
    this.#main.set(key, candidate);
  }
}
