import type { FastifyInstance } from 'fastify';
import type { Deps, SessionResolver } from '../../platform/context.js';

/** Firm profile, uploads and the person picker: filled in by the profile work. */
export function firmRoutes(_app: FastifyInstance, _deps: Deps, _sessions: SessionResolver): void {}
