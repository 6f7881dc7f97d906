import { DELIVERY_MSG as M, TELEMETRY, telemetryTopic } from '@shanlian/contract';
import { sql } from 'drizzle-orm';
import epcis from 'epcis2.js';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { handleTelemetryMessage } from './mqtt.js';
import { placeFirms, report, rowsOf, type SimPoint, shippedRecord, shuffled, testPlate, walk } from './test-support.js';

const MQTT_URL = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';

describe.each(BACKENDS)('telemetry and cold-chain alarms on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let supplier: TestClient;
  let supplierFirmId: string;
  let supplierUserId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    const me = await supplier.ok('Account/GetCurrentUser', {});
    supplierFirmId = me.FirmId;
    supplierUserId = me.UserId;
    await placeFirms(t, supplierFirmId, (await buyer.ok('Account/GetCurrentUser', {})).FirmId);
  }, 60_000);
  afterAll(() => t?.close());
  /** An operator signed in now (the tests move the clock past a session's idle limit). */
  const asOperator = () => t.client().login('13800000004');

  async function newVehicle(TemperatureClass: 'chilled' | 'frozen' = 'chilled') {
    return supplier.ok('DST_Vehicle/SaveVehicle', { VehicleNo: testPlate(), TemperatureClass }) as Promise<{ Id: string; DeviceToken: string }>;
  }
  const stored = async (vehicleId: string) =>
    (await rowsOf(t, sql`select at from telemetry_points where vehicle_id = ${vehicleId} order by at`)).map((r) => new Date(r.at as string).getTime());
  const casesOf = async (vehicleId: string) =>
    rowsOf(t, sql`select alarm_type, started_at, ended_at, peak, status from cold_chain_alarms where vehicle_id = ${vehicleId} order by started_at`);
  /** Minutes of points ending a minute ago, one every `stepS` seconds. */
  const minutesAgo = (minutes: number) => new Date(t.clock.now().getTime() - minutes * 60_000);

  it('answers 401 without a device token or with a wrong one, and stores nothing', async () => {
    const v = await newVehicle();
    const points = walk(minutesAgo(5), 3, 1000, () => 4);
    const none = await fetch(`${t.baseUrl}/v1/Telemetry/Report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Points: points }),
    });
    expect(none.status).toBe(401);
    expect(((await none.json()) as { Message: string }).Message).toBe(M.deviceTokenMissing);
    // a person's session is no device token
    const session = await supplier.call('Telemetry/Report', { Points: points });
    expect(session.status).toBe(401);
    const wrong = await report(t, `${v.DeviceToken}x`, points);
    expect([wrong.status, wrong.body.Message]).toEqual([401, M.deviceTokenInvalid]);
    expect(await stored(v.Id)).toHaveLength(0);
  });

  it('stores 1000 points sent in three shuffled chunks with 50 repeats once each, in time order', async () => {
    const v = await newVehicle();
    const points = walk(minutesAgo(60), 1000, 3000, (i) => 3 + (i % 7) * 0.5);
    const repeats = shuffled(points, 11).slice(0, 50);
    const mixed = shuffled([...points, ...repeats], 5);
    const chunks = [mixed.slice(0, 350), mixed.slice(350, 700), mixed.slice(700)];
    let accepted = 0;
    let duplicates = 0;
    for (const chunk of chunks) {
      const r = await report(t, v.DeviceToken, chunk);
      expect(r.status).toBe(200);
      expect(r.body.Data.Rejected).toEqual([]);
      accepted += r.body.Data.Accepted;
      duplicates += r.body.Data.Duplicates;
    }
    expect([accepted, duplicates]).toEqual([1000, 50]);
    const times = await stored(v.Id);
    expect(times).toHaveLength(1000);
    expect(times).toEqual(points.map((p) => Date.parse(p.Time)));
    // the whole batch again: nothing new
    const again = await report(t, v.DeviceToken, points.slice(0, TELEMETRY.maxPointsPerBatch));
    expect(again.body.Data).toMatchObject({ Accepted: 0, Duplicates: 1000 });
    expect(await casesOf(v.Id)).toHaveLength(0);
  });

  it('rejects each bad point with its reason and keeps the good ones of the batch', async () => {
    const v = await newVehicle();
    const [good] = walk(minutesAgo(2), 1, 1000, () => 4) as [SimPoint];
    const future = new Date(t.clock.now().getTime() + 10 * 60_000).toISOString();
    const old = new Date(t.clock.now().getTime() - 8 * 24 * 3600_000).toISOString();
    const r = await report(t, v.DeviceToken, [
      good,
      { ...good, Time: 'yesterday' },
      { ...good, Time: future },
      { ...good, Time: old },
      { ...good, Time: minutesAgo(1).toISOString(), Longitude: 0, Latitude: 0 },
      { ...good, Time: minutesAgo(1).toISOString(), Longitude: 200 },
      { ...good, Time: minutesAgo(1).toISOString(), Temperature: 300 },
      { ...good, Time: minutesAgo(1).toISOString(), Humidity: -1 },
      'not a point',
    ]);
    expect(r.status).toBe(200);
    expect(r.body.Data.Accepted).toBe(1);
    expect(r.body.Data.Rejected).toEqual([
      { Index: 1, Message: M.pointTime },
      { Index: 2, Message: M.pointFuture },
      { Index: 3, Message: M.pointTooOld },
      { Index: 4, Message: M.pointCoordinates },
      { Index: 5, Message: M.pointCoordinates },
      { Index: 6, Message: M.pointTemperature },
      { Index: 7, Message: M.pointHumidity },
      { Index: 8, Message: expect.any(String) },
    ]);
    // an empty batch or too many points is a bad request
    const empty = await report(t, v.DeviceToken, []);
    expect([empty.status, empty.body.Message]).toEqual([400, M.pointsRequired]);
    expect(await stored(v.Id)).toHaveLength(1);
  });

  /** 30 minutes at one point each 10 s, chilled at 4 °C, with `hot` points at 10 °C from minute 10. */
  const excursion = (hot: number) => walk(minutesAgo(40), 180, 10_000, (i) => (i >= 60 && i < 60 + hot ? 10 + (i === 61 ? 1.5 : 0) : 4));

  it('makes exactly one alarm of a six-minute excursion, whatever the order and chunks, and none of a one-minute spike', async () => {
    const a = await newVehicle();
    const b = await newVehicle();
    const c = await newVehicle();
    const six = excursion(36); // 36 points × 10 s = 6 minutes above 8 °C
    await report(t, a.DeviceToken, six);
    for (const chunk of [0, 1, 2, 3].map((k) => shuffled(six, 3).slice(k * 45, (k + 1) * 45))) await report(t, b.DeviceToken, chunk);
    const [one] = await casesOf(a.Id);
    const casesB = await casesOf(b.Id);
    expect(await casesOf(a.Id)).toHaveLength(1);
    expect(casesB).toHaveLength(1);
    expect(one).toMatchObject({ alarm_type: 'temperature_high', peak: 11.5, status: 1 });
    expect(casesB[0]).toMatchObject({ peak: 11.5 });
    expect(new Date(casesB[0]?.started_at as string).getTime()).toBe(new Date(one?.started_at as string).getTime());
    expect(new Date(casesB[0]?.ended_at as string).getTime()).toBe(new Date(one?.ended_at as string).getTime());
    expect((new Date(one?.ended_at as string).getTime() - new Date(one?.started_at as string).getTime()) / 60_000).toBe(6);
    // a one-minute spike (a door opened at a stop) is no alarm
    await report(t, c.DeviceToken, excursion(6));
    expect(await casesOf(c.Id)).toHaveLength(0);
  });

  it('grows an excursion into an alarm as its points come in, and removes a case that late points in band cut short', async () => {
    const v = await newVehicle();
    const all = walk(minutesAgo(40), 180, 10_000, (i) => (i >= 40 && i < 100 ? 12 : 4));
    // the first 4 minutes of the excursion: not yet an alarm
    await report(t, v.DeviceToken, all.slice(0, 65));
    expect(await casesOf(v.Id)).toHaveLength(0);
    // the rest, with a few points of the middle lost on the way: the excursion 40–99 held ten minutes, one case
    const lost = new Set([68, 69, 70, 71, 72]);
    await report(
      t,
      v.DeviceToken,
      all.slice(65).filter((_, k) => !lost.has(k + 65)),
    );
    const [grown, ...more] = await casesOf(v.Id);
    expect(more).toHaveLength(0);
    expect((new Date(grown?.ended_at as string).getTime() - new Date(grown?.started_at as string).getTime()) / 60_000).toBe(10);
    // the lost points arrive late, in band: two excursions of 4.7 and 4.5 minutes remain, neither an alarm
    await report(
      t,
      v.DeviceToken,
      all.filter((_, i) => lost.has(i)).map((p) => ({ ...p, Temperature: 4 })),
    );
    expect(await casesOf(v.Id)).toHaveLength(0);
  });

  it('merges two cases into the oldest, keeping the acknowledgement, when a tighter band joins their excursions', async () => {
    const v = await newVehicle();
    const operator = await asOperator();
    // six minutes at 10 °C, three at 7 °C (inside 0–8 °C), six more at 10 °C, then 4 °C
    const all = walk(minutesAgo(50), 240, 10_000, (i) => (i < 40 || i >= 130 ? 4 : i >= 76 && i < 94 ? 7 : 10));
    await report(t, v.DeviceToken, all.slice(0, 94));
    t.clock.advance(1000);
    await report(t, v.DeviceToken, all.slice(94));
    const ids = (await rowsOf(t, sql`select id from cold_chain_alarms where vehicle_id = ${v.Id} order by started_at`)).map((r) => String(r.id));
    expect(ids).toHaveLength(2);
    await supplier.ok('DST_Alarm/AcknowledgeAlarm', { Id: String(ids[1]), Action: '冷机复位' });
    const chilled = (await operator.ok('DST_AlarmRule/GetAlarmRuleList', {}))[1];
    await operator.ok('DST_AlarmRule/SaveAlarmRule', { ...chilled, MaxTemperature: 6 });
    try {
      // a late reading inside the second case: both are judged again under 0–6 °C, where 7 °C is out too
      const late = { ...(all[100] as SimPoint), Time: new Date(Date.parse((all[100] as SimPoint).Time) + 5000).toISOString() };
      await report(t, v.DeviceToken, [late]);
      const cases = await rowsOf(t, sql`select id, started_at, ended_at, status, ack_action, band_max from cold_chain_alarms where vehicle_id = ${v.Id}`);
      expect(cases).toHaveLength(1);
      expect(cases[0]).toMatchObject({ id: ids[0], status: 2, ack_action: '冷机复位', band_max: 6 });
      expect(new Date(cases[0]?.started_at as string).getTime()).toBe(Date.parse((all[40] as SimPoint).Time));
      expect(new Date(cases[0]?.ended_at as string).getTime()).toBe(Date.parse((all[130] as SimPoint).Time));
    } finally {
      await operator.ok('DST_AlarmRule/SaveAlarmRule', chilled);
    }
  });

  it('judges humidity by its own readings: a point without humidity inside a humidity excursion does not cut it, whatever the chunks', async () => {
    const whole = await newVehicle();
    const chunked = await newVehicle();
    // ten minutes at 99 % (chilled allows 95 %); the terminal lost its humidity sensor for one reading at minute 5
    const all = walk(
      minutesAgo(40),
      180,
      10_000,
      () => 4,
      (i) => (i === 70 ? null : i >= 40 && i < 100 ? 99 : 80),
    );
    await report(t, whole.DeviceToken, all);
    await report(t, chunked.DeviceToken, all.slice(0, 71));
    await report(t, chunked.DeviceToken, all.slice(71));
    const [one, ...none] = await casesOf(whole.Id);
    expect(none).toHaveLength(0);
    expect(one).toMatchObject({ alarm_type: 'humidity_high', peak: 99 });
    expect(await casesOf(chunked.Id)).toEqual([one]);
  });

  it('judges a run by the class it began with, even when the vehicle is changed on the way', async () => {
    const v = await newVehicle('chilled');
    const record = await shippedRecord(t, buyer, supplier, supplierFirmId);
    await supplier.ok('DST_Distorder/StartDelivery', { VehicleId: v.Id, DriverUserId: supplierUserId, FillInIds: [record] });
    const [row] = await rowsOf(t, sql`select vehicle_no from vehicles where id = ${v.Id}`);
    await supplier.ok('DST_Vehicle/SaveVehicle', { Id: v.Id, VehicleNo: String(row?.vehicle_no), TemperatureClass: 'frozen' });
    const start = new Date(t.clock.now().getTime() + 1000);
    t.clock.advance(40 * 60_000);
    // 4 °C for half an hour: right for chilled goods (frozen would alarm), then 10 °C for six minutes
    await report(
      t,
      v.DeviceToken,
      walk(start, 216, 10_000, (i) => (i >= 180 ? 10 : 4)),
    );
    const cases = await casesOf(v.Id);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ alarm_type: 'temperature_high', peak: 10 });
    const [band] = await rowsOf(t, sql`select band_min, band_max from cold_chain_alarms where vehicle_id = ${v.Id}`);
    expect(band).toEqual({ band_min: 0, band_max: 8 });
  });

  it('lets the supplier acknowledge an alarm with the action taken, once; the buyer of the run sees it; a message and a text go out', async () => {
    const v = await newVehicle();
    const record = await shippedRecord(t, buyer, supplier, supplierFirmId);
    await supplier.ok('DST_Distorder/StartDelivery', { VehicleId: v.Id, DriverUserId: supplierUserId, FillInIds: [record] });
    const start = new Date(t.clock.now().getTime() + 1000);
    t.clock.advance(40 * 60_000);
    const points = walk(start, 180, 10_000, (i) => (i >= 60 && i < 100 ? 10 : 4));
    await report(t, v.DeviceToken, points);
    const list = await supplier.call('DST_Alarm/GetAlarmList', { Status: 1, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    const alarm = list.body.Data.find((a: { VehicleNo: string }) => a.VehicleNo);
    expect(alarm).toMatchObject({ AlarmType: 'temperature_high', AlarmTypeDesc: '温度过高', Temperature: 10, Humidity: 80, Status: 1, StatusDesc: '待处置' });
    expect(alarm.DurationMinutes).toBeCloseTo(6.7, 1);
    expect(alarm.Longitude).toBeGreaterThan(120);
    // the buyer sees it through the run; the map answers it as an Event
    const theirs = await buyer.ok('DST_Alarm/GetAlarmList', { DeliveryId: alarm.DeliveryId, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(theirs.map((a: { Id: string }) => a.Id)).toContain(alarm.Id);
    const order = await buyer.ok('DST_Distorder/GetDistorder', { foodFirmFillInId: record });
    expect(order.Event.map((e: { Id: string }) => e.Id)).toEqual([alarm.Id]);
    // messages to both firms and a text to the driver
    const msgs = await rowsOf(t, sql`select firm_id from messages where kind = 'cold-chain-alarm' and created_at = ${t.clock.now().toISOString()}`);
    expect(new Set(msgs.map((m) => m.firm_id)).size).toBe(2);
    const texts = await rowsOf(t, sql`select text from sms_outbox where purpose = 'cold-chain-alarm' and text like ${`%${'温度过高'}%`}`);
    expect(texts.length).toBeGreaterThan(0);
    // the buyer cannot acknowledge; the supplier can, once
    expect((await buyer.call('DST_Alarm/AcknowledgeAlarm', { Id: alarm.Id, Action: '已处理' })).status).toBe(403);
    const empty = await supplier.call('DST_Alarm/AcknowledgeAlarm', { Id: alarm.Id, Action: ' ' });
    expect([empty.status, empty.body.Message]).toEqual([400, M.actionRequired]);
    await supplier.ok('DST_Alarm/AcknowledgeAlarm', { Id: alarm.Id, Action: '检查冷机，门封条更换' });
    const twice = await supplier.call('DST_Alarm/AcknowledgeAlarm', { Id: alarm.Id, Action: '再次' });
    expect([twice.status, twice.body.Message]).toEqual([409, M.alarmAcknowledged]);
    const [acked] = await supplier.ok('DST_Alarm/GetAlarmList', { DeliveryId: alarm.DeliveryId, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(acked).toMatchObject({ Status: 2, StatusDesc: '已处置', AckAction: '检查冷机，门封条更换' });
    expect(acked.AckUserName).toBeTruthy();
    // the goods' trace shows the journey's temperature with the alarm (运输温控)
    const [line] = await rowsOf(t, sql`select coalesce(order_line_id, id) as id from fill_in_lines where fill_in_id = ${record} limit 1`);
    const trace = await t.client().ok('Trace/GetFoodTraceTrailByOrderDetailId', { OrderDetailId: String(line?.id) });
    const step = trace.FD_FoodTraceObjects.find((s: { BizStep: string }) => s.BizStep === 'sensor_reporting');
    expect(step).toMatchObject({ StepName: '运输温控', Alarm: true, DeliveryFillInId: record });
    expect(step.Detail).toContain('温度 4～10 °C');
    // as EPCIS 2.0: a sensor report with the alarm condition, valid against the standard's schema
    const doc = await supplier.ok('Trace/ExportEpcis', { OrderDetailId: String(line?.id) });
    const sensorEvents = (doc.epcisBody.eventList as { bizStep: string; sensorElementList?: unknown[] }[]).filter((e) => e.bizStep === 'sensor_reporting');
    expect(sensorEvents.length).toBeGreaterThan(0);
    expect(JSON.stringify(sensorEvents[0]?.sensorElementList)).toContain('ALARM_CONDITION');
    const valid = epcis.validateEpcisDocument(doc, false);
    expect(valid.success, JSON.stringify(valid.errors)).toBe(true);
  });

  it('leaves out a buyer whose goods were unloaded before the excursion began', async () => {
    const v = await newVehicle();
    const record = await shippedRecord(t, buyer, supplier, supplierFirmId);
    const { Id: runId } = await supplier.ok('DST_Distorder/StartDelivery', { VehicleId: v.Id, DriverUserId: supplierUserId, FillInIds: [record] });
    const start = new Date(t.clock.now().getTime() + 1000);
    t.clock.advance(40 * 60_000);
    // 50 points to the canteen (reached at the last), then parked on its street, the load warming for 8 minutes
    const there = walk(start, 50, 10_000, () => 4);
    const last = there.at(-1) as SimPoint;
    const after = Array.from({ length: 60 }, (_, i) => ({
      ...last,
      Time: new Date(Date.parse(last.Time) + (i + 1) * 10_000).toISOString(),
      Temperature: i >= 5 && i < 53 ? 10 : 4,
    }));
    await report(t, v.DeviceToken, [...there, ...after]);
    const mine = await supplier.ok('DST_Alarm/GetAlarmList', { DeliveryId: runId, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(mine).toHaveLength(1);
    const theirs = await buyer.ok('DST_Alarm/GetAlarmList', { DeliveryId: runId, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(theirs).toHaveLength(0);
    const buyerFirmId = (await buyer.ok('Account/GetCurrentUser', {})).FirmId;
    const told = await rowsOf(
      t,
      sql`select id from messages where kind = 'cold-chain-alarm' and firm_id = ${buyerFirmId} and created_at = ${t.clock.now().toISOString()}`,
    );
    expect(told).toHaveLength(0);
  });

  it('lets operators set a band and refuses bad bounds; others may only read it', async () => {
    const operator = await asOperator();
    const rules = await supplier.ok('DST_AlarmRule/GetAlarmRuleList', {});
    expect(rules.map((r: { TemperatureClass: string }) => r.TemperatureClass)).toEqual(['frozen', 'chilled', 'ambient']);
    expect(rules[0]).toMatchObject({ MaxTemperature: -18, MinDurationMinutes: 5 });
    const bad = await operator.call('DST_AlarmRule/SaveAlarmRule', {
      TemperatureClass: 'chilled',
      MinTemperature: 9,
      MaxTemperature: 2,
      MinDurationMinutes: 5,
    });
    expect([bad.status, bad.body.Message]).toEqual([400, M.ruleBounds]);
    const long = await operator.call('DST_AlarmRule/SaveAlarmRule', {
      TemperatureClass: 'chilled',
      MinTemperature: 0,
      MaxTemperature: 8,
      MinDurationMinutes: 0,
    });
    expect([long.status, long.body.Message]).toEqual([400, M.ruleDuration]);
    expect((await supplier.call('DST_AlarmRule/SaveAlarmRule', { TemperatureClass: 'ambient', MaxTemperature: 30, MinDurationMinutes: 10 })).status).toBe(403);
    await operator.ok('DST_AlarmRule/SaveAlarmRule', { TemperatureClass: 'ambient', MaxTemperature: 30, MinDurationMinutes: 10 });
    const after = await supplier.ok('DST_AlarmRule/GetAlarmRuleList', {});
    expect(after[2]).toMatchObject({ MaxTemperature: 30, MinDurationMinutes: 10 });
    expect(after[2].UpdateUserName).toBeTruthy();
  });

  it('takes the same reports over MQTT from a real broker (the topic must name the token’s vehicle)', async () => {
    const v = await newVehicle();
    const plate = (await rowsOf(t, sql`select vehicle_no from vehicles where id = ${v.Id}`))[0]?.vehicle_no as string;
    const points = walk(minutesAgo(3), 20, 5000, () => 4);
    // the handler the subscriber runs, as a message arrives
    const body = Buffer.from(JSON.stringify({ DeviceToken: v.DeviceToken, Points: points }));
    const wrongTopic = handleTelemetryMessage(t.deps, telemetryTopic('浙A00000'), body);
    await expect(wrongTopic).rejects.toThrow('设备令牌与车牌不符');
    // through Mosquitto: publish and let a subscriber bound to this app ingest
    const sub = await import('./mqtt.js').then((m) => m.startTelemetrySubscriber(t.deps, MQTT_URL, { info: () => {}, warn: () => {} }));
    const pub = mqtt.connect(MQTT_URL, { connectTimeout: 3000, reconnectPeriod: 0 });
    try {
      await new Promise<void>((resolve, reject) => {
        pub.once('connect', () => resolve());
        pub.once('error', reject);
      });
      await new Promise((r) => setTimeout(r, 500));
      await pub.publishAsync(telemetryTopic(plate), body, { qos: 1 });
      await expect.poll(async () => (await stored(v.Id)).length, { timeout: 10_000 }).toBe(20);
    } finally {
      pub.end(true);
      await sub();
    }
  });
});
