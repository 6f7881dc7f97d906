import { TELEMETRY } from '@shanlian/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { deviceTokenOf, registerOperations } from '../../platform/registrar.js';
import * as alarms from './alarms.service.js';
import { ingest, vehicleOfToken } from './telemetry.service.js';

/** Telemetry reports (HTTP here; MQTT beside it in mqtt.ts), cold-chain alarms and their bands. */
export function alarmsRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'Telemetry/Report': async (input, ctx) => {
      const vehicle = await vehicleOfToken(ctx.db, deviceTokenOf(ctx.req));
      return ingest(ctx.db, deps, ctx.now, vehicle, input.Points.slice(0, TELEMETRY.maxPointsPerBatch));
    },
    'DST_Alarm/GetAlarmList': (input, ctx) => alarms.listAlarms(ctx.db, actorOf(ctx), input, ctx.page.limit, ctx.page.offset),
    'DST_Alarm/AcknowledgeAlarm': (input, ctx) => alarms.acknowledgeAlarm(ctx.db, actorOf(ctx), ctx.now, input.Id, input.Action),
    'DST_AlarmRule/GetAlarmRuleList': (_input, ctx) => alarms.ruleList(ctx.db),
    'DST_AlarmRule/SaveAlarmRule': (input, ctx) => alarms.saveRule(ctx.db, actorOf(ctx), ctx.now, input),
  });
}
