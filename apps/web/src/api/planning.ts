import { domainApi } from './domain-api';

/** Dishes, nutrition meals, weekly packages and ingredient plans; a write also reads the meals' nutrition again. */
export const planningApi = domainApi('planning', [['meal-nutrition']]);
