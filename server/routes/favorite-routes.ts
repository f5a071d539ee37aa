/** Favourite coins: list, add (idempotent), remove (idempotent); each answers the list after the call. */
import type { FastifyInstance } from 'fastify';
import { API, favoriteRequest } from '../../src/api/contract';
import { requireMember, type ServerContext } from '../context';
import { ApiError } from '../http/api-error';
import { ok, parseInput } from '../http/envelope';
import { listingByKey } from '../market/listings';

export function registerFavoriteRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get(API.favorites, async (request) => ok(context.favorites.list(requireMember(context, request))));

  app.post(API.favorites, async (request) => {
    const memNo = requireMember(context, request);
    const { key } = parseInput(favoriteRequest, request.body);
    if (!listingByKey(key)) throw new ApiError(400, 'BAD_REQUEST', 'unknownCoin', key);
    return ok(context.favorites.add(memNo, key));
  });

  app.delete<{ Params: { key: string } }>(`${API.favorites}/:key`, async (request) => {
    const memNo = requireMember(context, request);
    const { key } = parseInput(favoriteRequest, { key: request.params.key });
    return ok(context.favorites.delete(memNo, key));
  });
}
