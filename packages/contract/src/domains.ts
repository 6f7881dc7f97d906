/**
 * The domains of the platform. A domain has one name in three places: the contract folder
 * `packages/contract/src/<domain>/` that defines its operations, the server module
 * `apps/server/src/modules/<domain>/` that registers them, and the web feature
 * `apps/web/src/features/<domain>/` whose screens call them (through `apps/web/src/api/<domain>.ts`).
 *
 * An operation belongs to the domain of its wire prefix (`Cart/…` to cart). The wire names are the
 * specifications' and never change, so a few operations sit under another domain's prefix: they are
 * named one by one in `moved`, with the reason. `npm run lint` checks the whole table
 * (scripts/domains.ts): every prefix in one domain, every operation defined and registered there.
 */
export const DOMAINS = {
  account: { prefixes: ['Account', 'Dev'], summary: '身份：登录、会话、验证码、注册、找回与修改密码' },
  iam: {
    prefixes: [
      'BA_User',
      'BA_Userrolerelation',
      'BA_Role',
      'BA_Roleresourceoperationrelation',
      'BA_Department',
      'BA_Position',
      'EN_Firmuser',
      'EN_Firmdepartment',
      'EN_Firmposition',
      'Area',
      'Permission',
    ],
    summary: '人员与权限：平台用户、企业员工、角色、部门、岗位、区域',
  },
  audit: { prefixes: ['Audit'], summary: '操作日志与登录日志' },
  files: { prefixes: ['File'], summary: '文件上传与读取' },
  firm: { prefixes: ['Firm', 'EN_Firmlicense'], summary: '企业资料与证照' },
  store: { prefixes: ['Store', 'Catalog'], summary: '商城：商品、分类、搜索、供应商、食物成分表' },
  shelf: { prefixes: ['SupplierShelf'], summary: '供应商货架与秒杀时段' },
  cart: { prefixes: ['Cart'], summary: '购物车' },
  favorite: { prefixes: ['Favorite'], summary: '收藏' },
  checkout: { prefixes: ['Address', 'SupplierSetting'], summary: '收货地址与供应商配送设置' },
  order: { prefixes: ['Order', 'SupplierOrder'], summary: '订单、下单、发货、退货' },
  statement: { prefixes: ['Statement'], summary: '对账单与付款' },
  message: { prefixes: ['Message'], summary: '站内消息' },
  cms: { prefixes: ['CMS'], summary: '资讯、公告、首页内容' },
  operator: { prefixes: ['Operator'], summary: '平台运营：审核、设置、数据、短信' },
  planning: { prefixes: ['ENX_Dishesinformation', 'WeekFeeding', 'B2B_Foodplan'], summary: '菜品、带量食谱、营养分析、计划下单' },
  delivery: { prefixes: ['DST_Alarm', 'DST_AlarmRule', 'DST_Distorder', 'DST_Vehicle', 'Telemetry'], summary: '配送、车辆与冷链温度' },
  trace: { prefixes: ['FD_Foodfirmfillin', 'Trace'], summary: '进货登记、台账与溯源' },
  sunshine: { prefixes: ['Feedback', 'Public'], summary: '阳光食堂：家长端、反馈、陪餐' },
  supervision: {
    prefixes: ['AI_Aiabilityunique', 'AI_Aiillegalresult', 'AI_Aiplat', 'AI_Aiplatability', 'Monitor', 'Supervision'],
    summary: '监管：监控、AI识别、违规、案件、监管机构',
  },
} as const;

export type Domain = keyof typeof DOMAINS;

/** Operations whose domain is not their prefix's, with the reason. */
export const MOVED: Readonly<Record<string, { domain: Domain; why: string }>> = {
  'Cart/MakeOrder': { domain: 'order', why: '提交订单：下单属于订单' },
  'Cart/BuyNow': { domain: 'order', why: '立即购买：下单属于订单' },
  'Cart/PreviewOrder': { domain: 'order', why: '订单确认页：下单属于订单' },
  'Store/GetAbout': { domain: 'cms', why: '关于我们：运营编辑的内容' },
  'Store/GetIndexBackImg': { domain: 'cms', why: '首页背景图：运营编辑的内容' },
  'Store/GetFoodproductfirmlogoList': { domain: 'cms', why: '首页品牌墙：运营编辑的内容' },
  'Store/GetDocumentList': { domain: 'cms', why: '资讯列表：运营编辑的内容' },
  'Store/GetDocumentById': { domain: 'cms', why: '资讯详情：运营编辑的内容' },
  'Firm/ResubmitReview': { domain: 'operator', why: '重新提交审核：审核队列属于运营' },
  'Firm/GetReviewState': { domain: 'operator', why: '审核状态：审核队列属于运营' },
  'Supervision/GetFirmList': { domain: 'firm', why: '监管下的企业列表：读企业资料' },
  'Supervision/GetLicenseAlertList': { domain: 'trace', why: '证照预警：与台账同读进货与证照' },
  'Trace/GetFeedingFoodTraceabilityById': { domain: 'planning', why: '一餐的食材溯源：从带量食谱出发' },
  'WeekFeeding/PublishWeek': { domain: 'sunshine', why: '向家长公示一周食谱：阳光食堂' },
  'WeekFeeding/GetPublishedWeeks': { domain: 'sunshine', why: '已公示的周：阳光食堂' },
};

/** The domain an operation belongs to. */
export function domainOf(name: string): Domain {
  const moved = MOVED[name];
  if (moved) return moved.domain;
  const prefix = name.slice(0, name.indexOf('/'));
  for (const [domain, d] of Object.entries(DOMAINS) as [Domain, (typeof DOMAINS)[Domain]][]) {
    if ((d.prefixes as readonly string[]).includes(prefix)) return domain;
  }
  throw new Error(`operation ${name}: its prefix belongs to no domain`);
}
