import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';
import { firms } from '../firm/firm.tables.js';
import { users } from '../iam/iam.tables.js';
import { fillIns } from '../trace/trace.tables.js';

/** A supplier's vehicle with the hash of its telemetry terminal's token (the token is shown once). */
export const vehicles = pgTable(
  'vehicles',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    /** The plate, unique on the platform: the MQTT topic names it. */
    vehicleNo: text('vehicle_no').notNull(),
    maker: text('maker').notNull().default(''),
    model: text('model').notNull().default(''),
    lengthM: doublePrecision('length_m'),
    widthM: doublePrecision('width_m'),
    heightM: doublePrecision('height_m'),
    /** frozen | chilled | ambient */
    temperatureClass: text('temperature_class').notNull(),
    /** 1 in service, 2 out of service. */
    status: integer('status').notNull().default(1),
    /** The vehicle's camera (an http(s) stream or a device identifier), '' for none. */
    playUrl: text('play_url').notNull().default(''),
    /** sha256 of the device token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    tokenCreatedAt: at('token_created_at').notNull(),
    createdBy: text('created_by'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('vehicles_no_uq').on(t.vehicleNo),
    uniqueIndex('vehicles_token_uq').on(t.tokenHash),
    index('vehicles_firm_idx').on(t.firmId, t.createdAt),
    check('vehicles_class', sql`${t.temperatureClass} in ('frozen', 'chilled', 'ambient')`),
    check('vehicles_status', sql`${t.status} in (1, 2)`),
  ],
);

/** A delivery run (DST_Distorder): a vehicle and driver leaving the supplier's firm with stock-in records. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    driverUserId: text('driver_user_id')
      .notNull()
      .references(() => users.id),
    driverName: text('driver_name').notNull(),
    /** The start (the supplier's firm) and its coordinates when the run began (WGS-84). */
    startFirmId: text('start_firm_id')
      .notNull()
      .references(() => firms.id),
    startFirmName: text('start_firm_name').notNull(),
    startLng: doublePrecision('start_lng').notNull(),
    startLat: doublePrecision('start_lat').notNull(),
    /** The temperature class of the vehicle when the run began (the band judged by). */
    temperatureClass: text('temperature_class').notNull(),
    /** 1 under way, 2 finished. */
    status: integer('status').notNull().default(1),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    createdBy: text('created_by'),
  },
  (t) => [
    index('deliveries_firm_idx').on(t.firmId, t.startedAt),
    // one run under way per vehicle
    uniqueIndex('deliveries_vehicle_active_uq').on(t.vehicleId).where(sql`${t.status} = 1`),
    index('deliveries_vehicle_idx').on(t.vehicleId, t.startedAt),
    check('deliveries_status', sql`${t.status} in (1, 2)`),
  ],
);

/** A stop of a run: one stock-in record delivered to its buyer firm (0 pending, 1 arrived, 2 signed). */
export const deliveryStops = pgTable(
  'delivery_stops',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    fillInId: text('fill_in_id')
      .notNull()
      .references(() => fillIns.id),
    fillInNo: text('fill_in_no').notNull(),
    buyerFirmId: text('buyer_firm_id')
      .notNull()
      .references(() => firms.id),
    buyerFirmName: text('buyer_firm_name').notNull(),
    lng: doublePrecision('lng'),
    lat: doublePrecision('lat'),
    status: integer('status').notNull().default(0),
    arrivedAt: at('arrived_at'),
    /** 'telemetry' (within the radius) or 'manual'. */
    arrivedBy: text('arrived_by'),
    signedAt: at('signed_at'),
    signedBy: text('signed_by'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    // a stock-in record travels on one run
    uniqueIndex('delivery_stops_fill_in_uq').on(t.fillInId),
    index('delivery_stops_delivery_idx').on(t.deliveryId, t.sort),
    index('delivery_stops_buyer_idx').on(t.buyerFirmId),
    check('delivery_stops_status', sql`${t.status} in (0, 1, 2)`),
  ],
);

/**
 * Telemetry as the terminals sent it (WGS-84), append-only: one row per vehicle and instant, so
 * a repeated point is the same row. Rows are never updated; drawing converts to GCJ-02.
 */
export const telemetryPoints = pgTable(
  'telemetry_points',
  {
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    at: at('at').notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    temperature: doublePrecision('temperature'),
    humidity: doublePrecision('humidity'),
    speed: doublePrecision('speed'),
    door: boolean('door'),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [primaryKey({ name: 'telemetry_points_pk', columns: [t.vehicleId, t.at] })],
);

/** The band of a temperature class (operators set it; the migration seeds the defaults). */
export const alarmRules = pgTable(
  'alarm_rules',
  {
    temperatureClass: text('temperature_class').primaryKey(),
    minTemperature: doublePrecision('min_temperature'),
    maxTemperature: doublePrecision('max_temperature'),
    minHumidity: doublePrecision('min_humidity'),
    maxHumidity: doublePrecision('max_humidity'),
    minDurationS: integer('min_duration_s').notNull(),
    updatedBy: text('updated_by'),
    updatedByName: text('updated_by_name'),
    updatedAt: at('updated_at'),
  },
  (t) => [check('alarm_rules_class', sql`${t.temperatureClass} in ('frozen', 'chilled', 'ambient')`)],
);

/**
 * An alarm case: a reading held out of band for at least the minimum duration. Open while the
 * excursion lasts (ended_at null), then closed; acknowledged by a person with the action taken.
 */
export const coldChainAlarms = pgTable(
  'cold_chain_alarms',
  {
    id: text('id').primaryKey(),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    deliveryId: text('delivery_id').references(() => deliveries.id),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    /** temperature_high | temperature_low | humidity_high | humidity_low */
    alarmType: text('alarm_type').notNull(),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
    /** The last reading out of band so far. */
    lastOutAt: at('last_out_at').notNull(),
    peak: doublePrecision('peak').notNull(),
    peakAt: at('peak_at').notNull(),
    /** The other reading at the peak, and where the peak was read (WGS-84). */
    otherValue: doublePrecision('other_value'),
    lng: doublePrecision('lng'),
    lat: doublePrecision('lat'),
    /** The band it was judged by, as it was then. */
    bandMin: doublePrecision('band_min'),
    bandMax: doublePrecision('band_max'),
    minDurationS: integer('min_duration_s').notNull(),
    /** 1 open, 2 acknowledged. */
    status: integer('status').notNull().default(1),
    ackUserId: text('ack_user_id'),
    ackUserName: text('ack_user_name'),
    ackAction: text('ack_action'),
    ackAt: at('ack_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('cold_chain_alarms_vehicle_idx').on(t.vehicleId, t.startedAt),
    index('cold_chain_alarms_delivery_idx').on(t.deliveryId, t.startedAt),
    index('cold_chain_alarms_firm_idx').on(t.firmId, t.startedAt),
    check('cold_chain_alarms_status', sql`${t.status} in (1, 2)`),
  ],
);
