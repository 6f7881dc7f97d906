import { DELIVERY_MSG as M, MAP_DEFAULTS, TELEMETRY } from '@shanlian/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { rivalSupplier } from '../order/test-support.js';
import { hashDeviceToken } from './device-token.js';
import { placeFirms, report, rowsOf, shippedRecord, testPlate, walk } from './test-support.js';

describe.each(BACKENDS)('vehicles and delivery runs on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let supplier: TestClient;
  let rival: TestClient;
  let otherBuyer: TestClient;
  let supplierFirmId: string;
  let buyerFirmId: string;
  let supplierUserId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    otherBuyer = await t.client().login('13800000005');
    const me = await supplier.ok('Account/GetCurrentUser', {});
    supplierFirmId = me.FirmId;
    supplierUserId = me.UserId;
    buyerFirmId = (await buyer.ok('Account/GetCurrentUser', {})).FirmId;
    rival = await rivalSupplier(t, supplierFirmId);
    await placeFirms(t, supplierFirmId, buyerFirmId);
  }, 60_000);
  afterAll(() => t?.close());

  const vehicle = (over: Record<string, unknown> = {}) => ({
    VehicleNo: testPlate(),
    ProductFirmName: '江淮',
    VehicleModel: '冷藏车 HFC5043',
    VehicleLong: 4.2,
    VehicleWide: 1.9,
    VehicleHigh: 2.1,
    TemperatureClass: 'chilled' as const,
    ...over,
  });

  it('adds a vehicle with its token shown once, lists it, renews the token and refuses bad plates', async () => {
    const input = vehicle();
    const made = await supplier.ok('DST_Vehicle/SaveVehicle', input);
    expect(made.DeviceToken).toMatch(/^dev_/);
    const [row] = await rowsOf(t, sql`select token_hash from vehicles where id = ${made.Id}`);
    expect(row?.token_hash).toBe(hashDeviceToken(made.DeviceToken));
    const list = await supplier.call('DST_Vehicle/GetVehicleList', { SearchName: input.VehicleNo, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(list.body.Data).toHaveLength(1);
    expect(list.body.Data[0]).toMatchObject({ VehicleNo: input.VehicleNo, TemperatureClassName: '冷藏', StatusDesc: '正常', LastReportTime: null });
    expect(JSON.stringify(list.body.Data)).not.toContain(made.DeviceToken);
    // updating answers no token; renewing answers a new one and the old stops working at once
    expect((await supplier.ok('DST_Vehicle/SaveVehicle', { ...input, Id: made.Id, VehicleModel: '改装' })).DeviceToken).toBeNull();
    const renewed = await supplier.ok('DST_Vehicle/RenewDeviceToken', { Id: made.Id });
    expect(renewed.DeviceToken).not.toBe(made.DeviceToken);
    const old = await report(
      t,
      made.DeviceToken,
      walk(t.clock.now(), 1, 1000, () => 4),
    );
    expect(old.status).toBe(401);
    expect(old.body.Message).toBe(M.deviceTokenInvalid);
    expect(
      (
        await report(
          t,
          renewed.DeviceToken,
          walk(t.clock.now(), 1, 1000, () => 4),
        )
      ).body.Data.Accepted,
    ).toBe(1);
    // plates: format and uniqueness
    const bad = await supplier.call('DST_Vehicle/SaveVehicle', vehicle({ VehicleNo: 'AB123' }));
    expect([bad.status, bad.body.Message]).toEqual([400, M.vehicleNoInvalid]);
    const dup = await supplier.call('DST_Vehicle/SaveVehicle', vehicle({ VehicleNo: input.VehicleNo }));
    expect([dup.status, dup.body.Message]).toEqual([409, M.vehicleNoTaken]);
    const size = await supplier.call('DST_Vehicle/SaveVehicle', vehicle({ VehicleLong: 31 }));
    expect([size.status, size.body.Message]).toEqual([400, M.dimension]);
    // a vehicle that reported cannot be deleted; a new one can
    const del = await supplier.call('DST_Vehicle/DeleteVehicle', { Id: made.Id });
    expect([del.status, del.body.Message]).toEqual([400, M.vehicleHasHistory]);
    const spare = await supplier.ok('DST_Vehicle/SaveVehicle', vehicle());
    expect((await supplier.call('DST_Vehicle/DeleteVehicle', { Id: spare.Id })).status).toBe(200);
  });

  it('keeps vehicles inside their firm: another supplier and a buyer neither see nor change them', async () => {
    const made = await supplier.ok('DST_Vehicle/SaveVehicle', vehicle());
    const theirs = await rival.call('DST_Vehicle/GetVehicleList', { PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(theirs.body.Data.map((v: { Id: string }) => v.Id)).not.toContain(made.Id);
    expect((await rival.call('DST_Vehicle/SaveVehicle', { ...vehicle(), Id: made.Id })).status).toBe(403);
    expect((await rival.call('DST_Vehicle/RenewDeviceToken', { Id: made.Id })).status).toBe(403);
    expect((await rival.call('DST_Vehicle/DeleteVehicle', { Id: made.Id })).status).toBe(403);
    expect((await buyer.call('DST_Vehicle/GetVehicleList', { PagerInfo: { PageIndex: 1, PageSize: 10 } })).status).toBe(403);
  });

  it('starts a run with shipped records only, one run per vehicle and per record, even when two starts race', async () => {
    const v = await supplier.ok('DST_Vehicle/SaveVehicle', vehicle());
    const record = await shippedRecord(t, buyer, supplier, supplierFirmId);
    const deliverable = await supplier.ok('DST_Distorder/GetDeliverableList', { PagerInfo: { PageIndex: 1, PageSize: 50 } });
    const row = deliverable.find((d: { Id: string }) => d.Id === record);
    expect(row).toMatchObject({ FirmId: buyerFirmId, Longitude: 120.0987, Latitude: 30.2903 });
    expect(row.LineCount).toBeGreaterThan(0);
    const drivers = await supplier.ok('DST_Distorder/GetDriverList', {});
    expect(drivers.map((d: { Id: string }) => d.Id)).toContain(supplierUserId);
    // refusals: a driver of another firm, a record not shipped, nothing to carry
    const buyerUserId = (await buyer.ok('Account/GetCurrentUser', {})).UserId;
    const foreignDriver = await supplier.call('DST_Distorder/StartDelivery', { VehicleId: v.Id, DriverUserId: buyerUserId, FillInIds: [record] });
    expect([foreignDriver.status, foreignDriver.body.Message]).toEqual([400, M.driverNotStaff]);
    const early = new Date(t.clock.now().getTime() - 13 * 3600_000).toISOString();
    const backdated = await supplier.call('DST_Distorder/StartDelivery', {
      VehicleId: v.Id,
      DriverUserId: supplierUserId,
      FillInIds: [record],
      StartTime: early,
    });
    expect([backdated.status, backdated.body.Message]).toEqual([400, M.startTime]);
    const none = await supplier.call('DST_Distorder/StartDelivery', { VehicleId: v.Id, DriverUserId: supplierUserId, FillInIds: [] });
    expect([none.status, none.body.Message]).toEqual([400, M.fillInsRequired]);
    const [unshipped] = await rowsOf(t, sql`select id from fill_ins where supplier_firm_id = ${supplierFirmId} and status <> 3 limit 1`);
    if (unshipped) {
      const r = await supplier.call('DST_Distorder/StartDelivery', { VehicleId: v.Id, DriverUserId: supplierUserId, FillInIds: [String(unshipped.id)] });
      expect(r.status).toBe(400);
      expect(r.body.Message).toContain(M.fillInNotShipped);
    }
    // another supplier cannot use this vehicle
    expect((await rival.call('DST_Distorder/StartDelivery', { VehicleId: v.Id, DriverUserId: supplierUserId, FillInIds: [record] })).status).toBe(403);
    // two starts of the same record on two vehicles at once: exactly one wins
    const v2 = await supplier.ok('DST_Vehicle/SaveVehicle', vehicle());
    const raced = await Promise.all(
      [v.Id, v2.Id].map((VehicleId) => supplier.call('DST_Distorder/StartDelivery', { VehicleId, DriverUserId: supplierUserId, FillInIds: [record] })),
    );
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(raced.find((r) => r.status === 409)?.body.Message).toContain(M.fillInOnDelivery);
    const counted = await rowsOf(t, sql`select count(*)::int as n from delivery_stops where fill_in_id = ${record}`);
    expect(counted[0]?.n).toBe(1);
    // the busy vehicle takes no second run, and cannot be set out of service
    const winner = raced.findIndex((r) => r.status === 200);
    const busyVehicle = winner === 0 ? v : v2;
    const second = await shippedRecord(t, buyer, supplier, supplierFirmId);
    const busy = await supplier.call('DST_Distorder/StartDelivery', { VehicleId: busyVehicle.Id, DriverUserId: supplierUserId, FillInIds: [second] });
    expect([busy.status, busy.body.Message]).toEqual([409, M.vehicleBusy]);
    const off = await supplier.call('DST_Vehicle/SaveVehicle', { ...vehicle(), Id: busyVehicle.Id, Status: 2 });
    expect([off.status, off.body.Message]).toEqual([409, M.vehicleBusy]);
    // a record whose buyer has no coordinates cannot be a stop
    await t.database.db.execute(sql`update firms set longitude = null where id = ${buyerFirmId}`);
    const free = winner === 0 ? v2 : v;
    const unplaced = await supplier.call('DST_Distorder/StartDelivery', { VehicleId: free.Id, DriverUserId: supplierUserId, FillInIds: [second] });
    await t.database.db.execute(sql`update firms set longitude = 120.0987 where id = ${buyerFirmId}`);
    expect(unplaced.status).toBe(400);
    expect(unplaced.body.Message).toContain(M.stopNoCoordinates);
  });

  it('answers the delivery order to the supplier and the receiving buyer, never to another firm; stops go arrived then signed and the run finishes', async () => {
    const v = await supplier.ok('DST_Vehicle/SaveVehicle', vehicle({ PlayUrl: 'https://cam.example.com/live/1.m3u8' }));
    const record = await shippedRecord(t, buyer, supplier, supplierFirmId);
    const { Id: runId } = await supplier.ok('DST_Distorder/StartDelivery', { VehicleId: v.Id, DriverUserId: supplierUserId, FillInIds: [record] });
    // points arrive out of order; the route answers them in time order, with a gap not bridged in the distance
    const from = new Date(t.clock.now().getTime() + 1000);
    t.clock.advance(20 * 60_000);
    const first = walk(from, 30, 10_000, () => 4);
    const late = walk(new Date(from.getTime() + 30 * 10_000 + TELEMETRY.gapMs + 60_000), 10, 10_000, () => 5);
    expect((await report(t, v.DeviceToken, [...late, ...first.reverse()])).body.Data.Accepted).toBe(40);
    const order = await supplier.ok('DST_Distorder/GetDistorder', { foodFirmFillInId: record });
    expect(order.Id).toBe(runId);
    expect(order.Route).toHaveLength(40);
    const times = order.Route.map((p: { Time: string }) => Date.parse(p.Time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(order.Band).toMatchObject({ TemperatureClass: 'chilled', MinTemperature: 0, MaxTemperature: 8, MinDurationMinutes: 5 });
    expect(order.Summary).toMatchObject({ PointCount: 40, MinTemperature: 4, MaxTemperature: 5 });
    expect(order.Cac_QLYFirm).toMatchObject({ Longitude: 120.07, Latitude: 30.3 });
    expect(order.bA_UserInfo.Id).toBe(supplierUserId);
    expect(order.vI_FirmmonitorInfos).toHaveLength(1);
    expect(order.eN_DistvehicleInfo).toMatchObject({ Id: v.Id, StatusDesc: '配送中' });
    // the buyer reads it too; another buyer and another supplier do not
    expect((await buyer.ok('DST_Distorder/GetDistorder', { foodFirmFillInId: record })).Id).toBe(runId);
    expect((await otherBuyer.call('DST_Distorder/GetDistorder', { foodFirmFillInId: record })).status).toBe(403);
    expect((await rival.call('DST_Distorder/GetDistorder', { foodFirmFillInId: record })).status).toBe(403);
    // an order line (what the buyer's order shows) leads to the same delivery
    const [orderLine] = await rowsOf(t, sql`select order_line_id from fill_in_lines where fill_in_id = ${record} limit 1`);
    expect((await buyer.ok('DST_Distorder/GetDistorder', { foodFirmFillInId: String(orderLine?.order_line_id) })).Id).toBe(runId);
    const missing = await buyer.call('DST_Distorder/GetDistorder', { foodFirmFillInId: 'no-such-record' });
    expect([missing.status, missing.body.Message]).toEqual([404, M.noDelivery]);
    // lists: the supplier's, the buyer's (its own stops), not the other buyer's
    const mine = await supplier.ok('DST_Distorder/GetDistorderList', { Status: 1, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(mine.map((r: { Id: string }) => r.Id)).toContain(runId);
    const theirs = await buyer.ok('DST_Distorder/GetDistorderList', { PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(theirs.find((r: { Id: string }) => r.Id === runId)?.Stops.every((s: { TargetFirmId: string }) => s.TargetFirmId === buyerFirmId)).toBe(true);
    const others = await otherBuyer.ok('DST_Distorder/GetDistorderList', { PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(others.map((r: { Id: string }) => r.Id)).not.toContain(runId);
    // the walk ended at the canteen: the stop was reached by telemetry, at the first point within the radius
    const stop = order.dST_DistorderfirmInfos[0];
    expect(stop).toMatchObject({ Status: 1, StatusDesc: '已到达' });
    const [reached] = await rowsOf(t, sql`select arrived_by from delivery_stops where id = ${stop.Id}`);
    expect(reached?.arrived_by).toBe('telemetry');
    // the buyer cannot mark arrival; marking it again is refused; the buyer signs and the run finishes
    const stopId = stop.Id;
    expect((await buyer.call('DST_Distorder/SetStopStatus', { Id: stopId, Status: 1 })).status).toBe(403);
    const again = await supplier.call('DST_Distorder/SetStopStatus', { Id: stopId, Status: 1 });
    expect([again.status, again.body.Message]).toEqual([409, M.stopStatus]);
    await buyer.ok('DST_Distorder/SetStopStatus', { Id: stopId, Status: 2 });
    const done = await supplier.ok('DST_Distorder/GetDistorder', { foodFirmFillInId: record });
    expect(done).toMatchObject({ Status: 2, StatusDesc: '已完成' });
    expect(done.dST_DistorderfirmInfos[0]).toMatchObject({ Status: 2, StatusDesc: '已签收' });
    const finished = await supplier.call('DST_Distorder/FinishDelivery', { Id: runId });
    expect([finished.status, finished.body.Message]).toEqual([409, M.deliveryFinished]);
  });

  it('answers the map configuration: no tiles by default, the spec defaults', async () => {
    const cfg = await t.client().ok('DST_Distorder/GetMapConfig', {});
    expect(cfg).toMatchObject({ TileUrl: null, KeyMissing: false, Zoom: MAP_DEFAULTS.zoom, RenderDelayMs: MAP_DEFAULTS.renderDelayMs });
  });
});
