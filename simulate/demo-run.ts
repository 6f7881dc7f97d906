// Prepares a live delivery on a running server with the demo accounts, through the operations:
// the canteen buys, the supplier confirms and ships with a batch and a certificate, a vehicle
// gets a fresh device token and starts a run carrying the shipped record.
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Shanlian#2026';
/** A 1×1 PNG as the certificate picture. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type Envelope<T> = { IsSuccess: boolean; Data: T; Message: string };

async function login(base: string, phone: string) {
  const r = await post<{ Token: string; User: { UserId: string; FirmId: string } }>(base, null, 'Account/Login', { MobileNumber: phone, Password: PASSWORD });
  return { token: r.Token, userId: r.User.UserId, firmId: r.User.FirmId };
}

async function post<T>(base: string, token: string | null, name: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}/v1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const env = (await res.json()) as Envelope<T>;
  if (!env.IsSuccess) throw new Error(`${name}: ${env.Message}`);
  return env.Data;
}

export interface DemoRun {
  fillInId: string;
  deliveryId: string;
  vehicleNo: string;
  deviceToken: string;
}

export async function prepareDemoRun(baseUrl: string, opts: { buyer?: string; supplier?: string; plate?: string; startTime?: string } = {}): Promise<DemoRun> {
  const base = baseUrl.replace(/\/+$/, '');
  const buyer = await login(base, opts.buyer ?? '13800000001');
  const supplier = await login(base, opts.supplier ?? '13800000002');
  // the canteen buys something of the supplier's sold by the unit
  const items = await post<{ Id: string; Stock: number; MinQuantity?: number; QuantityStep?: number }[]>(base, null, 'Store/GetFoodsaleshelfDetailList', {
    SupplierId: supplier.firmId,
    PagerInfo: { PageIndex: 1, PageSize: 50 },
  });
  const item = items.find((p) => p.Stock >= 20 && (p.MinQuantity ?? 1) === 1 && (p.QuantityStep ?? 1) === 1);
  if (!item) throw new Error('the demo supplier has no product sold by the unit in stock');
  const [order] = await post<{ Id: string }[]>(base, buyer.token, 'Cart/BuyNow', { FoodSaleShelfId: item.Id, CartNumber: 2 });
  if (!order) throw new Error('no order made');
  await post(base, supplier.token, 'SupplierOrder/ConfirmOrder', { Id: order.Id });
  // ship with a batch and a certificate per line
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'certificate.png');
  form.append('ModuleType', '6');
  const uploaded = (await (
    await fetch(`${base}/v1/File/Upload`, { method: 'POST', headers: { authorization: `Bearer ${supplier.token}` }, body: form })
  ).json()) as Envelope<{ Id: string }[]>;
  const fileId = uploaded.Data?.[0]?.Id;
  if (!fileId) throw new Error(`upload: ${uploaded.Message}`);
  const detail = await post<{ B2B_ElectricityorderdetailInfos: { Id: string }[] }>(base, buyer.token, 'Order/GetOrderById', { Id: order.Id });
  const now = new Date().toISOString();
  await post(base, supplier.token, 'SupplierOrder/ShipOrder', {
    Id: order.Id,
    DistDate: now,
    Lines: detail.B2B_ElectricityorderdetailInfos.map((l, i) => ({
      Id: l.Id,
      BatchNumber: `SIM${Date.now().toString().slice(-6)}-${i}`,
      ProductDate: now.slice(0, 10),
      OriginFirmName: '浙江省农产品合作社',
      CertificateFileIds: [fileId],
    })),
  });
  const deliverable = await post<{ Id: string }[]>(base, supplier.token, 'DST_Distorder/GetDeliverableList', { PagerInfo: { PageIndex: 1, PageSize: 1 } });
  const fillInId = deliverable[0]?.Id;
  if (!fillInId) throw new Error('the shipped record is not deliverable');
  // a free chilled vehicle with a fresh token (the named plate, else a new one)
  const vehicles = await post<{ Id: string; VehicleNo: string; TemperatureClass: string; StatusDesc: string; Status: number }[]>(
    base,
    supplier.token,
    'DST_Vehicle/GetVehicleList',
    { SearchName: opts.plate ?? null, PagerInfo: { PageIndex: 1, PageSize: 50 } },
  );
  const free = vehicles.find((v) => v.TemperatureClass === 'chilled' && v.Status === 1 && v.StatusDesc !== '配送中');
  const vehicle = free
    ? { ...(await post<{ Id: string; DeviceToken: string }>(base, supplier.token, 'DST_Vehicle/RenewDeviceToken', { Id: free.Id })), VehicleNo: free.VehicleNo }
    : await (async () => {
        const plate = opts.plate ?? `浙A${Date.now().toString().slice(-5)}`;
        const made = await post<{ Id: string; DeviceToken: string }>(base, supplier.token, 'DST_Vehicle/SaveVehicle', {
          VehicleNo: plate,
          TemperatureClass: 'chilled',
          ProductFirmName: '江铃',
          VehicleModel: '冷藏车',
        });
        return { ...made, VehicleNo: plate };
      })();
  const run = await post<{ Id: string }>(base, supplier.token, 'DST_Distorder/StartDelivery', {
    VehicleId: vehicle.Id,
    DriverUserId: supplier.userId,
    FillInIds: [fillInId],
    StartTime: opts.startTime ?? null,
  });
  return { fillInId, deliveryId: run.Id, vehicleNo: vehicle.VehicleNo, deviceToken: vehicle.DeviceToken };
}
