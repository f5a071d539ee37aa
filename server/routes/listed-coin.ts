/** The coin a member call names, checked against the listings (favourites, drawings and alerts answer alike). */
import { ApiError } from '../errors/api-error';
import { listingByKey } from '../market/listings';

/** A listed coin, else 400 BAD_REQUEST unknownCoin. */
export function listedCoin<K extends string>(key: K): K {
  if (!listingByKey(key)) throw new ApiError(400, 'BAD_REQUEST', 'unknownCoin', key);
  return key;
}
