import { z } from 'zod';
import { ZId, ZPagerInfoInput, ZSearch, ZTime, ZTimeInput } from '../common.js';
import { can, DEVICE, LOGIN, op, PUBLIC } from '../operation.js';
import { ALARM_TYPE_VALUES, DELIVERY_MSG as M, TELEMETRY, TEMPERATURE_CLASS_VALUES } from '../rules/delivery.js';

/**
 * Deliveries (DST_Distorder) with cold-chain telemetry: a supplier's vehicles with their device
 * tokens, delivery runs carrying stock-in records to buyer firms (the map's id is the stock-in
 * record id), the terminals' telemetry reports, the alarms they raise and the operators' bands.
 */

const ZDimension = z.number({ error: M.dimension }).min(0, M.dimension).max(30, M.dimension).nullable().default(null);

export const ZVehicleInput = z.object({
  Id: ZId.optional().nullable(),
  VehicleNo: z
    .string({ error: M.vehicleNoRequired })
    .trim()
    .min(1, M.vehicleNoRequired)
    .max(10, M.vehicleNoInvalid)
    // a province character, a letter, then 5 (fuel) or 6 (new energy) letters and digits
    .regex(/^[\u4e00-\u9fa5][A-Z][A-HJ-NP-Z0-9]{5,6}$/, M.vehicleNoInvalid),
  ProductFirmName: z.string({ error: M.makerTooLong }).trim().max(50, M.makerTooLong).default(''),
  VehicleModel: z.string({ error: M.modelTooLong }).trim().max(50, M.modelTooLong).default(''),
  VehicleLong: ZDimension,
  VehicleWide: ZDimension,
  VehicleHigh: ZDimension,
  TemperatureClass: z.enum(TEMPERATURE_CLASS_VALUES, { error: M.temperatureClass }),
  /** 1 in service, 2 out of service. */
  Status: z.union([z.literal(1), z.literal(2)], { error: '状态不正确' }).default(1),
  /** The vehicle's camera: an http(s) stream link or a device identifier; empty for none. */
  PlayUrl: z
    .string({ error: M.playUrl })
    .trim()
    .max(300, M.playUrl)
    .refine((v) => v === '' || /^https?:\/\/\S+$/.test(v) || /^[A-Za-z0-9_.:-]{4,64}$/.test(v), M.playUrl)
    .default(''),
});
export type TVehicleInput = z.input<typeof ZVehicleInput>;

export const ZVehicle = z.object({
  Id: z.string(),
  VehicleNo: z.string(),
  ProductFirmName: z.string(),
  VehicleModel: z.string(),
  VehicleLong: z.number().nullable(),
  VehicleWide: z.number().nullable(),
  VehicleHigh: z.number().nullable(),
  TemperatureClass: z.enum(TEMPERATURE_CLASS_VALUES),
  TemperatureClassName: z.string(),
  Status: z.number(),
  /** 配送中 when on a run under way, else the vehicle's own status name. */
  StatusDesc: z.string(),
  PlayUrl: z.string(),
  /** When the current device token was made (the token itself is shown only then). */
  TokenCreateTime: ZTime.nullable(),
  LastReportTime: ZTime.nullable(),
  LastTemperature: z.number().nullable(),
  LastHumidity: z.number().nullable(),
  CreateTime: ZTime,
});
export type TVehicle = z.infer<typeof ZVehicle>;

const ZDeviceToken = z.object({ Id: z.string(), DeviceToken: z.string().nullable() });

/** One telemetry point as stored and drawn (WGS-84). */
export const ZRoutePoint = z.object({
  Time: ZTime,
  Longitude: z.number(),
  Latitude: z.number(),
  Temperature: z.number().nullable(),
  Humidity: z.number().nullable(),
  Speed: z.number().nullable(),
  Door: z.boolean().nullable(),
});
export type TRoutePoint = z.infer<typeof ZRoutePoint>;

