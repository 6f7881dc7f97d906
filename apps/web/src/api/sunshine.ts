import { domainApi } from './domain-api';

/** 阳光食堂: publishing weeks, feedback, 陪餐 and the figures. */
export const sunshineApi = domainApi('sunshine');
