/** Words of every administration list (the console's and a firm's own): pager, row actions, confirmations. */
export const TAdmin = {
  total: (n: number) => `共 ${n} 条`,
  none: '暂无数据',
  edit: '修改',
  delete: '删除',
  deleteConfirm: (name: string) => `确定删除“${name}”吗？`,
  batchDelete: '批量删除',
  batchDeleteConfirm: (n: number) => `确定删除选中的 ${n} 项吗？`,
};
