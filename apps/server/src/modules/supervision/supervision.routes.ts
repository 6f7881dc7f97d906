import { SUPERVISION_MSG as M } from '@shanlian/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf, type Ctx, type Deps, type SessionResolver } from '../../platform/context.js';
import { unauthorized } from '../../platform/errors.js';
import { platformKeyOf, registerOperations } from '../../platform/registrar.js';
import { exportXlsx } from '../../platform/xlsx.js';
import * as ai from './ai.service.js';
import * as authority from './authority.service.js';
import * as read from './cases.read.js';
import * as cases from './cases.service.js';
import * as monitors from './monitors.service.js';
import { issueStreamToken, streamKey } from './stream-token.js';

/** What was found in a save's play address before its transaction opened (the admission below). */
const addressProblems = new WeakMap<FastifyRequest, monitors.PlayUrlProblem>();

/** Signs stream addresses for the caller of this request (stream-token.ts). */
async function signerOf(ctx: Ctx): Promise<monitors.StreamSigner> {
  const key = await streamKey(ctx.deps);
  const userId = actorOf(ctx).userId;
  return (monitorId, expiresAt) => issueStreamToken(key, { monitorId, userId, expiresAt });
}

/** Supervision (明厨亮灶): cameras, AI platforms and abilities, violation cases and their processing, the dashboard. */
export function supervisionRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(
    app,
    deps,
    sessions,
    {
      'Supervision/AddAuthority': (input, ctx) => authority.addAuthority(ctx.db, ctx.now, actorOf(ctx), input),
      'Supervision/GetAuthorityList': (input, ctx) => authority.authorityList(ctx.db, { SearchName: input.SearchName, ...ctx.page }),
      'Monitor/SaveMonitor': (input, ctx) => monitors.saveMonitor(ctx.db, actorOf(ctx), ctx.now, input, addressProblems.get(ctx.req) ?? null),
      'Monitor/DeleteMonitor': async (input, ctx) => {
        await monitors.deleteMonitor(ctx.db, actorOf(ctx), input.Id);
        return null;
      },
      'Monitor/GetMonitorList': (input, ctx) => monitors.listMonitors(ctx.db, actorOf(ctx), { ...input, ...ctx.page }),
      'Monitor/GetMonitorFirmList': (input, ctx) => monitors.monitorFirms(ctx.db, actorOf(ctx), { ...input, ...ctx.page }),
      'Monitor/GetPlayUrl': async (input, ctx) => monitors.playInfo(ctx.db, actorOf(ctx), ctx.deps.config, ctx.now, await signerOf(ctx), input),
      'Monitor/GetPlaybackUrl': async (input, ctx) =>
        monitors.playbackUrl(ctx.db, actorOf(ctx), ctx.deps.config, ctx.now, await signerOf(ctx), {
          PlayUrl: input.PlayUrl,
          MonitorId: input.MonitorId,
          ...monitors.playbackWindow(input, ctx.now),
        }),

      'AI_Aiabilityunique/GetUniqueAbility': (_input, ctx) => ai.enabledAbilities(ctx.db),
      'AI_Aiabilityunique/GetAI_AiabilityuniqueList': (input, ctx) => ai.listAbilities(ctx.db, { SearchName: input.SearchName, ...ctx.page }),
      'AI_Aiabilityunique/GetAI_AiabilityuniqueById': async (input, ctx) =>
        (await ai.abilityRows(ctx.db, [await ai.abilityById(ctx.db, input.Id)]))[0] as never,
      'AI_Aiabilityunique/SaveAI_Aiabilityunique': (input, ctx) => ai.saveAbility(ctx.db, ctx.now, input),
      'AI_Aiabilityunique/DeleteAI_Aiabilityunique': async (input, ctx) => {
        await ai.deleteAbility(ctx.db, input.Id);
        return null;
      },
      'AI_Aiabilityunique/GetGradeSettings': async (_input, ctx) => [...(await ai.gradeSettings(ctx.db)).values()].map(ai.gradeSettingOut),
      'AI_Aiabilityunique/SaveGradeSetting': async (input, ctx) => {
        await ai.saveGradeSetting(ctx.db, actorOf(ctx), ctx.now, input);
        return null;
      },

      'AI_Aiplat/GetPlatformList': (_input, ctx) => ai.allPlatforms(ctx.db),
      'AI_Aiplat/GetAI_AiplatList': (input, ctx) => ai.listPlatforms(ctx.db, { SearchName: input.SearchName, ...ctx.page }),
      'AI_Aiplat/GetAI_AiplatById': (input, ctx) => ai.platformOut(ctx.db, input.Id),
      'AI_Aiplat/AddAI_Aiplat': (input, ctx) => ai.addPlatform(ctx.db, ctx.now, input),
      'AI_Aiplat/UpdateAI_Aiplat': async (input, ctx) => {
        await ai.updatePlatform(ctx.db, input);
        return null;
      },
      'AI_Aiplat/RenewAccessKey': (input, ctx) => ai.renewPlatformKey(ctx.db, ctx.now, input.Id),
      'AI_Aiplat/DeleteAI_Aiplat': async (input, ctx) => {
        await ai.deletePlatform(ctx.db, input.Id);
        return null;
      },
      'AI_Aiplatability/GetAbilityList': (input, ctx) => (input.PlatId ? ai.platformAbilities(ctx.db, input.PlatId) : ai.everyAbility(ctx.db)),
      'AI_Aiplatability/SetAbilities': (input, ctx) => ai.setPlatformAbilities(ctx.db, input.PlatId, input.AbilityUniqueIds),

      'AI_Aiillegalresult/PushDetection': async (input, ctx) => {
        const platform = await ai.platformOfKey(ctx.db, platformKeyOf(ctx.req));
        if (!platform) throw unauthorized(M.platformKeyInvalid);
        return cases.pushDetection(ctx.db, ctx.deps, ctx.now, platform, input);
      },
      'AI_Aiillegalresult/AddAI_Aiillegalresult': (input, ctx) => cases.reportCase(ctx.db, ctx.deps, actorOf(ctx), ctx.now, input.AI_AiillegalresultInfo),
      'AI_Aiillegalresult/GetAI_AiillegalresultList': (input, ctx) => read.listCases(ctx.db, actorOf(ctx), ctx.now, { ...input, ...ctx.page }),
      'AI_Aiillegalresult/GetAI_AiillegalresultById': (input, ctx) => read.caseDetail(ctx.db, actorOf(ctx), ctx.now, input.Id),
      'AI_Aiillegalresult/GetFirmList': (input, ctx) => read.caseFirms(ctx.db, actorOf(ctx), ctx.now, { AreaCode: input.AreaCode, ...ctx.page }),
      'AI_Aiillegalresult/FirmProcess': async (input, ctx) => {
        await cases.firmProcess(ctx.db, ctx.deps, actorOf(ctx), ctx.now, input);
        return null;
      },
      'AI_Aiillegalresult/ManagerProcess': async (input, ctx) => {
        await cases.managerProcess(ctx.db, ctx.deps, actorOf(ctx), ctx.now, input);
        return null;
      },
      'AI_Aiillegalresult/ParentManagerProcess': async (input, ctx) => {
        await cases.parentManagerProcess(ctx.db, ctx.deps, actorOf(ctx), ctx.now, input);
        return null;
      },
      'AI_Aiillegalresult/Escalate': (input, ctx) => cases.escalate(ctx.db, ctx.deps, actorOf(ctx), ctx.now, input),
      'AI_Aiillegalresult/Disposal': async (input, ctx) => {
        await cases.disposal(ctx.db, ctx.deps, actorOf(ctx), ctx.now, input);
        return null;
      },
      'AI_Aiillegalresult/ValidationForProcess': (input, ctx) => read.validationForProcess(ctx.db, actorOf(ctx), input.Id),
      'AI_Aiillegalresult/Push': (input, ctx) => cases.pushAgain(ctx.db, ctx.deps, actorOf(ctx), ctx.now, [input.Id], input),
      'AI_Aiillegalresult/PushMultiple': (input, ctx) => cases.pushAgain(ctx.db, ctx.deps, actorOf(ctx), ctx.now, input.Ids, input),
      'AI_Aiillegalresult/ExportAI_Aiillegalresult': async (input, ctx) =>
        exportXlsx(ctx, {
          fileName: `违规处置记录_${ctx.now.toISOString().slice(0, 10)}`,
          sheet: '违规处置记录',
          columns: read.CASE_EXPORT_COLUMNS,
          rows: await read.exportRows(ctx.db, actorOf(ctx), ctx.now, input),
        }),
      'AI_Aiillegalresult/GetDashboard': (input, ctx) => read.dashboard(ctx.db, actorOf(ctx), ctx.now, input),
    },
    {
      admit: {
        // a name may take seconds to resolve: not inside the saving transaction
        'Monitor/SaveMonitor': async (input, ctx) => {
          const problem = await monitors.playUrlProblem(ctx.deps.config, input.PlayUrl);
          if (problem) addressProblems.set(ctx.req, problem);
          return null;
        },
      },
    },
  );
}