/** One point a terminal sends; checked point by point so that one bad point rejects only itself. */
export const ZTelemetryPoint = z.object({
  Time: z.string({ error: M.pointTime }).max(40, M.pointTime),
  Longitude: z.number({ error: M.pointCoordinates }).min(-180, M.pointCoordinates).max(180, M.pointCoordinates),
  Latitude: z.number({ error: M.pointCoordinates }).min(-90, M.pointCoordinates).max(90, M.pointCoordinates),
  Temperature: z
    .number({ error: M.pointTemperature })
    .min(TELEMETRY.minTemperature, M.pointTemperature)
    .max(TELEMETRY.maxTemperature, M.pointTemperature)
    .nullable()
    .default(null),
  Humidity: z.number({ error: M.pointHumidity }).min(0, M.pointHumidity).max(100, M.pointHumidity).nullable().default(null),
  Speed: z.number({ error: M.pointInvalid }).min(0, M.pointInvalid).max(300, M.pointInvalid).nullable().default(null),
  Door: z.boolean({ error: M.pointInvalid }).nullable().default(null),
});
export type TTelemetryPoint = z.input<typeof ZTelemetryPoint>;

export const ZTelemetryReport = z.object({
  Points: z.array(z.unknown(), { error: M.pointsRequired }).min(1, M.pointsRequired).max(TELEMETRY.maxPointsPerBatch, M.tooManyPoints),
  /** MQTT messages carry the token here; HTTP reports carry it in `Authorization: Device <token>`. */
  DeviceToken: z.string().max(200).optional().nullable(),
});
export const ZTelemetryResult = z.object({
  Accepted: z.number(),
  Duplicates: z.number(),
  Rejected: z.array(z.object({ Index: z.number(), Message: z.string() })),
});
export type TTelemetryResult = z.infer<typeof ZTelemetryResult>;

export const ZAlarmEvent = z.object({
  Id: z.string(),
  AlarmType: z.enum(ALARM_TYPE_VALUES),
  AlarmTypeDesc: z.string(),
  /** The reading at the peak (the other reading at the same moment, when there was one). */
  Temperature: z.number().nullable(),
  Humidity: z.number().nullable(),
  /** Where the peak was read. */
  Longitude: z.number().nullable(),
  Latitude: z.number().nullable(),
  StartTime: ZTime,
  /** Null while the excursion lasts. */
  EndTime: ZTime.nullable(),
  DurationMinutes: z.number(),
  Status: z.number(),
  StatusDesc: z.string(),
  AckUserName: z.string().nullable(),
  AckAction: z.string().nullable(),
  AckTime: ZTime.nullable(),
  VehicleNo: z.string(),
  DeliveryId: z.string().nullable(),
});
export type TAlarmEvent = z.infer<typeof ZAlarmEvent>;

export const ZDeliveryStop = z.object({
  Id: z.string(),
  FillInId: z.string(),
  FillInNo: z.string(),
  TargetFirmId: z.string(),
  TargetFirmName: z.string(),
  Status: z.number(),
  StatusDesc: z.string(),
  Longitude: z.number().nullable(),
  Latitude: z.number().nullable(),
  ArriveTime: ZTime.nullable(),
  SignTime: ZTime.nullable(),
});

export const ZAlarmRule = z.object({
  TemperatureClass: z.enum(TEMPERATURE_CLASS_VALUES),
  TemperatureClassName: z.string(),
  MinTemperature: z.number().nullable(),
  MaxTemperature: z.number().nullable(),
  MinHumidity: z.number().nullable(),
  MaxHumidity: z.number().nullable(),
  MinDurationMinutes: z.number(),
  UpdateTime: ZTime.nullable(),
  UpdateUserName: z.string().nullable(),
});
export type TAlarmRule = z.infer<typeof ZAlarmRule>;

