/**
 * Administrative areas by their national codes (GB/T 2260; source: 中华人民共和国民政部
 * 《中华人民共和国行政区划代码》, the 2023 list, which has 临平区 and 钱塘区 and no 江干区 or
 * 下城区): 浙江省, 杭州市 and its districts and counties. Reference data, seeded in production too.
 */
export const AREAS: { code: string; name: string }[] = [
  { code: '33', name: '浙江省' },
  { code: '3301', name: '杭州市' },
  { code: '330102', name: '上城区' },
  { code: '330105', name: '拱墅区' },
  { code: '330106', name: '西湖区' },
  { code: '330108', name: '滨江区' },
  { code: '330109', name: '萧山区' },
  { code: '330110', name: '余杭区' },
  { code: '330111', name: '富阳区' },
  { code: '330112', name: '临安区' },
  { code: '330113', name: '临平区' },
  { code: '330114', name: '钱塘区' },
  { code: '330122', name: '桐庐县' },
  { code: '330127', name: '淳安县' },
  { code: '330182', name: '建德市' },
];

/** The parent of a code: 330106 → 3301 → 33 → null. */
export const parentCodeOf = (code: string): string | null => (code.length > 2 ? code.slice(0, code.length - 2) : null);

/** 浙江省杭州市西湖区 */
export function fullAreaName(code: string): string {
  const parts: string[] = [];
  for (let c: string | null = code; c; c = parentCodeOf(c)) {
    const a = AREAS.find((x) => x.code === c);
    if (a) parts.unshift(a.name);
  }
  return parts.join('');
}

/** The supervision organisation (市场监督管理局) of each district and of the city. */
export const SUPERVISION_ORGS: { name: string; areaCode: string }[] = AREAS.filter((a) => a.code.length >= 4).map((a) => ({
  name: a.code.length === 4 ? `${a.name}市场监督管理局` : `杭州市${a.name}市场监督管理局`,
  areaCode: a.code,
}));
