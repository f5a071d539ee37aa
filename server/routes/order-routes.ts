/** Orders: place, list, cancel, and the chart's pending-order lines. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API,
  chartPendingQuery,
  ordersQuery,
  placeOrderRequest,
  type ChartPendingResponse,
} from '../../contract';
import { requireMember, type ServerContext } from '../context';
import { ok, parseInput } from '../http/envelope';
import { listingByCodes } from '../market/listings';

const orderIdParams = z.object({ orderId: z.coerce.number().int().positive() });

export function registerOrderRoutes(app: FastifyInstance, context: ServerContext): void {
  const { engine } = context;

  app.post(API.orders, async (request) => {
    const memNo = requireMember(context, request);
    return ok(engine.place(memNo, parseInput(placeOrderRequest, request.body)));
  });

  app.get(API.orders, async (request) => {
    const memNo = requireMember(context, request);
    return ok(engine.orders(memNo, parseInput(ordersQuery, request.query)));
  });

  app.delete(`${API.orders}/:orderId`, async (request) => {
    const memNo = requireMember(context, request);
    return ok(engine.cancel(memNo, parseInput(orderIdParams, request.params).orderId));
  });

  app.get(API.chartPending, async (request) => {
    const memNo = requireMember(context, request);
    const query = parseInput(chartPendingQuery, request.query);
    const pending: ChartPendingResponse = {
      pendingOrderList: engine.chartPending(memNo, listingByCodes(query.crncCd, query.coinType), query.size),
    };
    return ok(pending);
  });
}
