/** Labels of the ingredient plans (食材计划), the nutrition-meal orders with their food trace, and the nutrition guide. */
export const TPlan = {
  close: '关闭',
  guideTitle: '学生餐营养指南',
  guideOutline: '指南目录',
};
