/** The desk's refusals, as API errors (codes and messages of contract/inout.ts). */
import { INOUT_ERROR_CODES, type InoutError } from '../../contract';
import { ApiError } from '../errors/api-error';
import { inoutErrorKey } from '../errors/messages';

export function inoutError(status: number, error: InoutError, data: unknown = null): ApiError {
  return new ApiError(status, INOUT_ERROR_CODES[error], inoutErrorKey(error), undefined, data);
}

/** Another member's record, or none: 404 either way (another member's record is not said to exist). */
export const recordNotFound = (seq: number) =>
  new ApiError(404, 'NOT_FOUND', 'inoutRecordNotFound', String(seq));
