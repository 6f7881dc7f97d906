/**
 * The menu entries of supervision (明厨亮灶) in the console and the buyer centre: a file of their own,
 * because the buyer centre's frame comes with the app's first script and the pages' labels
 * (supervision.ts) need not.
 */
export const supervisionMenuText = {
  wall: '视频监控',
  cases: '违规处置',
  dashboard: '监管看板',
  platforms: 'AI平台',
  abilities: '识别能力与等级',
  kitchen: '明厨亮灶',
  rectify: '违规整改',
  groupKitchen: '明厨亮灶',
} as const;