/** Spec 02 §3's delivery order, with the band it was judged by and the journey's figures. */
export const ZDistorder = z.object({
  Id: z.string(),
  Status: z.number(),
  StatusDesc: z.string(),
  StartTime: ZTime,
  EndTime: ZTime.nullable(),
  Band: ZAlarmRule,
  Route: z.array(ZRoutePoint),
  /** True when the route was thinned to TELEMETRY.maxRoutePoints (out-of-band points are all kept). */
  RouteThinned: z.boolean(),
  Event: z.array(ZAlarmEvent),
  dST_DistorderfirmInfos: z.array(ZDeliveryStop),
  eN_DistvehicleInfo: ZVehicle,
  Cac_QLYFirm: z.object({ Id: z.string(), FirmName: z.string(), Longitude: z.number().nullable(), Latitude: z.number().nullable() }),
  bA_UserInfo: z.object({ Id: z.string(), FullName: z.string(), MobileNumber: z.string() }),
  vI_FirmmonitorInfos: z.array(z.object({ Id: z.string(), Name: z.string(), PlayUrl: z.string() })),
  Summary: z.object({
    PointCount: z.number(),
    MinTemperature: z.number().nullable(),
    MaxTemperature: z.number().nullable(),
    AvgTemperature: z.number().nullable(),
    MinHumidity: z.number().nullable(),
    MaxHumidity: z.number().nullable(),
    DistanceKm: z.number(),
    LastReportTime: ZTime.nullable(),
  }),
});
export type TDistorder = z.infer<typeof ZDistorder>;

export const ZDistorderRow = z.object({
  Id: z.string(),
  Status: z.number(),
  StatusDesc: z.string(),
  StartTime: ZTime,
  EndTime: ZTime.nullable(),
  VehicleId: z.string(),
  VehicleNo: z.string(),
  TemperatureClassName: z.string(),
  DriverName: z.string(),
  StartFirmName: z.string(),
  Stops: z.array(ZDeliveryStop),
  AlarmCount: z.number(),
  OpenAlarmCount: z.number(),
  LastReportTime: ZTime.nullable(),
  LastTemperature: z.number().nullable(),
  LastHumidity: z.number().nullable(),
});
export type TDistorderRow = z.infer<typeof ZDistorderRow>;

const bound = (message: string, min: number, max: number) => z.number({ error: message }).min(min, message).max(max, message).nullable().default(null);

export const ZAlarmRuleInput = z
  .object({
    TemperatureClass: z.enum(TEMPERATURE_CLASS_VALUES, { error: M.temperatureClass }),
    MinTemperature: bound(M.ruleTemperature, -60, 80),
    MaxTemperature: bound(M.ruleTemperature, -60, 80),
    MinHumidity: bound(M.ruleHumidity, 0, 100),
    MaxHumidity: bound(M.ruleHumidity, 0, 100),
    MinDurationMinutes: z.number({ error: M.ruleDuration }).int(M.ruleDuration).min(1, M.ruleDuration).max(120, M.ruleDuration),
  })
  .refine((r) => r.MinTemperature === null || r.MaxTemperature === null || r.MinTemperature <= r.MaxTemperature, M.ruleBounds)
  .refine((r) => r.MinHumidity === null || r.MaxHumidity === null || r.MinHumidity <= r.MaxHumidity, M.ruleBounds);

const ZPaged = { PagerInfo: ZPagerInfoInput };

