import { TRACE_MSG } from '@shanlian/contract';
import epcis from 'epcis2.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { acceptedLine, type LineFixture } from './trace-fixture.js';

const PUBLIC_URL = 'http://localhost:3000';
type Ev = Record<string, unknown> & {
  eventID: string;
  bizStep: string;
  action: string;
  eventTime: string;
  quantityList: { epcClass: string; quantity: number; uom?: string }[];
};

describe.each(BACKENDS)('GS1 EPCIS events on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let supplier: TestClient;
  let otherBuyer: TestClient;
  let ownSupervisor: TestClient;
  let farSupervisor: TestClient;
  let withGtin: LineFixture;
  let withoutGtin: LineFixture;
  let buyerFirmId: string;
  let supplierFirmId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    otherBuyer = await t.client().login('13800000005');
    ownSupervisor = await t.client().login('13800000003');
    farSupervisor = await t.client().login('13800000006');
    const b = await buyer.ok('Account/GetCurrentUser', {});
    const s = await supplier.ok('Account/GetCurrentUser', {});
    buyerFirmId = b.FirmId;
    supplierFirmId = s.FirmId;
    const common = { buyerFirmId: b.FirmId, supplierFirmId: s.FirmId, supplierName: s.FirmName, buyerName: b.FirmName };
    withGtin = await acceptedLine(t, supplier, { ...common, fromOrder: true, gtin: '6901234567892', batch: 'L 1/2' });
    withoutGtin = await acceptedLine(t, supplier, common);
  }, 60_000);
  afterAll(() => t?.close());

  it('exports a received line as a valid EPCIS 2.0 document, events in time order', async () => {
    const doc = await buyer.ok('Trace/ExportEpcis', { OrderDetailId: withGtin.traceId });
    expect(doc['@context']).toEqual(['https://ref.gs1.org/standards/epcis/epcis-context.jsonld']);
    expect(doc.type).toBe('EPCISDocument');
    expect(doc.schemaVersion).toBe('2.0');
    const result = epcis.validateEpcisDocument(doc, false);
    expect(result.errors).toEqual([]);
    expect(result.success).toBe(true);
    const events = doc.epcisBody.eventList as Ev[];
    expect(events.map((e) => e.bizStep)).toEqual(['commissioning', 'shipping', 'receiving', 'accepting']);
    expect(events.map((e) => e.action)).toEqual(['ADD', 'OBSERVE', 'OBSERVE', 'OBSERVE']);
    const times = events.map((e) => Date.parse(e.eventTime));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    for (const e of events) {
      expect(e.eventTime).toMatch(/\+08:00$/);
      expect(e.eventTimeZoneOffset).toBe('+08:00');
      expect(e.eventID).toMatch(/^ni:\/\/\/sha-256;[0-9a-f]{64}\?ver=CBV2\.0$/);
      // the LGTIN class of the batch (the batch URI-encoded) and the unit's UN/CEFACT code
      expect(e.quantityList).toEqual([{ epcClass: 'https://id.gs1.org/01/6901234567892/10/L%201%2F2', quantity: 20, uom: 'KGM' }]);
    }
    expect(new Set(events.map((e) => e.eventID)).size).toBe(4);
    const shipping = events[1] as Ev;
    expect(shipping.disposition).toBe('in_transit');
    expect(shipping.sourceList).toEqual([{ type: 'owning_party', source: `${PUBLIC_URL}/firm/${supplierFirmId}` }]);
    expect(shipping.destinationList).toEqual([{ type: 'owning_party', destination: `${PUBLIC_URL}/firm/${buyerFirmId}` }]);
    expect(shipping.readPoint).toEqual({ id: `${PUBLIC_URL}/firm/${supplierFirmId}` });
    expect(shipping.certificationInfo).toBe(`${PUBLIC_URL}/v1/Trace/File/${withGtin.lineId}/${withGtin.certificateId}`);
    // the origin is not on the platform: no location is claimed for it
    expect(events[0]?.readPoint).toBeUndefined();
  });

  it('names a batch without a GTIN by a private class under the platform', async () => {
    const doc = await supplier.ok('Trace/ExportEpcis', { OrderDetailId: withoutGtin.lineId });
    expect(epcis.validateEpcisDocument(doc, false).success).toBe(true);
    expect((doc.epcisBody.eventList as Ev[])[0]?.quantityList[0]?.epcClass).toBe(`${PUBLIC_URL}/class/${withoutGtin.lineId}/10/B20261101`);
  });

  it('is checked by the validator: a document missing an action fails', async () => {
    const doc = await buyer.ok('Trace/ExportEpcis', { OrderDetailId: withGtin.traceId });
    const broken = structuredClone(doc);
    delete (broken.epcisBody.eventList[0] as Record<string, unknown>).action;
    const result = epcis.validateEpcisDocument(broken, false);
    expect(result.success).toBe(false);
    expect(result.errors.join(' ')).toContain('action');
  });

  it('is read by the buyer, the supplier and the supervisor of the buyer area only', async () => {
    expect((await ownSupervisor.call('Trace/ExportEpcis', { OrderDetailId: withGtin.traceId })).status).toBe(200);
    for (const who of [otherBuyer, farSupervisor]) {
      const r = await who.call('Trace/ExportEpcis', { OrderDetailId: withGtin.traceId });
      expect(r.status).toBe(404);
      expect(r.body.Message).toBe(TRACE_MSG.traceNotFound);
    }
    expect((await t.client().call('Trace/ExportEpcis', { OrderDetailId: withGtin.traceId })).status).toBe(401);
  });
});
