/**
 * The decode bench's peer: the same frames validated with zod (a schema per channel, the way most apps
 * validate socket messages) and kept in a Map of plain objects, one per coin.
 */
import { z } from 'zod';
import { TICKER_FIELDS, TICK_TYPES, type TickerField } from '../../contract/socket';

const coinKey = z.string().regex(/^[A-Z0-9]{1,12}-[A-Z]{2,6}$/);
const finite = z.number();
const base = { seq: z.number().int().nonnegative(), t: z.number().nonnegative() };

const f = finite;
const tickerRow = z.tuple([coinKey, f, f, f, f, f, f, f, f, f, f]);
const secondRow = z.tuple([coinKey, f, f, f, f, f, f, f, f, f]);
if (
  tickerRow.def.items.length !== 1 + TICKER_FIELDS.length ||
  secondRow.def.items.length !== 2 + TICK_TYPES.length
)
  throw new Error('the zod peer no longer matches the protocol: update its tuples');
const tradeRow = z.tuple([
  coinKey,
  z.number().nonnegative(),
  z.number().positive(),
  z.number().positive(),
  z.union([z.literal(1), z.literal(2)]),
]);

export const frameSchema = z.discriminatedUnion('ch', [
  z.object({ ch: z.literal('ticker'), ...base, snapshot: z.boolean(), rows: z.array(tickerRow) }),
  z.object({ ch: z.literal('secondTicker'), ...base, rows: z.array(secondRow) }),
  z.object({ ch: z.literal('trades'), ...base, reset: z.boolean(), rows: z.array(tradeRow) }),
  z.object({ ch: z.literal('heartbeat'), ...base }),
]);

export type TickerObject = Record<TickerField, number> & { rates: number[] };
export interface TradeObject {
  key: string;
  time: number;
  price: number;
  quantity: number;
  side: number;
}

/** Decodes with zod and keeps tickers in a Map of objects (updated in place) and trades as objects. */
export class ZodMapFeed {
  readonly tickers = new Map<string, TickerObject>();
  trades: TradeObject[] = [];
  dropped = 0;

  apply(text: string): void {
    const parsed = frameSchema.safeParse(JSON.parse(text));
    if (!parsed.success) {
      this.dropped += 1;
      return;
    }
    const frame = parsed.data;
    if (frame.ch === 'ticker') {
      for (const row of frame.rows) {
        let ticker = this.tickers.get(row[0]);
        if (!ticker) {
          ticker = { rates: [] } as unknown as TickerObject;
          this.tickers.set(row[0], ticker);
        }
        for (let f = 0; f < TICKER_FIELDS.length; f += 1) ticker[TICKER_FIELDS[f]!] = row[f + 1] as number;
      }
    } else if (frame.ch === 'secondTicker') {
      for (const row of frame.rows) {
        const ticker = this.tickers.get(row[0]);
        if (ticker) ticker.rates = row.slice(2) as number[];
      }
    } else if (frame.ch === 'trades') {
      for (const [key, time, price, quantity, side] of frame.rows)
        this.trades.push({ key, time, price, quantity, side });
    }
  }

  /** What a window would take each animation frame. */
  drain(): number {
    const n = this.trades.length;
    this.trades = [];
    return n;
  }
}
