import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import * as firmTypes from '../firm/firm-types.service.js';
import * as content from '../store/content.service.js';
import { STORE_TAGS, storeReads } from '../store/store-cache.js';
import * as about from './about.service.js';
import * as cms from './cms.service.js';
import * as news from './news.service.js';

/**
 * The operator console's store content (banners, partners, floors, food types, public firm types,
 * the disclaimer and news) and the store's reads of the content this module keeps. Floors and
 * food types are the catalogue's tables, public firm types the firm module's: their services
 * do the work.
 */
export function cmsRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  const { cached, cachedPage } = storeReads(deps);
  registerOperations(app, deps, sessions, {
    // ---- the store (cached, decision 018; news are not: each opening counts a read) ----
    'Store/GetIndexBackImg': (_i, ctx) =>
      cached(ctx, 'banners', STORE_TAGS.cms, async () => ({
        value: await cms.listBanners(ctx.db, ctx.now),
        expiresAt: await cms.nextBannerChange(ctx.db, ctx.now),
      })),
    'Store/GetFoodproductfirmlogoList': (_i, ctx) =>
      cachedPage(ctx, `partners:${ctx.page.limit}:${ctx.page.offset}`, STORE_TAGS.cms, () => cms.listPartners(ctx.db, ctx.page.limit, ctx.page.offset)),
    'Store/GetDocumentList': (_i, { db, now, page }) => news.listNews(db, now, page.limit, page.offset),
    'Store/GetDocumentById': (input, { db, now }) => news.readNews(db, now, input.Id),
    'Store/GetAbout': (_i, ctx) => cached(ctx, 'about', STORE_TAGS.cms, async () => ({ value: await about.storeAbout(ctx.db) })),
    // ---- banners ----
    'CMS/GetBannerList': (_i, { db, now }) => cms.consoleBanners(db, now),
    'CMS/SaveBanner': (input, ctx) => cms.saveBanner(ctx.db, actorOf(ctx), ctx.now, input),
    'CMS/SortBanners': (input, { db, now }) => cms.sortBanners(db, now, input.Ids),
    'CMS/DeleteBanner': (input, { db }) => cms.deleteBanner(db, input.Id),
    // ---- partners ----
    'CMS/GetPartnerList': (_i, { db }) => cms.consolePartners(db),
    'CMS/SavePartner': (input, ctx) => cms.savePartner(ctx.db, actorOf(ctx), ctx.now, input),
    'CMS/DeletePartner': (input, { db }) => cms.deletePartner(db, input.Id),
    // ---- floors ----
    'CMS/GetFloorList': (_i, { db }) => content.consoleFloors(db),
    'CMS/SaveFloor': (input, { db }) => content.saveFloor(db, input),
    'CMS/DeleteFloor': (input, { db }) => content.deleteFloor(db, input.Id),
    // ---- food types ----
    'CMS/GetFoodTypeList': (_i, { db }) => content.consoleFoodTypes(db),
    'CMS/SaveFoodType': (input, { db }) => content.saveFoodType(db, input),
    'CMS/DeleteFoodType': (input, { db }) => content.deleteFoodType(db, input.Id),
    // ---- public firm types ----
    'CMS/GetPubFirmTypeList': (_i, { db }) => firmTypes.consolePubFirmTypes(db),
    'CMS/SavePubFirmType': (input, { db }) => firmTypes.savePubFirmType(db, input),
    'CMS/DeletePubFirmType': (input, { db }) => firmTypes.deletePubFirmType(db, input.Id),
    // ---- the disclaimer ----
    'CMS/GetAbout': (_i, { db }) => about.consoleAbout(db),
    'CMS/SaveAbout': (input, ctx) => about.saveAbout(ctx.db, ctx.actor, ctx.now, input),
    // ---- news ----
    'CMS/GetNewsList': (input, { db, now, page }) => news.consoleNews(db, now, input, page.limit, page.offset),
    'CMS/GetNewsById': (input, { db, now }) => news.consoleNewsDetail(db, now, input.Id),
    'CMS/SaveNews': (input, ctx) => news.saveNews(ctx.db, actorOf(ctx), ctx.now, input),
    'CMS/UnpublishNews': (input, { db, now }) => news.unpublishNews(db, now, input.Id),
    'CMS/DeleteNews': (input, { db }) => news.deleteNews(db, input.Id),
  });
}
