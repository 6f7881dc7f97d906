import type { FastifyInstance } from 'fastify';
import type { Deps, SessionResolver } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { registerOperations } from '../../platform/registrar.js';

const todo = async (): Promise<never> => {
  throw new AppError(501, '功能建设中');
};

/** Telemetry reports (HTTP here; MQTT beside it), cold-chain alarms and their bands. */
export function alarmsRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'DST_Alarm/GetAlarmList': todo,
    'DST_Alarm/AcknowledgeAlarm': todo,
    'DST_AlarmRule/GetAlarmRuleList': todo,
    'DST_AlarmRule/SaveAlarmRule': todo,
    'Telemetry/Report': todo,
  });
}
