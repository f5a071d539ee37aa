/**
 * Sockets per remote address and in all. A socket counts from its upgrade until it is really closed (not
 * when the hub stops serving it), since until then it holds buffers.
 */

/** ok: admit; address: that address holds its share; total: the server holds all it takes. */
export type Admission = 'ok' | 'address' | 'total';

export class SocketCaps {
  private readonly perAddress = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly maxPerAddress: number,
    private readonly maxTotal: number,
  ) {}

  get count(): number {
    return this.total;
  }

  admission(address: string): Admission {
    if (this.total >= this.maxTotal) return 'total';
    return (this.perAddress.get(address) ?? 0) >= this.maxPerAddress ? 'address' : 'ok';
  }

  open(address: string): void {
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    this.total += 1;
  }

  close(address: string): void {
    const count = this.perAddress.get(address);
    if (count === undefined) return;
    if (count <= 1) this.perAddress.delete(address);
    else this.perAddress.set(address, count - 1);
    this.total -= 1;
  }
}
