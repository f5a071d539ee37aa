/** The coin a member call names, checked against the listings (favourites, drawings and alerts answer alike). */
import { ApiError } from '../errors/api-error';
import type { Catalogue } from '../market/listings';

/** A coin the market source lists, else 400 BAD_REQUEST unknownCoin. */
export function listedCoin<K extends string>(catalogue: Catalogue, key: K): K {
  if (!catalogue.listing(key)) throw new ApiError(400, 'BAD_REQUEST', 'unknownCoin', key);
  return key;
}
