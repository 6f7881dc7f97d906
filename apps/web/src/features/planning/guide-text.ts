/**
 * The nutrition guide (学生餐营养指南) as the platform explains it: a 27-node outline following WS/T 554-2017,
 * each node with the project's own short text. The page images under public/guide/ are drawn from this module by
 * scripts/guide-pages.mjs (run it again after editing the text); the app shows the same outline as a tree.
 * This is an interpretation written for the platform, not the standard's wording.
 */
export interface GuideSection {
  /** Outline node id, 1–27; also the page number and the image name (01…27). */
  id: number;
  /** Id of the parent node, when this is a sub-item. */
  parent?: number;
  title: string;
  /** Short paragraphs of plain Chinese. */
  body: string[];
}

export const GUIDE_TITLE = '学生餐营养指南（WS/T 554-2017）解读';
export const GUIDE_FOOTER = '本页为膳链根据 WS/T 554-2017 编写的解读，非标准原文';

export const GUIDE_SECTIONS: GuideSection[] = [
  {
    id: 1,
    title: '前言',
    body: [
      '《学生餐营养指南》（WS/T 554-2017）由国家卫生计生委于 2017 年 8 月 1 日发布，2018 年 2 月 1 日起实施，是学校食堂和供餐单位为中小学生配餐的推荐性卫生行业标准。',
      '膳链把这份指南的要点整理成 27 页简短解读，配合营养套餐的实时分析使用：排餐时对照本页的数字，就能看出一周的安排哪里够、哪里不足。',
    ],
  },
  {
    id: 2,
    title: '1 范围',
    body: [
      '指南适用于为 6～17 岁在校学生供应早餐、午餐或晚餐的学校食堂和供餐单位。',
      '它规定了学生一天的能量和营养素供给量、各类食物的种类和数量，以及配餐原则、合理烹调和供餐管理的要求。平台的年龄段与之对应：6～8 岁、9～11 岁、12～14 岁、15～17 岁。',
    ],
  },
  {
    id: 3,
    title: '2 术语和定义',
    body: ['这一章说明指南里反复用到的两个词：“学生餐”和“带量食谱”。平台的营养餐、营养套餐和带量食谱打印页都沿用这两个定义。'],
  },
  {
    id: 4,
    parent: 3,
    title: '2.1 学生餐',
    body: ['学生餐是学校食堂或供餐单位在校内为学生提供的早餐、午餐或晚餐。', '在膳链里，一份营养餐就是一餐：由若干菜品组成，每个菜品写明所用食材和每人克数。'],
  },
  {
    id: 5,
    parent: 3,
    title: '2.2 带量食谱',
    body: [
      '带量食谱是按餐次列出的菜品表：每道菜用了哪些食材、每人多少克，以及供餐时间和烹调方法。',
      '营养套餐排好一周后，可以直接打印或导出带量食谱，并附上每天的营养素供给量，便于学校公示。',
    ],
  },
  {
    id: 6,
    title: '3 学生餐营养标准',
    body: [
      '这一章给出“吃多少”的数字：全天能量和营养素、各类食物的数量、三餐的比例，以及早餐和午晚餐各自的要求。',
      '平台分析一周时，以周一至周五的日平均值对照这些标准，同时逐日列出，方便找出偏低或偏高的那一天。',
    ],
  },
  {
    id: 7,
    parent: 6,
    title: '3.1 全天能量和营养素供给量',
    body: [
      '每人每天的能量按年龄和性别不同：例如 6～8 岁男生约 1700 千卡、女生约 1550 千卡；15～17 岁男生约 2900 千卡、女生约 2350 千卡。',
      '脂肪宜占总能量的 20%～30%，碳水化合物占 50%～65%。能量在标准的 90%～110% 之间、蛋白质在 80%～120% 之间视为合适；钙、铁、锌、维生素等平台按“不低于标准的 80%”提示，这是平台自己的判断规则。',
    ],
  },
  {
    id: 8,
    parent: 6,
    title: '3.2 全天食物种类和数量',
    body: [
      '一天的食物应包括谷薯类、蔬菜、水果、畜禽肉、鱼虾、蛋、奶、大豆和坚果，以及适量的油和盐。',
      '以 9～11 岁为例，每天约需谷薯类 300～350 克、蔬菜 350～400 克、水果 200～250 克、奶 200 克左右，盐不超过 5 克（平台由每餐数量推算的参考值）。',
    ],
  },
  {
    id: 9,
    parent: 6,
    title: '3.3 三餐能量分配',
    body: [
      '早餐、午餐、晚餐分别提供全天能量和营养素的 25%～30%、35%～40%、30%～35%。',
      '只供一餐或两餐时，就按这个比例计算这一餐应达到的量。营养套餐的分析图会显示每餐实际所占的比例。',
    ],
  },
  {
    id: 10,
    parent: 6,
    title: '3.4 早餐',
    body: [
      '早餐要吃饱吃好，至少包括谷薯类、蔬菜水果、鱼禽肉蛋、奶类和大豆这四类中的三类。',
      '以 6～8 岁为例，早餐约需谷薯类 75～90 克、蔬菜 90～105 克、蛋 15 克、奶 60 克，油 5 克，盐 1.5 克。',
    ],
  },
  {
    id: 11,
    parent: 6,
    title: '3.5 午餐和晚餐',
    body: [
      '午餐和晚餐是一天的主要餐次，食物种类要更齐全，荤素搭配。',
      '以 9～11 岁为例，每餐约需谷薯类 120～140 克、蔬菜 140～160 克、水果 80～100 克、畜禽肉 16～20 克、鱼虾 16～20 克、蛋 20 克、奶 80 克，油 10 克，盐 2 克。',
    ],
  },
  {
    id: 12,
    title: '4 配餐原则',
    body: [
      '这一章讲“怎么搭配”：食物多样、预防营养缺乏、控制油盐、合理安排进餐时间，并结合当地的饮食习惯和物产。',
      '平台的营养分析会把这些原则中能核对的部分逐条检查，并给出提示。',
    ],
  },
  {
    id: 13,
    parent: 12,
    title: '4.1 食物多样与同类互换',
    body: [
      '每天的食物应尽量多样，建议每天不少于 12 种、每周不少于 25 种。',
      '同一类食物之间可以互换，例如米饭换成面条、猪肉换成鸡肉，保持数量相当即可；互换的对照见附录 A。',
    ],
  },
  {
    id: 14,
    parent: 13,
    title: '4.1.1 谷薯类',
    body: ['谷薯类是能量的主要来源，每餐都要有。', '米面之外适当加入全谷物、杂豆和薯类，如小米、玉米、红豆、红薯，粗细搭配。'],
  },
  {
    id: 15,
    parent: 13,
    title: '4.1.2 蔬菜和水果',
    body: ['每天至少三种蔬菜，其中一半以上是深色蔬菜，如菠菜、西兰花、胡萝卜、番茄。', '条件允许时每天供应水果。蔬菜和水果不能互相代替。'],
  },
  {
    id: 16,
    parent: 13,
    title: '4.1.3 鱼禽肉蛋',
    body: ['鱼、禽、肉、蛋提供优质蛋白质、铁和锌，宜经常变换，优先选鱼禽类和瘦肉。', '每周安排一次动物肝脏，每人约 20～25 克。'],
  },
  {
    id: 17,
    parent: 13,
    title: '4.1.4 奶类和大豆',
    body: ['每天供应奶或奶制品，全天约 200～300 克，是钙的重要来源。', '每天安排大豆或豆制品，如豆腐、豆干、豆浆，也可适量加入坚果。'],
  },
  {
    id: 18,
    parent: 12,
    title: '4.2 预防营养缺乏',
    body: [
      '学生容易缺乏的是钙、铁、维生素 A 和维生素 C 等。',
      '多选奶类、豆制品、深色蔬菜、动物肝脏和瘦肉，能有效补充；附录 B 列出了这些营养素含量丰富的食物。',
    ],
  },
  {
    id: 19,
    parent: 12,
    title: '4.3 控制油盐',
    body: ['少油少盐，清淡为主：早餐用油约 5 克、午晚餐约 10 克；全天盐约 5～6 克。', '少用油炸，控制酱油、鸡精等含盐调味品，少供含糖饮料和甜点。'],
  },
  {
    id: 20,
    parent: 12,
    title: '4.4 进餐时间',
    body: ['三餐定时定量，两餐之间间隔适当，早餐在上课前吃完，不因赶课而省略。', '每餐留足进餐时间，不催促，不以零食代替正餐。'],
  },
  {
    id: 21,
    parent: 12,
    title: '4.5 因地制宜',
    body: ['结合当地的饮食习惯、季节和物产配餐，优先选用应季、本地的新鲜食材。', '少数民族学生和有特殊需要的学生，应尊重其饮食习惯并做相应安排。'],
  },
  {
    id: 22,
    title: '5 合理烹调',
    body: [
      '烹调以蒸、煮、炖、炒为主，少煎炸；蔬菜先洗后切、急火快炒，减少维生素流失。',
      '食物要烧熟煮透，生熟分开，做好留样；控制油、盐、糖的用量，保持食物原味。',
    ],
  },
  {
    id: 23,
    title: '6 供餐与营养管理',
    body: [
      '学校和供餐单位应有专人负责营养配餐，按周制定带量食谱并向家长和学生公示。',
      '定期评估供餐的营养状况，开展营养健康教育。膳链的营养套餐分析、带量食谱打印和食材溯源，正是为这些工作准备的。',
    ],
  },
  {
    id: 24,
    title: '附录A 食物互换',
    body: [
      '同类食物可以按提供能量或蛋白质相当的数量互换，例如一份米饭换成一份面条，一份猪瘦肉换成一份鸡肉或鱼肉。',
      '互换时注意保持每类食物的总量，使一周的营养仍在标准范围内。',
    ],
  },
  {
    id: 25,
    title: '附录B 营养素丰富的食物',
    body: [
      '钙：奶及奶制品、豆腐、虾皮、芝麻酱；铁：动物肝脏、动物血、瘦肉；锌：贝类、瘦肉、坚果。',
      '维生素 A：动物肝脏、胡萝卜、菠菜等深色蔬菜；维生素 C：新鲜蔬菜和水果，如青椒、西兰花、猕猴桃、橙子。',
    ],
  },
  {
    id: 26,
    title: '附录C 带量食谱示例',
    body: [
      '示例：某日午餐（9～11 岁，每人）——米饭（大米 130 克）、番茄炒蛋（番茄 100 克、鸡蛋 20 克）、青椒肉丝（青椒 50 克、猪瘦肉 18 克）、豆腐汤（豆腐 30 克），水果一份。',
      '用膳链排好营养套餐后，带量食谱打印页会自动列出每道菜的食材克数和每天的营养素供给量。',
    ],
  },
  {
    id: 27,
    title: '参考文献',
    body: [
      'WS/T 554-2017 学生餐营养指南；中国居民膳食营养素参考摄入量（2023 版）；中国食物成分表 标准版 第 6 版；学校食品安全与营养健康管理规定（2019）。',
      '本解读中的部分数字为平台整理的参考值，以标准正式文本为准。',
    ],
  },
];

/** The image of a page, served from public/guide/. */
export function guideImage(id: number): string {
  return `/guide/${String(id).padStart(2, '0')}.svg`;
}

/** The anchor of a page inside the guide's scroll area. */
export function guideAnchor(id: number): string {
  return `guide-page-${id}`;
}

export interface GuideTreeNode {
  key: string;
  title: string;
  children?: GuideTreeNode[];
}

/** The outline as a tree (keys are the ids as strings). */
export function guideTree(sections: GuideSection[] = GUIDE_SECTIONS): GuideTreeNode[] {
  const byParent = new Map<number | undefined, GuideSection[]>();
  for (const s of sections) byParent.set(s.parent, [...(byParent.get(s.parent) ?? []), s]);
  const build = (parent: number | undefined): GuideTreeNode[] =>
    (byParent.get(parent) ?? []).map((s) => {
      const children = build(s.id);
      return children.length ? { key: String(s.id), title: s.title, children } : { key: String(s.id), title: s.title };
    });
  return build(undefined);
}
