/**
 * The exchange's drawing calls (src/api/client.ts) as the chart's drawings use them: the chart services'
 * (drawing-sync.ts) and the guest drawings' upload at login (guest-drawings-offer.ts).
 */
import { isApiError } from '../../api/api-error';
import { currentDrawingOf, deleteDrawing, listDrawings, putDrawing } from '../../api/client';
import type { DrawingPutRequest } from '../../../contract/drawing-calls';
import type { Drawing } from '../../../contract/drawings';
import type { CoinKey } from '../../../contract/markets';

/** The exchange's drawing calls, as a chart's services hand them (tests hand their own). */
export interface DrawingCalls {
  listDrawings(coin: CoinKey, signal: AbortSignal): Promise<Drawing[]>;
  putDrawing(id: string, body: DrawingPutRequest): Promise<Drawing>;
  deleteDrawing(id: string, version: number): Promise<unknown>;
  /**
   * What the exchange said refusing a write: its message, and the drawing as it holds it when the write
   * was stale (client.ts currentDrawingOf); null for a failure that is not its refusal (offline, a bug).
   */
  refusal(error: unknown): DrawingRefusal | null;
}

export interface DrawingRefusal {
  message: string;
  /** The envelope's code (DRAWING_ERROR_CODES for the drawing calls' own refusals). */
  code: string;
  current: Drawing | undefined;
}

export const exchangeDrawingCalls: DrawingCalls = {
  listDrawings: async (coin, signal) => (await listDrawings(coin, { signal })).drawings,
  putDrawing: (id, body) => putDrawing(id, body),
  deleteDrawing: (id, version) => deleteDrawing(id, version),
  refusal: (error) =>
    isApiError(error) ? { message: error.message, code: error.code, current: currentDrawingOf(error) } : null,
};
