import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { deviceTokenOf, registerOperations } from '../../platform/registrar.js';
import * as alarms from './alarms.service.js';
import { acceptReport, REFUSAL_HOLD_MS, TooManyReports } from './telemetry-intake.js';
import { telemetryWriter } from './telemetry-writer.js';

/** Telemetry reports (HTTP here; MQTT beside it in mqtt.ts), cold-chain alarms and their bands. */
export function alarmsRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  // what waits in the writer is stored before the database closes
  app.addHook('onClose', () => telemetryWriter(deps).close());
  registerOperations(app, deps, sessions, {
    'Telemetry/Report': async (input, ctx) => {
      try {
        return await acceptReport(deps, deviceTokenOf(ctx.req), input.Points);
      } catch (e) {
        if (e instanceof TooManyReports) {
          ctx.reply.header('retry-after', String(e.retryAfterS));
          // a refusal is answered no sooner than the hold: a terminal sending again at once cannot spin
          await new Promise((resolve) => setTimeout(resolve, REFUSAL_HOLD_MS));
        }
        throw e;
      }
    },
    'DST_Alarm/GetAlarmList': (input, ctx) => alarms.listAlarms(ctx.db, actorOf(ctx), input, ctx.page.limit, ctx.page.offset),
    'DST_Alarm/AcknowledgeAlarm': (input, ctx) => alarms.acknowledgeAlarm(ctx.db, actorOf(ctx), ctx.now, input.Id, input.Action),
    'DST_AlarmRule/GetAlarmRuleList': (_input, ctx) => alarms.ruleList(ctx.db),
    'DST_AlarmRule/SaveAlarmRule': (input, ctx) => alarms.saveRule(ctx.db, actorOf(ctx), ctx.now, input),
  });
}
