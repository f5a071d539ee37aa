/**
 * What the simulator serves besides the API and the app: the exchange's external pages
 * (EXTERNAL_SITE_PATH/{id}, HTML in Korean or English by ?lang= or Accept-Language) and the premium
 * banner images (BANNER_IMAGE_PATH/{name}.svg?lang=).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EXTERNAL_SITE_PATH } from '../../contract';
import type { ServerContext } from '../context';
import { ApiError } from '../errors/api-error';
import { languageOf } from '../http/envelope';
import type { Language } from '../errors/messages';
import { bannerSvg } from '../shell/banner-image';
import { externalNotFoundHtml, externalPageHtml, isExternalPageId, PAGE_CSP } from '../shell/external-pages';
import { BANNER_IMAGE_PATH, bannerSlide } from '../shell/premium-banners';

/** The `lang` the address asks for (the app's language), else the browser's Accept-Language. */
export function pageLanguage(request: FastifyRequest): Language {
  const { lang } = request.query as Record<string, unknown>;
  return lang === 'ko' || lang === 'en' ? lang : languageOf(request);
}

export function registerSiteRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get<{ Params: { id: string } }>(`${EXTERNAL_SITE_PATH}/:id`, async (request, reply) => {
    const language = pageLanguage(request);
    const { id } = request.params;
    reply.header('Content-Security-Policy', PAGE_CSP).type('text/html; charset=utf-8');
    if (!isExternalPageId(id)) return reply.code(404).send(externalNotFoundHtml(language));
    const notices = id === 'notice' ? context.shell.notices(context.now(), language) : [];
    return reply.send(externalPageHtml(id, language, notices));
  });

  app.get<{ Params: { file: string } }>(`${BANNER_IMAGE_PATH}/:file`, async (request, reply) => {
    const slide = bannerSlide(request.params.file.replace(/\.svg$/, ''));
    if (!slide || !request.params.file.endsWith('.svg'))
      throw new ApiError(404, 'NOT_FOUND', 'notFound', request.url.split('?', 1)[0]);
    return reply.type('image/svg+xml; charset=utf-8').send(bannerSvg(slide, pageLanguage(request)));
  });
}
