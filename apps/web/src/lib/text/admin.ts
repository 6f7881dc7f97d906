/** Words of every administration list (the console's and a firm's own): pager, row actions, confirmations. */
export const TAdmin = {
  total: (n: number) => `共 ${n} 条`,
  none: '暂无数据',
  edit: '修改',
  delete: '删除',
  deleteConfirm: (name: string) => `确定删除“${name}”吗？`,
  batchDelete: '批量删除',
  batchDeleteConfirm: (n: number) => `确定删除选中的 ${n} 项吗？`,
  save: '保存',
  cancel: '取消',
  choose: '请选择',
  // the role editor
  addRole: '新增角色',
  editRole: '修改角色',
  roleName: '角色名称',
  enterRoleName: '请输入角色名称',
  roleNameMax: '角色名称不能超过30个字',
  parentRole: '上级角色',
  dataScope: '数据范围',
  pickDataScope: '请选择数据范围',
  remark: '备注',
  remarkMax: '备注不能超过200个字',
};
