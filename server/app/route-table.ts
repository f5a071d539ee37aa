/** Every route module, in the order they register (the key check first: it reads the signed calls' member). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerKeyAuthentication } from '../open-api/key-authentication';
import type { AccessQueue } from '../queue';
import { registerAdminRoutes } from '../routes/admin-routes';
import { registerAlgoRoutes } from '../routes/algo-routes';
import { registerAlertRoutes } from '../routes/alert-routes';
import { registerAssetRoutes } from '../routes/asset-routes';
import { registerComnRoutes } from '../routes/comn-routes';
import { registerCreditRoutes } from '../routes/credit-routes';
import { registerDrawingRoutes } from '../routes/drawing-routes';
import { registerFavoriteRoutes } from '../routes/favorite-routes';
import { registerInoutRoutes } from '../routes/inout-routes';
import { registerJoinRoutes } from '../routes/join-routes';
import { registerLayoutRoutes } from '../routes/layout-routes';
import { registerMarketRoutes } from '../routes/market-routes';
import { registerMemberRoutes } from '../routes/member-routes';
import { registerMetaRoutes } from '../routes/meta-routes';
import { registerNotificationRoutes } from '../routes/notification-routes';
import { registerOpenApiRoutes } from '../routes/open-api-routes';
import { registerOrderRoutes } from '../routes/order-routes';
import { registerQueueRoutes } from '../routes/queue-routes';
import { registerShellRoutes } from '../routes/shell-routes';
import { registerSiteRoutes } from '../routes/site-routes';
import { registerSmsRoutes } from '../routes/sms';
import { registerTermsRoutes } from '../routes/terms-routes';

type Register = (app: FastifyInstance, context: ServerContext, accessQueue: AccessQueue) => void;

const AREAS: readonly Register[] = [
  registerMetaRoutes,
  (app, _context, accessQueue) => registerQueueRoutes(app, accessQueue),
  registerMarketRoutes,
  registerMemberRoutes,
  registerJoinRoutes,
  registerComnRoutes,
  registerAssetRoutes,
  registerFavoriteRoutes,
  registerDrawingRoutes,
  registerLayoutRoutes,
  registerAlertRoutes,
  registerNotificationRoutes,
  registerOrderRoutes,
  registerAlgoRoutes,
  registerCreditRoutes,
  registerSmsRoutes,
  registerOpenApiRoutes,
  registerShellRoutes,
  registerSiteRoutes,
  registerInoutRoutes,
  registerTermsRoutes,
  registerAdminRoutes,
];

export function registerRoutes(app: FastifyInstance, context: ServerContext, accessQueue: AccessQueue): void {
  // Before every route: the calls keys may make read the member from a signature instead of the cookie.
  registerKeyAuthentication(app, context.openApiKeys, context.now);
  for (const register of AREAS) register(app, context, accessQueue);
}
