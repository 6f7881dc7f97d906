/**
 * Deliveries and cold-chain telemetry: the codes, limits and messages that the server, the
 * browser and the simulator share, and the one excursion rule (a reading outside its band held
 * for a minimum time) that both the alarm engine and the chart apply.
 */

/** A vehicle's temperature class (GB 31605-2020: frozen, chilled, ambient). */
export const TEMPERATURE_CLASSES = { frozen: '冷冻', chilled: '冷藏', ambient: '常温' } as const;
export type TemperatureClass = keyof typeof TEMPERATURE_CLASSES;
export const TEMPERATURE_CLASS_VALUES = Object.keys(TEMPERATURE_CLASSES) as [TemperatureClass, ...TemperatureClass[]];

/** A vehicle's own status: 1 in service, 2 out of service (kept for the record, offered for no new run). */
export const VEHICLE_STATUS = { 1: '正常', 2: '停用' } as const;
export type VehicleStatus = 1 | 2;

/** A delivery run: 1 under way, 2 finished. */
export const DELIVERY_STATUS = { 1: '配送中', 2: '已完成' } as const;
export type DeliveryStatus = 1 | 2;

/** A stop (one stock-in record at its buyer firm): 0 pending, 1 arrived, 2 signed (spec 02 §4: 0 is pending). */
export const STOP_STATUS = { 0: '待送达', 1: '已到达', 2: '已签收' } as const;
export type StopStatus = 0 | 1 | 2;

/** What went out of band. */
export const ALARM_TYPES = {
  temperature_high: '温度过高',
  temperature_low: '温度过低',
  humidity_high: '湿度过高',
  humidity_low: '湿度过低',
} as const;
export type AlarmType = keyof typeof ALARM_TYPES;
export const ALARM_TYPE_VALUES = Object.keys(ALARM_TYPES) as [AlarmType, ...AlarmType[]];

/** An alarm case: 1 open (not yet acknowledged), 2 acknowledged. */
export const ALARM_STATUS = { 1: '待处置', 2: '已处置' } as const;
export type AlarmStatus = 1 | 2;

/** Map defaults of spec 02 §9. */
export const MAP_DEFAULTS = {
  zoom: 18,
  renderDelayMs: 500,
  lineWidth: 5,
  lineColor: '#2b8cbe',
  lineDash: '5,5',
} as const;

export const TELEMETRY = {
  /** Points in one report (HTTP or MQTT). */
  maxPointsPerBatch: 2000,
  /** A point later than the server's clock by more than this is refused (a terminal's clock gone wrong). */
  maxFutureMs: 5 * 60_000,
  /** A point older than this is refused (buffered points of a long gap still arrive). */
  maxAgeMs: 7 * 24 * 3600_000,
  minTemperature: -60,
  maxTemperature: 80,
  /** A stop counts as reached when a point falls within this many metres of it. */
  arrivalRadiusM: 150,
  /** Two points further apart in time than this leave a gap in the chart and the route (not a straight line). */
  gapMs: 2 * 60_000,
  /** A run may be registered after the vehicle left, at most this long ago. */
  maxBackdateMs: 12 * 3600_000,
  /** GetDistorder answers at most this many route points (evenly thinned, out-of-band points always kept). */
  maxRoutePoints: 4000,
  /**
   * Reports one device token may send per window (HTTP and MQTT together, counted on every
   * instance): a terminal sends a batch every second or so; more is a fault or a flood.
   */
  reportsPerWindow: 10,
  reportWindowMs: 2000,
} as const;

/** The MQTT topic of a vehicle's telemetry (the token rides in the message's DeviceToken field). */
export const telemetryTopic = (vehicleNo: string) => `shanlian/vehicles/${vehicleNo}/telemetry`;
export const TELEMETRY_TOPIC_FILTER = 'shanlian/vehicles/+/telemetry';