export const deliveryOperations = {
  'DST_Vehicle/SaveVehicle': op({
    name: 'DST_Vehicle/SaveVehicle',
    summary: 'Adds (no Id) or updates a vehicle of the caller’s firm; a new vehicle answers its device token once.',
    access: can('vehicle:edit'),
    transaction: true,
    input: ZVehicleInput,
    output: ZDeviceToken,
  }),
  'DST_Vehicle/GetVehicleList': op({
    name: 'DST_Vehicle/GetVehicleList',
    summary: 'The caller’s firm’s vehicles, searched by plate number, maker or model.',
    access: can('vehicle:view'),
    transaction: false,
    paged: true,
    input: z.object({ SearchName: ZSearch, ...ZPaged }),
    output: z.array(ZVehicle),
  }),
  'DST_Vehicle/RenewDeviceToken': op({
    name: 'DST_Vehicle/RenewDeviceToken',
    summary: 'Replaces a vehicle’s device token (the old one stops working at once) and answers the new one once.',
    access: can('vehicle:edit'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: ZDeviceToken,
  }),
  'DST_Vehicle/DeleteVehicle': op({
    name: 'DST_Vehicle/DeleteVehicle',
    summary: 'Deletes a vehicle that never carried a delivery (one that did can only be set out of service).',
    access: can('vehicle:delete'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'DST_Distorder/GetDriverList': op({
    name: 'DST_Distorder/GetDriverList',
    summary: 'The active staff of the caller’s firm who can drive a delivery.',
    access: can('delivery:edit'),
    transaction: false,
    input: z.object({ SearchName: ZSearch }),
    output: z.array(z.object({ Id: z.string(), FullName: z.string(), MobileNumber: z.string() })),
  }),
  'DST_Distorder/GetDeliverableList': op({
    name: 'DST_Distorder/GetDeliverableList',
    summary: 'The caller’s firm’s shipped stock-in records not yet received and on no run under way.',
    access: can('delivery:edit'),
    transaction: false,
    paged: true,
    input: z.object({ SearchName: ZSearch, ...ZPaged }),
    output: z.array(
      z.object({
        Id: z.string(),
        FillInNo: z.string(),
        FirmId: z.string(),
        FirmName: z.string(),
        DistDate: z.string().nullable(),
        LineCount: z.number(),
        Longitude: z.number().nullable(),
        Latitude: z.number().nullable(),
      }),
    ),
  }),
  'DST_Distorder/StartDelivery': op({
    name: 'DST_Distorder/StartDelivery',
    summary: 'Starts a delivery run: a vehicle, a driver and the stock-in records it carries, each a stop at its buyer firm.',
    access: can('delivery:edit'),
    transaction: true,
    input: z.object({
      VehicleId: z.string({ error: M.vehicleNotFound }).trim().min(1, M.vehicleNotFound).max(64, M.vehicleNotFound),
      DriverUserId: z.string({ error: M.driverRequired }).trim().min(1, M.driverRequired).max(64, M.driverRequired),
      FillInIds: z.array(ZId, { error: M.fillInsRequired }).min(1, M.fillInsRequired).max(20, M.tooManyStops),
      /** When the vehicle left, when the run is registered after it did (within the last 12 hours); now by default. */
      StartTime: ZTimeInput(M.startTime).optional().nullable(),
    }),
    output: z.object({ Id: z.string() }),
  }),
  'DST_Distorder/GetDistorderList': op({
    name: 'DST_Distorder/GetDistorderList',
    summary: 'Delivery runs: a supplier’s own, or those stopping at the caller’s buyer firm; newest first.',
    access: can(['delivery:view', 'delivery-track:view']),
    transaction: false,
    paged: true,
    input: z.object({
      Status: z
        .union([z.literal(1), z.literal(2)])
        .optional()
        .nullable(),
      SearchName: ZSearch,
      ...ZPaged,
    }),
    output: z.array(ZDistorderRow),
  }),
  'DST_Distorder/GetDistorder': op({
    name: 'DST_Distorder/GetDistorder',
    summary: 'The delivery that carries a stock-in record (spec 02 §3): route in time order, alarms, stops, vehicle, start, driver.',
    access: can(['delivery:view', 'delivery-track:view', 'supervision-stock-in:view']),
    transaction: false,
    input: z.object({ foodFirmFillInId: z.string({ error: M.noDelivery }).trim().min(1, M.noDelivery).max(64, M.noDelivery) }),
    output: ZDistorder,
  }),
  'DST_Distorder/SetStopStatus': op({
    name: 'DST_Distorder/SetStopStatus',
    summary: 'Marks a stop arrived (the driver) or signed (the driver, or the receiving firm); a run whose stops are all signed finishes.',
    access: can(['delivery:edit', 'delivery-track:edit']),
    transaction: true,
    input: z.object({ Id: ZId, Status: z.union([z.literal(1), z.literal(2)], { error: M.stopStatus }) }),
    output: z.null(),
  }),
  'DST_Distorder/FinishDelivery': op({
    name: 'DST_Distorder/FinishDelivery',
    summary: 'Ends a run under way (the vehicle is free again; its later telemetry belongs to no run).',
    access: can('delivery:edit'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'DST_Alarm/GetAlarmList': op({
    name: 'DST_Alarm/GetAlarmList',
    summary: 'Cold-chain alarms of the caller’s vehicles, or of runs stopping at the caller’s firm; newest first.',
    access: can(['delivery:view', 'delivery-track:view']),
    transaction: false,
    paged: true,
    input: z.object({
      Status: z
        .union([z.literal(1), z.literal(2)])
        .optional()
        .nullable(),
      DeliveryId: ZId.optional().nullable(),
      ...ZPaged,
    }),
    output: z.array(ZAlarmEvent),
  }),
  'DST_Alarm/AcknowledgeAlarm': op({
    name: 'DST_Alarm/AcknowledgeAlarm',
    summary: 'The supplier acknowledges an alarm with the action taken (who and when are recorded).',
    access: can('delivery:edit'),
    transaction: true,
    input: z.object({ Id: ZId, Action: z.string({ error: M.actionRequired }).trim().min(1, M.actionRequired).max(200, M.actionTooLong) }),
    output: z.null(),
  }),
  'DST_AlarmRule/GetAlarmRuleList': op({
    name: 'DST_AlarmRule/GetAlarmRuleList',
    summary: 'The band of each temperature class and the time out of band before an alarm.',
    access: LOGIN,
    transaction: false,
    input: z.object({}),
    output: z.array(ZAlarmRule),
  }),
  'DST_AlarmRule/SaveAlarmRule': op({
    name: 'DST_AlarmRule/SaveAlarmRule',
    summary: 'Operators set a temperature class’s band and minimum duration (applies to readings judged from now on).',
    access: can('cold-chain-rule:edit'),
    transaction: true,
    input: ZAlarmRuleInput,
    output: z.null(),
  }),
  'DST_Distorder/GetMapConfig': op({
    name: 'DST_Distorder/GetMapConfig',
    summary: 'The map’s tile layer as configured (null: draw on a plain background), its datum, and the map defaults of spec 02 §9.',
    access: PUBLIC,
    transaction: false,
    input: z.object({}),
    output: z.object({
      TileUrl: z.string().nullable(),
      TileCrs: z.enum(['gcj02', 'wgs84']),
      Subdomains: z.string(),
      /** Set when the template names {key} but no key is configured: the page shows 请填写key. */
      KeyMissing: z.boolean(),
      Zoom: z.number(),
      RenderDelayMs: z.number(),
    }),
  }),
  'Telemetry/Report': op({
    name: 'Telemetry/Report',
    summary:
      'A vehicle terminal’s batch of points (WGS-84), authenticated by `Authorization: Device <token>`: stored once each in time order, repeats ignored, bad points rejected with their reason. The points of many reports are written together by one writer (its own transaction, at most ~150 ms later); the answer comes once they are stored. A token sends at most `TELEMETRY.reportsPerWindow` reports per `TELEMETRY.reportWindowMs`: more answers 429 with `Retry-After`.',
    access: DEVICE,
    transaction: false,
    audit: false,
    input: ZTelemetryReport,
    output: ZTelemetryResult,
  }),
};
