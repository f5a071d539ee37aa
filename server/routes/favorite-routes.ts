/**
 * Favourite coins: list, add (idempotent), remove (idempotent); each answers the list after the call.
 * While the favoritesBlocked fault is on, each answers 423 FAVORITES_BLOCKED instead (after the login
 * check, so a guest still learns they must log in).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API, favoriteRequest } from '../../contract';
import { requireMember, type ServerContext } from '../context';
import { ApiError } from '../errors/api-error';
import { languageOf, ok, parseInput } from '../http/envelope';

/** The member of a favourites call, unless favourites are blocked. */
function favoritesMember(context: ServerContext, request: FastifyRequest): number {
  const memNo = requireMember(context, request);
  if (context.faults.current.favoritesBlocked)
    throw new ApiError(423, 'FAVORITES_BLOCKED', 'favoritesBlocked');
  return memNo;
}

export function registerFavoriteRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get(API.favorites, async (request) => ok(context.favorites.list(favoritesMember(context, request))));

  app.post(API.favorites, async (request) => {
    const memNo = favoritesMember(context, request);
    const { key } = parseInput(favoriteRequest, request.body, languageOf(request));
    if (!context.model.catalogue.listing(key)) throw new ApiError(400, 'BAD_REQUEST', 'unknownCoin', key);
    return ok(context.favorites.add(memNo, key));
  });

  app.delete<{ Params: { key: string } }>(`${API.favorites}/:key`, async (request) => {
    const memNo = favoritesMember(context, request);
    const { key } = parseInput(favoriteRequest, { key: request.params.key }, languageOf(request));
    return ok(context.favorites.delete(memNo, key));
  });
}