/** The band of a temperature class: bounds may be open (null); the minimum time out of band before an alarm. */
export interface AlarmBand {
  minTemperature: number | null;
  maxTemperature: number | null;
  minHumidity: number | null;
  maxHumidity: number | null;
  minDurationMs: number;
}

/** The defaults (also seeded by the migration): frozen ≤ −18 °C, chilled 0–8 °C, five minutes. */
export const DEFAULT_BANDS: Record<TemperatureClass, AlarmBand> = {
  frozen: { minTemperature: null, maxTemperature: -18, minHumidity: null, maxHumidity: null, minDurationMs: 5 * 60_000 },
  chilled: { minTemperature: 0, maxTemperature: 8, minHumidity: null, maxHumidity: 95, minDurationMs: 5 * 60_000 },
  ambient: { minTemperature: null, maxTemperature: null, minHumidity: null, maxHumidity: null, minDurationMs: 5 * 60_000 },
};

export interface SensorPoint {
  /** Epoch milliseconds. */
  t: number;
  temperature: number | null;
  humidity: number | null;
}

/** An excursion: a run of consecutive points out of band on one side. */
export interface Excursion {
  type: AlarmType;
  /** The first point out of band. */
  startT: number;
  /** The first point back in band after it; null while it lasts. */
  endT: number | null;
  /** The last point out of band. */
  lastOutT: number;
  /** The most extreme value and when it was read. */
  peak: number;
  peakT: number;
  /** (endT ?? lastOutT) − startT. */
  durationMs: number;
}

/** Which side of the band a value is on: 'high', 'low' or null (in band, or no reading). */
function side(value: number | null, min: number | null, max: number | null): 'high' | 'low' | null {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  if (max !== null && value > max) return 'high';
  if (min !== null && value < min) return 'low';
  return null;
}

/**
 * The excursions of points sorted by time: for temperature and humidity separately, each maximal
 * run of consecutive points out of band on the same side. A point without that reading neither
 * starts nor ends a run. Every run is answered; `alarming` keeps those held at least the band's
 * minimum duration.
 */
export function excursions(points: readonly SensorPoint[], band: AlarmBand): Excursion[] {
  const out: Excursion[] = [];
  const metrics = [
    { key: 'temperature' as const, min: band.minTemperature, max: band.maxTemperature, high: 'temperature_high' as const, low: 'temperature_low' as const },
    { key: 'humidity' as const, min: band.minHumidity, max: band.maxHumidity, high: 'humidity_high' as const, low: 'humidity_low' as const },
  ];
  for (const m of metrics) {
    if (m.min === null && m.max === null) continue;
    let run: Excursion | null = null;
    let runSide: 'high' | 'low' | null = null;
    const close = (endT: number | null) => {
      if (!run) return;
      run.endT = endT;
      run.durationMs = (endT ?? run.lastOutT) - run.startT;
      out.push(run);
      run = null;
      runSide = null;
    };
    for (const p of points) {
      const v = p[m.key];
      if (v === null || v === undefined) continue;
      const s = side(v, m.min, m.max);
      if (run && s !== runSide) close(p.t);
      if (!s) continue;
      if (!run) {
        run = { type: s === 'high' ? m.high : m.low, startT: p.t, endT: null, lastOutT: p.t, peak: v, peakT: p.t, durationMs: 0 };
        runSide = s;
      } else {
        const r: Excursion = run;
        r.lastOutT = p.t;
        if (s === 'high' ? v > r.peak : v < r.peak) {
          r.peak = v;
          r.peakT = p.t;
        }
      }
    }
    close(null);
  }
  return out.sort((a, b) => a.startT - b.startT);
}

/** The excursions long enough to be alarms. */
export function alarming(points: readonly SensorPoint[], band: AlarmBand): Excursion[] {
  return excursions(points, band).filter((e) => e.durationMs >= band.minDurationMs);
}

