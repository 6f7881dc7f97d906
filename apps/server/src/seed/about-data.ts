import { count } from 'drizzle-orm';
import { aboutVersions } from '../modules/cms/cms.tables.js';
import type { Db } from '../platform/db.js';

/**
 * The disclaimer's first version (spec 01 "About": 12 clauses — visitor conduct, copyright,
 * liability, privacy, … final interpretation by the site), as the store page showed it before the
 * operators could edit it. Reference data: every installation starts with it as version 1.
 */
export const ABOUT_V1_EFFECTIVE_DATE = '2026-01-01';

export const ABOUT_V1_CLAUSES: { Title: string; Body: string }[] = [
  {
    Title: '访问者行为规范',
    Body: '访问者应遵守《中华人民共和国网络安全法》等法律法规及社会公德，不得利用本网站制作、复制、发布、传播违法违规或侵害他人合法权益的信息，不得干扰、破坏本网站的正常运行，不得以爬虫等自动化程序批量获取本网站数据。违反上述规定的，本网站有权采取删除信息、暂停或终止服务等措施，并保留依法追究其责任的权利。',
  },
  {
    Title: '版权声明',
    Body: '本网站所载的文字、图片、音视频、版面设计及数据汇编等内容，除注明来源于第三方的以外，著作权均归本网站或相关权利人所有。未经书面许可，任何单位和个人不得以复制、转载、镜像、修改等方式使用上述内容；经许可转载的，应注明来源“膳链”，且不得歪曲、篡改原意。',
  },
  {
    Title: '内容与链接责任',
    Body: '本网站登载的新闻资讯、商品介绍等内容，部分来源于供应商或其他第三方，仅为传递更多信息之目的，并不代表本网站赞同其观点或证实其真实性。本网站提供的外部链接仅为方便访问者而设，所链接网站的内容及服务由其运营者负责，本网站对此不承担任何责任。',
  },
  {
    Title: '隐私与个人信息保护',
    Body: '本网站依照《中华人民共和国个人信息保护法》处理个人信息，遵循合法、正当、必要和诚信原则，仅在提供注册、登录、采购及溯源服务所必需的范围内收集和使用单位及联系人信息，并采取加密存储、访问控制等措施予以保护。除法律法规另有规定或经用户同意外，本网站不会向任何第三方出售或提供用户的个人信息。',
  },
  {
    Title: '第三方供应商责任',
    Body: '本网站为采购单位与食材供应商提供信息展示及交易撮合服务。入驻供应商对其发布的商品信息的真实性、合法性，以及所供商品的质量安全、标签标识和售后服务承担全部责任。本网站对供应商资质进行审核，但并不因此承担商品质量的担保责任；因商品引发的纠纷，由交易双方依法协商解决，本网站将积极予以协助。',
  },
  {
    Title: '不可抗力',
    Body: '因自然灾害、公共卫生事件、政府行为、电力或通信线路故障、网络攻击、计算机病毒等不可抗力或本网站无法合理控制的原因，导致服务中断、数据丢失或交易无法正常进行的，本网站不承担责任，但将尽力减少由此给用户造成的损失。',
  },
  {
    Title: '账号安全',
    Body: '用户应妥善保管本单位的账号、密码及短信验证码，不得转借、出租或泄露给他人。凡使用该账号进行的登录、下单等操作，均视为该单位的行为，由该单位承担相应责任。发现账号被盗用或存在其他安全隐患的，应立即修改密码并通知本网站。',
  },
  {
    Title: '食品安全信息仅供参考',
    Body: '本网站发布的食品安全知识、营养配餐建议、检验检测报告及溯源信息仅供参考，不构成专业的医学、营养或法律意见。各单位应结合自身实际，依照食品安全法律法规及主管部门的要求，做好食材查验、贮存、加工和留样等工作。',
  },
  {
    Title: '平台知识产权',
    Body: '“膳链”名称、标识以及本网站的软件系统、页面设计、数据库等，其商标权、著作权及其他知识产权均归本网站所有，受法律保护。未经书面授权，任何单位和个人不得擅自使用、复制、修改，或对本网站软件进行反向工程、反向编译。',
  },
  {
    Title: '条款变更',
    Body: '本网站有权根据法律法规的变化及运营需要适时修订本声明，修订后的内容自在本页面公布之日起生效。访问者在本声明修订后继续使用本网站的，视为接受修订后的声明。',
  },
  {
    Title: '法律适用与争议解决',
    Body: '本声明的订立、效力、解释、履行及争议解决，均适用中华人民共和国法律（为本声明之目的，不包括香港特别行政区、澳门特别行政区和台湾地区法律）。因本声明或使用本网站发生的争议，各方应友好协商解决；协商不成的，任何一方均可向本网站运营者所在地有管辖权的人民法院提起诉讼。',
  },
  {
    Title: '最终解释权',
    Body: '本声明未尽事宜，依照国家有关法律法规执行；本声明与国家法律法规相抵触的，以国家法律法规为准。本网站对本声明拥有最终解释权。',
  },
];

/** Writes the disclaimer's version 1 when there is no version yet. */
export async function seedAbout(db: Db, now: Date = new Date()): Promise<void> {
  const [row] = await db.select({ n: count() }).from(aboutVersions);
  if ((row?.n ?? 0) > 0) return;
  await db
    .insert(aboutVersions)
    .values({ version: 1, effectiveDate: ABOUT_V1_EFFECTIVE_DATE, clauses: ABOUT_V1_CLAUSES, createdAt: now, createdBy: '膳链平台' });
}
