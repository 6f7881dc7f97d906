import { MSG } from './messages.js';
/**
 * Messages and limits of the business profile, uploads and the person picker (spec 02 §2.2,
 * §2.16, §5): plain values, shared by the server and the browser (exported by browser.ts).
 */
export const PROFILE_MSG = {
  firmNotFound: '单位不存在',
  notOwnFirm: '只能查看或修改本单位的资料',
  cannotUpdate: '只有采购单位或供应商可以修改本单位资料',
  readOnly: (label: string) => `${label}不可修改`,
  firmNameTooLong: '主体名称不能超过100个字',
  licenseNumberTooLong: '食品经营许可证号不能超过50个字',
  gradeOne: '量化等级只能选择一个',
  gradeInvalid: '量化等级只能是A、B、C',
  registeredCapitalTooLong: '注册资本不能超过30个字',
  foundedYear: '成立年份应在1900年至今年之间',
  contactNameTooLong: '联系人姓名不能超过30个字',
  phoneNumber: '联系电话最多11位数字',
  legalRepresentativePhone: '法定代表人电话最多11位数字',
  managerPhone: '负责人电话最多11位数字',
  postCode: '邮政编码应为6位数字',
  fax: '传真号码格式不正确',
  email: '电子邮箱格式不正确',
  addressTooLong: '联系地址不能超过200个字',
  factoryArea: '占地面积应为不小于0的数字',
  buildingArea: '建筑面积应为不小于0的数字',
  longitude: '经度应在-180到180之间',
  latitude: '纬度应在-90到90之间',
  personNameTooLong: (label: string) => `${label}姓名不能超过30个字`,
  count: (label: string) => `${label}应为不小于0的整数`,
  pubFirmTypeNotFound: '公共业态不存在，请重新选择',
  imageNotFound: '企业照片不存在，请重新上传',
  tabInvalid: '保存的分页不正确',
  enterAreaCode: '请提供区域编码',
  areaCodeFormat: '区域编码格式不正确',
  searchTooLong: MSG.searchTooLong,
  uploadType: '文件类型不支持，请上传 JPG、GIF、PNG、JPEG、BMP 格式的图片',
  uploadSize: '图片大小不能超过4M',
  uploadNone: '请选择要上传的文件',
  uploadTooMany: '一次最多上传5个文件',
  uploadNotMultipart: '请以 multipart/form-data 方式上传文件',
  uploadMalformed: '上传内容不完整，请重新上传',
} as const;

/** Business types of the profile's disabled radios (firms.type decides which one is set). */
export const FIRM_TYPE_NAMES = ['中央厨房', '学校食堂', '重大保障单位', '供应商', '其他'] as const;
/** Business category (individual or enterprise), also disabled in the profile. */
export const FIRM_CAPITAL_TYPE_NAMES: Record<string, string> = { individual: '个体', enterprise: '企业' };
export const QUANTIFIED_GRADES = ['A', 'B', 'C'] as const;
