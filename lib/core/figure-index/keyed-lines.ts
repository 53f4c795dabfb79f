/**
 * One text's lines grouped by number key (keys.ts), as the figure pass leaves them: the keys its
 * figures carry, ascending, and for each its lines, ascending, once each. Only carried keys take
 * room (and a bit each), so a text with a handful of figures costs a handful of entries, not a
 * slot per possible key.
 */
import { KEY_COUNT } from "./keys";

/** A set of keys as bits: key k is bit k & 31 of word k >> 5. */
export const KEY_WORDS = Math.ceil(KEY_COUNT / 32);

/** The number of bits set in a 32-bit word. */
function bitCount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export class KeyedLines {
  /** The keys carried, ascending; keys[i]'s lines are lines[starts[i] .. starts[i + 1]). */
  readonly #keys: Uint16Array;
  readonly #starts: Uint32Array;
  /** 16-bit when the text has at most 65,536 lines, as nearly every source file has. */
  readonly #lines: Uint16Array | Uint32Array;
  /** The carried keys as bits (KEY_WORDS words). */
  readonly #carried: Uint32Array;
  /** How many keys are carried below each word of `#carried`: a key's index without a search. */
  readonly #carriedBefore = new Uint16Array(KEY_WORDS);

  /** `carried` holds the same keys as `keys`, as bits: the figure pass has both at hand. */
  constructor(keys: Uint16Array, starts: Uint32Array, lines: Uint16Array | Uint32Array, carried: Uint32Array) {
    this.#keys = keys;
    this.#starts = starts;
    this.#lines = lines;
    this.#carried = carried;
    for (let word = 1; word < KEY_WORDS; word++) this.#carriedBefore[word] = this.#carriedBefore[word - 1] + bitCount(carried[word - 1]);
  }

  /** How many keys are carried. */
  get keyCount(): number {
    return this.#keys.length;
  }

  /** The carried key at `index` (0 ≤ index < keyCount), in ascending order. */
  keyAt(index: number): number {
    return this.#keys[index];
  }

  carries(key: number): boolean {
    return (this.#carried[key >> 5] & (1 << (key & 31))) !== 0;
  }

  /** The index of a carried key: how many carried keys are below it. */
  indexOf(key: number): number {
    const word = key >> 5;
    return this.#carriedBefore[word] + bitCount(this.#carried[word] & ((1 << (key & 31)) - 1));
  }

  /** Where the lines of the carried key at `index` start, as positions for `lineAt`; `runStart(index + 1)` is where they end. */
  runStart(index: number): number {
    return this.#starts[index];
  }

  lineAt(position: number): number {
    return this.#lines[position];
  }
}
