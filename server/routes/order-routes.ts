/** Orders: place, list, cancel (one or all of a coin), replace, history, the book, and the chart's pending lines. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API,
  cancelAllQuery,
  chartPendingQuery,
  coinKeySchema,
  orderHistoryQuery,
  ordersQuery,
  placeOrderRequest,
  replaceOrderRequest,
  strictInt,
  type ChartPendingResponse,
} from '../../contract';
import { originOf, requireMember, type ServerContext } from '../context';
import { languageOf, ok, parseInput } from '../http/envelope';
import { requireTradePassword } from '../members/trade-passwords';

const orderIdParams = z.object({ orderId: strictInt().pipe(z.number().positive()) });
const orderBookQuery = z.object({ key: coinKeySchema });

export function registerOrderRoutes(app: FastifyInstance, context: ServerContext): void {
  const { engine } = context;

  app.post(API.orders, async (request, reply) => {
    const memNo = requireMember(context, request);
    const order = parseInput(placeOrderRequest, request.body, languageOf(request));
    const origin = originOf(request);
    // A key-signed order is the key's to authenticate (contract/blocks.ts TRADE_PASSWORD_ACTIONS).
    if (origin === 'web') await requireTradePassword(context.members, reply, memNo, order.tradePassword);
    return ok(engine.place(memNo, order, origin));
  });

  app.get(API.orders, async (request) => {
    const memNo = requireMember(context, request);
    return ok(engine.orders(memNo, parseInput(ordersQuery, request.query, languageOf(request))));
  });

  app.delete(API.cancelAll, async (request) => {
    const memNo = requireMember(context, request);
    return ok(engine.cancelAll(memNo, parseInput(cancelAllQuery, request.query, languageOf(request)).key));
  });

  app.get(API.orderHistory, async (request) => {
    const memNo = requireMember(context, request);
    return ok(engine.history(memNo, parseInput(orderHistoryQuery, request.query, languageOf(request))));
  });

  app.get(API.orderBook, async (request) =>
    ok(engine.orderBook(parseInput(orderBookQuery, request.query, languageOf(request)).key)),
  );

  app.delete(`${API.orders}/:orderId`, async (request) => {
    const memNo = requireMember(context, request);
    return ok(engine.cancel(memNo, parseInput(orderIdParams, request.params, languageOf(request)).orderId));
  });

  app.post(`${API.orders}/:orderId/replace`, async (request) => {
    const memNo = requireMember(context, request);
    const { orderId } = parseInput(orderIdParams, request.params, languageOf(request));
    return ok(
      engine.replace(
        memNo,
        orderId,
        parseInput(replaceOrderRequest, request.body, languageOf(request)),
        originOf(request),
      ),
    );
  });

  app.get(API.chartPending, async (request) => {
    const memNo = requireMember(context, request);
    const query = parseInput(chartPendingQuery, request.query, languageOf(request));
    const pending: ChartPendingResponse = {
      pendingOrderList: engine.chartPending(
        memNo,
        context.model.catalogue.byCodes(query.crncCd, query.coinType),
        query.size,
      ),
    };
    return ok(pending);
  });
}
