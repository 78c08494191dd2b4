/** Why a stream was refused: its address has as many open as it may, or the instance has. */
export type StreamRefusal = 'address' | 'total';

/**
 * The open live streams of this instance, counted per client address and in all: each holds a socket and a
 * subscription for as long as it lasts, so both are capped (README "Limits"). A slot is taken before anything is
 * read for a stream and given back when it ends, however it ends.
 */
export class StreamSlots {
  private readonly byAddress = new Map<string, number>();
  private open = 0;

  constructor(private readonly limits: { perAddress: number; total: number }) {}

  get size(): number {
    return this.open;
  }

  /** A slot for a stream from `address` (give it back by calling the function, once or more), or why there is none. */
  take(address: string): (() => void) | StreamRefusal {
    const fromAddress = this.byAddress.get(address) ?? 0;
    if (fromAddress >= this.limits.perAddress) return 'address';
    if (this.open >= this.limits.total) return 'total';
    this.byAddress.set(address, fromAddress + 1);
    this.open += 1;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.open -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
  }
}
