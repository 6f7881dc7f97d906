import { creditCodeCheckChar, OPERATOR_MSG as M, MSG } from '@shanlian/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { firms } from '../firm/firm.tables.js';
import { floors, shelfItems } from '../store/store.tables.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const STRONG = 'Supplier#2026go';
const PAGE = { PageIndex: 1, PageSize: 50 };
let seq = 0;
const freshPhone = () => `1368800${String(1000 + ++seq + Math.floor(Math.random() * 8000)).slice(-4)}`;
const freshCreditCode = () => {
  const first17 = `91330106MA${String(1000000 + Math.floor(Math.random() * 8_999_999)).slice(-7)}`;
  return first17 + creditCodeCheckChar(first17);
};
type Row = { Id: string };
const ids = (rows: Row[]) => rows.map((r) => r.Id);

describe.each(BACKENDS)('firm review, suspension and shelf review on %s', (backend) => {
  let t: TestApp;
  let operator: TestClient;
  let buyer: TestClient;
  let typeId: string;
  let typeCode: string;
  let imageA: string;
  let imageB: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    operator = await t.client().login('13800000004');
    buyer = await t.asBuyer();
    const tree = await t.client().ok('Store/GetFoodTypeTree', {});
    const grain = tree.find((n: { Name: string }) => n.Name === '粮油');
    typeId = grain.Children[0].Id;
    typeCode = grain.Code;
    imageA = await t.deps.files.save(t.database.db, { fileName: 'a.png', bytes: PNG });
    imageB = await t.deps.files.save(t.database.db, { fileName: 'b.png', bytes: PNG });
  });
  afterAll(() => t?.close());
  // fresh per-address login windows for each test
  beforeEach(() => t.clock.advance(61_000));

  const item = (name: string, over: Record<string, unknown> = {}) => ({
    ProductName: name,
    FoodTypeId: typeId,
    FoodSpecification: '5kg/袋',
    Unit: '袋',
    FoodBrand: '审核',
    SealNumber: 'SH-01',
    FoodShelfLife: 365,
    PresentPrice: 58.8,
    OriginalPrice: 66,
    Stock: 500,
    ImageFileIds: [imageA],
    Introduction: '<p>产地直供</p>',
    ...over,
  });

  /** A supplier firm registered as a visitor does it: captcha, SMS code, then the form with FirmType supplier. */
  async function registerSupplier(firmName: string) {
    const c = t.client();
    const phone = freshPhone();
    const serial = `serial-${phone}`;
    await c.ok('Account/GetImageValidateCode', { ValidSerialNumber: serial });
    const text = await c.ok('Dev/PeekCaptcha', { ValidSerialNumber: serial });
    await c.ok('Account/SendPhoneMessage', { Phone: phone, ValidCode: text, ValidSerialNumber: serial, Purpose: 'register' });
    const code = (await c.ok('Dev/GetSmsOutbox', { Phone: phone }))[0].Code;
    const { VerifyToken } = await c.ok('Account/IsValidCode', { Phone: phone, Code: code });
    const { FirmId } = await c.ok('Account/Register', {
      EN_FirmuserInfo: {
        FirmName: firmName,
        FirmStandardNumber: freshCreditCode(),
        ContactAddress: '杭州市西湖区留下街道1号',
        MobileNumber: phone,
        FullName: '钱经理',
        FirmType: 'supplier',
      },
      verifyCode: VerifyToken,
      Password: STRONG,
      ConfirmPassword: STRONG,
    });
    const client = await t.client().login(phone, STRONG);
    return { client, phone, firmId: FirmId as string };
  }

  /** Whether the item shows anywhere in the store, each read asked: [read, present]. */
  async function storeSees(id: string, name: string, supplierId: string, supplierName: string): Promise<Record<string, boolean>> {
    const anon = t.client();
    const search = await anon.ok('Store/GetFoodsaleshelfInfoList', { ProductName: name, PagerInfo: PAGE });
    const bySupplier = await anon.ok('Store/GetFoodsaleshelfDetailList', { SupplierId: supplierId, PagerInfo: PAGE });
    const latest = await anon.ok('Store/GetLatestList', { PagerInfo: PAGE });
    const guess = await anon.ok('Store/GetGuessYouLike', { PageSize: 50 });
    const floorTab = await anon.ok('Store/GetFoodsaleshelfInfoList', { FoodTypeCode: typeCode, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    const floor = (await anon.ok('Store/GetFoodfloorLoginess', { PagerInfo: PAGE })).find((f: { FeaturedIds: string[] }) => f.FeaturedIds.length > 0);
    const suggest = await anon.ok('Store/GetSearchSuggest', { Keyword: name });
    const suppliers = await anon.ok('Store/GetSupplierList', { SearchName: supplierName, PagerInfo: PAGE });
    const count = await anon.ok('Store/GetProductCount', { SupplierId: supplierId, PagerInfo: PAGE });
    const detail = await anon.call('Store/GetProductDetailById', { Id: id });
    const supplier = await anon.call('Store/GetSupplierById', { Id: supplierId });
    return {
      search: ids(search).includes(id),
      bySupplier: ids(bySupplier).includes(id),
      latest: ids(latest).includes(id),
      guess: ids(guess).includes(id),
      floorTab: ids(floorTab).includes(id),
      floorFeatured: !!floor?.FeaturedIds.includes(id),
      suggest: suggest.Products.includes(name),
      supplierList: ids(suppliers).includes(supplierId),
      count: count > 0,
      detail: detail.status === 200,
      supplier: supplier.status === 200,
    };
  }
  const everywhere = (v: boolean) =>
    Object.fromEntries(
      ['search', 'bySupplier', 'latest', 'guess', 'floorTab', 'floorFeatured', 'suggest', 'supplierList', 'count', 'detail', 'supplier'].map((k) => [k, v]),
    );
  /** Makes the item a best seller and a floor's featured pick, so that every read would show it first if it were listed. */
  async function makeProminent(id: string) {
    await t.database.db.update(shelfItems).set({ soldCount: 9_000_000 }).where(eq(shelfItems.id, id));
    const [floor] = await t.database.db.select().from(floors).limit(1);
    if (floor)
      await t.database.db
        .update(floors)
        .set({ featuredShelfIds: [id] })
        .where(eq(floors.id, floor.id));
  }
  const cartAdd = (id: string) => buyer.call('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: id, CartNumber: 1 } });
  const messagesOf = async (c: TestClient) => c.ok('Message/GetMessageList', { PagerInfo: PAGE });
  const smsOf = async (phone: string) => t.client().ok('Dev/GetSmsOutbox', { Phone: phone });

  it('the demo seed leaves a pending supplier with its licences and items, and a pending change, in the queues', async () => {
    const firms = await operator.ok('Operator/GetFirmReviewList', { Status: 'pending', Keyword: '绿源', PagerInfo: PAGE });
    expect(firms).toHaveLength(1);
    expect(firms[0]).toMatchObject({ FirmName: '杭州绿源农产品有限公司', Status: 'pending', StatusName: '待审核', FirmType: 'supplier', Licences: 2 });
    const detail = await operator.ok('Operator/GetFirmReviewDetail', { Id: firms[0].Id });
    expect(detail).toMatchObject({ CreditCodeValid: true, ShelfItems: 2 });
    expect(detail.LicenceList.map((l: { NumberMatches: boolean }) => l.NumberMatches)).toEqual([true, true]);
    expect(detail.LicenceList.every((l: { Files: unknown[] }) => l.Files.length === 1)).toBe(true);
    expect(detail.History.map((h: { Action: string }) => h.Action)).toEqual(['注册提交审核']);
    const queue = await operator.ok('Operator/GetShelfReviewList', { Status: 'pending', PagerInfo: PAGE });
    expect(queue.filter((r: { IsNew: boolean }) => r.IsNew).length).toBeGreaterThanOrEqual(2);
    expect(queue.find((r: { IsNew: boolean }) => !r.IsNew)?.ChangedFields).toContain('现价');
    // the applicant logs in and sees its state
    const applicant = await t.client().login('13800000008');
    expect(await applicant.ok('Firm/GetReviewState', {})).toEqual({ Status: 'pending', StatusName: '待审核', StatusReason: '' });
  });

  it('a registered supplier waits: it logs in and shelves, but nothing of it is in the store until approved', async () => {
    const firmName = '杭州审核测试鲜果供应链有限公司';
    const s = await registerSupplier(firmName);
    expect(await s.client.ok('Firm/GetReviewState', {})).toEqual({ Status: 'pending', StatusName: '待审核', StatusReason: '' });
    const me = await s.client.ok('Account/GetCurrentUser', {});
    expect(me).toMatchObject({ FirmType: 'supplier', Roles: ['供应商管理员'] });
    const name = '审核测试黑米';
    const { Id } = await s.client.ok('SupplierShelf/SaveShelfItem', item(name));
    const [own] = await s.client.ok('SupplierShelf/GetShelfList', { SearchName: name, PagerInfo: PAGE });
    expect(own).toMatchObject({ Id, OnSale: true, Listed: false, ReviewStatus: 'pending', ReviewStatusName: '待审核', PendingFields: [] });
    await makeProminent(Id);
    const before = (await t.client().ok('Store/GetStoreStats', {})).SupplierCount;

    expect(await storeSees(Id, name, s.firmId, firmName)).toEqual(everywhere(false));
    const refused = await cartAdd(Id);
    expect([refused.status, refused.body.Message]).toEqual([404, MSG.productNotFound]);
    expect((await buyer.call('Favorite/AddToFavorite', { B2B_UserfoodcollectInfo: { FoodSaleShelfId: Id } })).status).toBe(404);

    // the operator sees it in the queue, with its history
    const queue = await operator.ok('Operator/GetFirmReviewList', { Status: 'pending', Keyword: firmName, PagerInfo: PAGE });
    expect(ids(queue)).toEqual([s.firmId]);
    const detail = await operator.ok('Operator/GetFirmReviewDetail', { Id: s.firmId });
    expect(detail).toMatchObject({
      CreditCodeValid: true,
      ShelfItems: 1,
      Licences: 0,
      ContactPhone: s.phone,
      History: [{ Action: '注册提交审核', UserName: '钱经理' }],
    });

    // approving the firm: the firm is in the store, the item still waits for its own review
    expect(await operator.ok('Operator/ReviewFirm', { Id: s.firmId, Approve: true })).toEqual({ Status: 'active' });
    expect(await storeSees(Id, name, s.firmId, firmName)).toEqual({ ...everywhere(false), supplierList: true, supplier: true });
    expect((await t.client().ok('Store/GetStoreStats', {})).SupplierCount).toBe(before + 1);
    const approvedMsg = (await messagesOf(s.client)).find((m: { Title: string }) => m.Title === '入驻审核已通过');
    expect(approvedMsg?.Body).toContain(firmName);
    const approvedSms = (await smsOf(s.phone)).filter((x: { Purpose: string }) => x.Purpose === 'firm-review');
    expect(approvedSms).toHaveLength(1);
    expect(approvedSms[0].Text).toContain('审核通过');

    const [row] = await operator.ok('Operator/GetShelfReviewList', { Status: 'pending', Keyword: name, PagerInfo: PAGE });
    expect(row).toMatchObject({ Id, IsNew: true, SupplierName: firmName, ReviewStatus: 'pending', PresentPrice: 58.8 });
    const side = await operator.ok('Operator/GetShelfReviewDetail', { Id });
    expect(side.Live).toBeNull();
    expect(side.Proposed).toMatchObject({ ProductName: name, PresentPrice: 58.8, OriginalPrice: 66, Introduction: '<p>产地直供</p>' });
    expect(await operator.ok('Operator/ReviewShelfItem', { Id, Approve: true })).toEqual({ ReviewStatus: 'approved' });

    expect(await storeSees(Id, name, s.firmId, firmName)).toEqual(everywhere(true));
    expect((await cartAdd(Id)).status).toBe(200);
    const [listed] = await s.client.ok('SupplierShelf/GetShelfList', { SearchName: name, PagerInfo: PAGE });
    expect(listed).toMatchObject({ Listed: true, ReviewStatus: 'approved' });
  });

  it('a rejection reaches the applicant by message and SMS with its reason; the applicant resubmits; of two reviews at once one wins', async () => {
    const firmName = '杭州审核测试驳回食品有限公司';
    const s = await registerSupplier(firmName);
    const noReason = await operator.call('Operator/ReviewFirm', { Id: s.firmId, Approve: false });
    expect([noReason.status, noReason.body.Message]).toEqual([400, M.rejectReasonRequired]);
    const reason = '营业执照照片不清晰，请重新上传';
    expect(await operator.ok('Operator/ReviewFirm', { Id: s.firmId, Approve: false, Reason: reason })).toEqual({ Status: 'rejected' });
    expect(await s.client.ok('Firm/GetReviewState', {})).toEqual({ Status: 'rejected', StatusName: '已驳回', StatusReason: reason });
    const msg = (await messagesOf(s.client)).find((m: { Title: string }) => m.Title === '入驻审核未通过');
    expect(msg?.Body).toContain(reason);
    const sms = (await smsOf(s.phone)).filter((x: { Purpose: string }) => x.Purpose === 'firm-review');
    expect(sms).toHaveLength(1);
    expect(sms[0].Text).toContain(reason);

    // the result again, on request; a firm no longer pending cannot be reviewed again
    expect(await operator.ok('Operator/ResendReviewNotice', { Id: s.firmId })).toEqual({ Sent: 1 });
    expect((await smsOf(s.phone)).filter((x: { Text: string }) => x.Text.includes(reason))).toHaveLength(2);
    const again = await operator.call('Operator/ReviewFirm', { Id: s.firmId, Approve: true });
    expect([again.status, again.body.Message]).toEqual([409, M.firmNotPending]);

    expect(await s.client.ok('Firm/ResubmitReview', {})).toEqual({ Status: 'pending' });
    const twice = await s.client.call('Firm/ResubmitReview', {});
    expect([twice.status, twice.body.Message]).toEqual([409, M.firmNotRejected]);
    const nothing = await operator.call('Operator/ResendReviewNotice', { Id: s.firmId });
    expect(nothing.status).toBe(409);

    // two operators at once: exactly one decides
    const both = await Promise.all([
      operator.call('Operator/ReviewFirm', { Id: s.firmId, Approve: true }),
      operator.call('Operator/ReviewFirm', { Id: s.firmId, Approve: false, Reason: '资料不全' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body.Message).toBe(M.firmNotPending);
    const history = (await operator.ok('Operator/GetFirmReviewDetail', { Id: s.firmId })).History.map((h: { Action: string }) => h.Action);
    expect(history.slice(1)).toEqual(['重新提交审核', '重发审核通知', '审核驳回', '注册提交审核']);
    expect(['审核通过', '审核驳回']).toContain(history[0]);
  });

  it('a price change saved through the editor marks only the price: the same introduction rewritten by the editor is no change', async () => {
    const supplier = await t.asSupplier();
    await operator.ok('Operator/SaveSettings', { ShelfReviewRequired: false });
    const name = '审核测试香米';
    const intro = '<h3>产地与品质</h3><p>五常产区。</p><ul><li>规格：5kg/袋</li><li>保质期：12个月</li></ul><p><b>学校食堂小贴士：</b>浸泡30分钟</p>';
    const { Id } = await supplier.ok('SupplierShelf/SaveShelfItem', item(name, { Introduction: intro }));
    await operator.ok('Operator/SaveSettings', { ShelfReviewRequired: true });
    // what the rich-text editor writes back for the same text: paragraphs in list items, <strong>, an empty paragraph, spaces
    const rewritten =
      '<h3>产地与品质</h3>\n<p>五常产区。</p><ul><li><p>规格：5kg/袋</p></li><li><p>保质期：12个月</p></li></ul><p><strong>学校食堂小贴士：</strong>浸泡30分钟</p><p></p>';
    await supplier.ok('SupplierShelf/SaveShelfItem', item(name, { Id, Introduction: rewritten, PresentPrice: 55 }));
    const [row] = await operator.ok('Operator/GetShelfReviewList', { Status: 'pending', Keyword: name, PagerInfo: PAGE });
    expect(row).toMatchObject({ Id, ChangedFields: ['现价'] });
    // a real change of the text is still one
    await supplier.ok('SupplierShelf/SaveShelfItem', item(name, { Id, Introduction: rewritten.replace('12个月', '18个月'), PresentPrice: 55 }));
    const [again] = await operator.ok('Operator/GetShelfReviewList', { Status: 'pending', Keyword: name, PagerInfo: PAGE });
    expect(again.ChangedFields).toEqual(['现价', '商品介绍']);
  });

  it('a change of a listed item waits for review when the setting says so, and applies at once when it does not', async () => {
    const supplier = await t.asSupplier();
    expect(await operator.ok('Operator/GetSettings', {})).toEqual({ ShelfReviewRequired: true });
    expect(await operator.ok('Operator/SaveSettings', { ShelfReviewRequired: false })).toEqual({ ShelfReviewRequired: false });
    const name = '审核测试糙米';
    const { Id } = await supplier.ok('SupplierShelf/SaveShelfItem', item(name));
    const store = async () => t.client().ok('Store/GetProductDetailById', { Id });
    expect(await store()).toMatchObject({ ProductName: name, PresentPrice: 58.8 });
    const own = async () => (await supplier.ok('SupplierShelf/GetShelfList', { SearchName: '审核测试', PagerInfo: PAGE })).find((r: Row) => r.Id === Id);

    await operator.ok('Operator/SaveSettings', { ShelfReviewRequired: true });
    // the price and the pictures wait; the stock applies at once
    await supplier.ok('SupplierShelf/SaveShelfItem', item(name, { Id, PresentPrice: 49.9, Stock: 300, ImageFileIds: [imageB, imageA] }));
    expect(await store()).toMatchObject({ PresentPrice: 58.8, Stock: 300 });
    expect((await store()).B2B_FoodsaleshelffileInfos.map((f: Row) => f.Id)).toEqual([imageA]);
    expect(await own()).toMatchObject({ PresentPrice: 49.9, Listed: true, ReviewStatus: 'pending', PendingFields: ['现价', '商品图片'] });
    const [row] = await operator.ok('Operator/GetShelfReviewList', { Status: 'pending', Keyword: name, PagerInfo: PAGE });
    expect(row).toMatchObject({ Id, IsNew: false, ChangedFields: ['现价', '商品图片'], PresentPrice: 49.9 });
    const side = await operator.ok('Operator/GetShelfReviewDetail', { Id });
    expect([side.Live.PresentPrice, side.Proposed.PresentPrice]).toEqual([58.8, 49.9]);
    expect(side.Proposed.Images.map((f: Row) => f.Id)).toEqual([imageB, imageA]);

    expect(await operator.ok('Operator/ReviewShelfItem', { Id, Approve: true })).toEqual({ ReviewStatus: 'approved' });
    expect(await store()).toMatchObject({ PresentPrice: 49.9, Stock: 300 });
    expect((await store()).B2B_FoodsaleshelffileInfos.map((f: Row) => f.Id)).toEqual([imageB, imageA]);
    expect(await own()).toMatchObject({ ReviewStatus: 'approved', PendingFields: [] });
    const late = await operator.call('Operator/ReviewShelfItem', { Id, Approve: true });
    expect([late.status, late.body.Message]).toEqual([409, M.shelfNotPending]);

    // rejected: the store keeps the approved version, the supplier sees why
    await supplier.ok('SupplierShelf/SaveShelfItem', item(`${name}特级`, { Id, PresentPrice: 39.9, ImageFileIds: [imageB, imageA] }));
    expect((await own()).PendingFields).toEqual(['商品名称', '现价']);
    const noReason = await operator.call('Operator/ReviewShelfItem', { Id, Approve: false, Reason: '  ' });
    expect([noReason.status, noReason.body.Message]).toEqual([400, M.rejectReasonRequired]);
    expect(await operator.ok('Operator/ReviewShelfItem', { Id, Approve: false, Reason: '价格低于成本，请核实' })).toEqual({ ReviewStatus: 'rejected' });
    expect(await store()).toMatchObject({ ProductName: name, PresentPrice: 49.9 });
    expect(await own()).toMatchObject({
      ProductName: name,
      PresentPrice: 49.9,
      ReviewStatus: 'rejected',
      ReviewReason: '价格低于成本，请核实',
      PendingFields: [],
    });
    expect((await messagesOf(supplier)).find((m: { Title: string }) => m.Title === '商品审核未通过')?.Body).toContain('价格低于成本');

    // taking the change back (saving what the store shows) leaves nothing waiting
    await supplier.ok('SupplierShelf/SaveShelfItem', item(name, { Id, PresentPrice: 45, ImageFileIds: [imageB, imageA] }));
    expect((await own()).ReviewStatus).toBe('pending');
    await supplier.ok('SupplierShelf/SaveShelfItem', item(name, { Id, PresentPrice: 49.9, ImageFileIds: [imageB, imageA] }));
    expect(await own()).toMatchObject({ ReviewStatus: 'approved', PendingFields: [] });

    // with the setting off, a change applies at once
    await operator.ok('Operator/SaveSettings', { ShelfReviewRequired: false });
    await supplier.ok('SupplierShelf/SaveShelfItem', item(name, { Id, PresentPrice: 45, ImageFileIds: [imageB, imageA] }));
    expect(await store()).toMatchObject({ PresentPrice: 45 });
    expect(await own()).toMatchObject({ PresentPrice: 45, ReviewStatus: 'approved', PendingFields: [] });
    await operator.ok('Operator/SaveSettings', { ShelfReviewRequired: true });
  });

  it('a suspension ends the firm sessions at once, refuses its logins with the reason told, takes its products out of the store; resuming brings them back', async () => {
    const supplier = await t.asSupplier();
    const me = await supplier.ok('Account/GetCurrentUser', {});
    const [product] = await t.client().ok('Store/GetFoodsaleshelfDetailList', { SupplierId: me.FirmId, PagerInfo: { PageIndex: 1, PageSize: 1 } });
    const reason = '食品安全抽检不合格，暂停供货';

    const done = await operator.ok('Operator/SuspendFirm', { Id: me.FirmId, Reason: reason });
    expect(done.Status).toBe('suspended');
    expect(done.EndedSessions).toBeGreaterThanOrEqual(1);
    expect((await supplier.call('Account/GetCurrentUser', {})).status).toBe(401);
    const login = await t.client().call('Account/Login', { MobileNumber: me.MobileNumber, Password: 'Shanlian#2026' });
    expect([login.status, login.body.Message]).toEqual([403, M.firmSuspended]);
    expect((await t.client().call('Store/GetProductDetailById', { Id: product.Id })).status).toBe(404);
    expect((await t.client().call('Store/GetSupplierById', { Id: me.FirmId })).status).toBe(404);
    expect(await t.client().ok('Store/GetFoodsaleshelfDetailList', { SupplierId: me.FirmId, PagerInfo: PAGE })).toEqual([]);
    expect((await cartAdd(product.Id)).status).toBe(404);

    // the reason is in the audit trail; the refused login in the login log
    const [audit] = await operator.ok('Audit/GetOperationLogList', { Operation: 'Operator/SuspendFirm', PagerInfo: PAGE });
    expect(audit).toMatchObject({ Result: 'ok', TargetIds: expect.arrayContaining([me.FirmId]) });
    expect(audit.Message).toContain(`理由：${reason}`);
    const logins = await operator.ok('Audit/GetLoginLogList', { SearchName: me.MobileNumber, PagerInfo: PAGE });
    expect(logins[0]).toMatchObject({ Operation: 'refused', Result: 'fail' });

    const twice = await operator.call('Operator/SuspendFirm', { Id: me.FirmId, Reason: reason });
    expect([twice.status, twice.body.Message]).toEqual([409, M.firmNotActive]);
    const opFirm = (await operator.ok('Account/GetCurrentUser', {})).FirmId;
    const platform = await operator.call('Operator/SuspendFirm', { Id: opFirm, Reason: reason });
    expect([platform.status, platform.body.Message]).toEqual([400, M.firmIsPlatform]);

    expect(await operator.ok('Operator/ResumeFirm', { Id: me.FirmId, Reason: '复检合格' })).toEqual({ Status: 'active' });
    const [resumed] = await operator.ok('Audit/GetOperationLogList', { Operation: 'Operator/ResumeFirm', PagerInfo: PAGE });
    expect(resumed.Message).toContain('理由：复检合格');
    const back = await t.asSupplier();
    expect((await back.ok('Account/GetCurrentUser', {})).FirmId).toBe(me.FirmId);
    expect((await t.client().call('Store/GetProductDetailById', { Id: product.Id })).status).toBe(200);
    expect((await cartAdd(product.Id)).status).toBe(200);
    const notSuspended = await operator.call('Operator/ResumeFirm', { Id: me.FirmId, Reason: '复检合格' });
    expect([notSuspended.status, notSuspended.body.Message]).toEqual([409, M.firmNotSuspended]);
    const history = (await operator.ok('Operator/GetFirmReviewDetail', { Id: me.FirmId })).History;
    expect(history.slice(0, 2)).toMatchObject([
      { Action: '解除停用', Reason: '复检合格' },
      { Action: '停用', Reason: reason },
    ]);
  });

  it('a suspended buyer cannot order; a session that outlived its firm suspension is refused on its next call', async () => {
    const other = await t.client().login('13800000005');
    const me = await other.ok('Account/GetCurrentUser', {});
    const [product] = await t.client().ok('Store/GetFoodsaleshelfDetailList', { PagerInfo: { PageIndex: 1, PageSize: 1 } });
    const order = () => other.call('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: product.Id, CartNumber: product.MinQuantity } });
    expect((await operator.ok('Operator/SuspendFirm', { Id: me.FirmId, Reason: '账户异常' })).EndedSessions).toBeGreaterThanOrEqual(1);
    expect((await order()).status).toBe(401);
    expect((await t.client().call('Account/Login', { MobileNumber: '13800000005', Password: 'Shanlian#2026' })).status).toBe(403);
    await operator.ok('Operator/ResumeFirm', { Id: me.FirmId, Reason: '已核实' });
    const again = await t.client().login('13800000005');
    // a status written past the operator (as if a session survived it): the resolver refuses it
    await t.database.db.update(firms).set({ status: 'suspended' }).where(eq(firms.id, me.FirmId));
    expect((await again.call('Account/GetCurrentUser', {})).status).toBe(401);
    await t.database.db.update(firms).set({ status: 'active' }).where(eq(firms.id, me.FirmId));
  });

  it('answers bad input with 4xx and its message, and refuses firms without the permissions', async () => {
    const unknown = '01890000-0000-7000-8000-000000000000';
    for (const [name, body, status, message] of [
      ['Operator/ReviewFirm', { Id: unknown, Approve: true }, 404, M.firmNotFound],
      ['Operator/GetFirmReviewDetail', { Id: unknown }, 404, M.firmNotFound],
      ['Operator/SuspendFirm', { Id: unknown, Reason: '理由' }, 404, M.firmNotFound],
      ['Operator/SuspendFirm', { Id: unknown, Reason: ' ' }, 400, M.reasonRequired],
      ['Operator/ResumeFirm', { Id: unknown, Reason: 'x'.repeat(201) }, 400, M.reasonTooLong],
      ['Operator/ReviewShelfItem', { Id: unknown, Approve: true }, 404, M.shelfNotFound],
      ['Operator/GetShelfReviewDetail', { Id: unknown }, 404, M.shelfNotFound],
      ['Operator/GetFirmReviewList', { Status: 'nope', PagerInfo: PAGE }, 400, '企业状态不正确'],
      ['Operator/GetShelfReviewList', { Status: 'nope', PagerInfo: PAGE }, 400, '审核状态不正确'],
      ['Operator/SaveSettings', { ShelfReviewRequired: 'yes' }, 400, '请选择是否需要审核'],
    ] as const) {
      const r = await operator.raw(name, body);
      expect([name, r.status, r.body.Message]).toEqual([name, status, message]);
    }
    // a buyer firm is never pending or rejected
    const resubmit = await buyer.call('Firm/ResubmitReview', {});
    expect([resubmit.status, resubmit.body.Message]).toEqual([409, M.firmNotRejected]);
    expect((await buyer.ok('Firm/GetReviewState', {})).Status).toBe('active');
    const supplier = await t.asSupplier();
    for (const c of [buyer, supplier]) {
      for (const [name, body] of [
        ['Operator/GetFirmReviewList', { PagerInfo: PAGE }],
        ['Operator/GetFirmReviewDetail', { Id: unknown }],
        ['Operator/ReviewFirm', { Id: unknown, Approve: true }],
        ['Operator/SuspendFirm', { Id: unknown, Reason: '理由' }],
        ['Operator/ResumeFirm', { Id: unknown, Reason: '理由' }],
        ['Operator/ResendReviewNotice', { Id: unknown }],
        ['Operator/GetShelfReviewList', { PagerInfo: PAGE }],
        ['Operator/GetShelfReviewDetail', { Id: unknown }],
        ['Operator/ReviewShelfItem', { Id: unknown, Approve: true }],
        ['Operator/GetSettings', {}],
        ['Operator/SaveSettings', { ShelfReviewRequired: false }],
      ] as const) {
        expect([name, (await c.raw(name, body)).status]).toEqual([name, 403]);
      }
    }
    expect((await t.client().call('Firm/GetReviewState', {})).status).toBe(401);
  });
});