/** Great-circle distance in metres (WGS-84 sphere approximation, good to a few metres at city scale). */
export function distanceM(a: { lng: number; lat: number }, b: { lng: number; lat: number }): number {
  const R = 6_371_000;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Spec 02 §4: the final destination is the stop farthest from the start; the pending stops other
 * than it are waypoints, nearest first. Null when the start or every stop lacks coordinates.
 */
export function deliveryPlan<S extends { Status: number; Longitude: number | null; Latitude: number | null }>(
  start: { Longitude: number | null; Latitude: number | null } | null,
  stops: readonly S[],
): { destination: S; waypoints: S[] } | null {
  if (!start || start.Longitude === null || start.Latitude === null) return null;
  const from = { lng: start.Longitude, lat: start.Latitude };
  const placed = stops.filter((s) => s.Longitude !== null && s.Latitude !== null);
  if (placed.length === 0) return null;
  const dist = (s: S) => distanceM(from, { lng: s.Longitude as number, lat: s.Latitude as number });
  const destination = placed.reduce((far, s) => (dist(s) > dist(far) ? s : far));
  const waypoints = placed.filter((s) => s !== destination && s.Status === 0).sort((a, b) => dist(a) - dist(b));
  return { destination, waypoints };
}

export const DELIVERY_MSG = {
  navTarget: '导航目标地点不正确',
  deviceTokenMissing: '缺少设备令牌',
  deviceTokenInvalid: '设备令牌无效',
  tooManyReports: `该设备上报过于频繁（每${TELEMETRY.reportWindowMs / 1000}秒最多${TELEMETRY.reportsPerWindow}次），请合并定位点后稍后再报`,
  vehicleNoRequired: '请填写车牌号',
  vehicleNoInvalid: '车牌号格式不正确（如 浙A12345 或 浙AD12345）',
  vehicleNoTaken: '该车牌号已登记',
  makerTooLong: '车辆厂商不能超过50个字',
  modelTooLong: '车辆型号不能超过50个字',
  dimension: '车辆尺寸须为0到30米',
  temperatureClass: '请选择温控类型',
  vehicleNotFound: '车辆不存在',
  vehicleBusy: '车辆正在配送中',
  vehicleDisabled: '车辆已停用',
  vehicleHasHistory: '车辆已有配送记录，不能删除，可改为停用',
  playUrl: '视频地址须为 http(s) 链接或设备编号',
  driverRequired: '请选择司机',
  driverNotStaff: '司机须为本企业在职员工',
  fillInsRequired: '请选择要配送的进货单',
  tooManyStops: '一次配送最多20张进货单',
  fillInNotFound: '进货单不存在',
  fillInNotShipped: '只有已发货、未签收的进货单可以配送',
  fillInOnDelivery: '进货单已在其他配送中',
  startNoCoordinates: '本企业未设置经纬度，请先在企业信息中填写',
  startTime: '发车时间须在过去12小时内',
  stopNoCoordinates: '收货单位未设置经纬度',
  deliveryNotFound: '配送单不存在',
  noDelivery: '该进货单暂无配送信息',
  deliveryFinished: '配送已完成',
  stopNotFound: '配送站点不存在',
  stopStatus: '站点状态只能依次变为已到达、已签收',
  pointsRequired: '请上传定位数据',
  tooManyPoints: `一次最多上传${TELEMETRY.maxPointsPerBatch}个点`,
  pointInvalid: '定位数据格式不正确',
  pointTime: '时间格式不正确',
  pointFuture: '时间晚于服务器时间超过5分钟',
  pointTooOld: '时间早于7天前',
  pointCoordinates: '经纬度超出范围',
  pointTemperature: '温度须为 -60 到 80 °C',
  pointHumidity: '湿度须为 0 到 100 %',
  alarmNotFound: '告警不存在',
  alarmAcknowledged: '该告警已处置',
  actionRequired: '请填写处置措施',
  actionTooLong: '处置措施不能超过200个字',
  ruleBounds: '下限不能高于上限',
  ruleTemperature: '温度界限须为 -60 到 80 °C',
  ruleHumidity: '湿度界限须为 0 到 100 %',
  ruleDuration: '持续时间须为1到120分钟',
} as const;
