// npm run simulate:delivery -- [--demo] [--base-url URL] [--token T] [--plate 浙A12345] [--speed 16]
//   [--batch 10] [--no-excursion] [--no-gap] [--mqtt mqtt://127.0.0.1:1883]
// Drives a vehicle along the demo route in Hangzhou through the real telemetry operation, with a
// six-minute excursion above the chilled band, a one-minute spike and a network gap. With --demo it
// first makes a live run with the demo accounts (buy, ship, a vehicle's fresh token, start).
import { parseArgs } from 'node:util';
import { loadDemoRoute } from '../apps/server/src/seed/delivery-track.js';
import { plan, simulateDelivery } from './delivery-sim.js';
import { prepareDemoRun } from './demo-run.js';

const { values } = parseArgs({
  options: {
    demo: { type: 'boolean', default: false },
    'base-url': { type: 'string', default: process.env.BASE_URL ?? 'http://localhost:3000' },
    token: { type: 'string' },
    plate: { type: 'string' },
    speed: { type: 'string', default: '16' },
    batch: { type: 'string', default: '10' },
    'no-excursion': { type: 'boolean', default: false },
    'no-gap': { type: 'boolean', default: false },
    mqtt: { type: 'string' },
  },
});

const baseUrl = values['base-url'] as string;
const speed = Math.max(1, Number(values.speed));
const route = loadDemoRoute();
// time-compressed, the journey is stamped so that it ends now: the run starts when its first point was read
const points = plan(route, { speed, excursion: !values['no-excursion'] });
let token = values.token;
let plate = values.plate;
if (values.demo) {
  const startTime = new Date(Date.parse(points[0]?.Time ?? new Date().toISOString()) - 30_000).toISOString();
  const run = await prepareDemoRun(baseUrl, { plate, startTime });
  token = run.deviceToken;
  plate = run.vehicleNo;
  console.log(`配送已发车：${run.vehicleNo}，地图 ${baseUrl}/eshop/store/delivery/${run.fillInId}（采购方 13800000001 或供应商 13800000002 登录查看）`);
}
if (!token) {
  console.error('需要设备令牌：--token <令牌>（在 供应商工作台 → 配送车辆 中新增或更换令牌），或用 --demo 自动准备一次配送');
  process.exit(2);
}
if (values.mqtt && !plate) {
  console.error('MQTT 上报需要车牌：--plate 浙A12345');
  process.exit(2);
}
console.log(`模拟开始：倍速 ×${speed}，${values.mqtt ? `MQTT ${values.mqtt}` : `HTTP ${baseUrl}`}`);
const result = await simulateDelivery({
  baseUrl,
  deviceToken: token,
  route,
  points,
  speed,
  batch: Math.max(1, Number(values.batch)),
  excursion: !values['no-excursion'],
  gap: !values['no-gap'],
  mqtt: values.mqtt && plate ? { url: values.mqtt, plate } : undefined,
  onProgress: (p) => process.stdout.write(`\r已发送 ${p.sent}/${p.total}，接收 ${p.accepted}，重复 ${p.duplicates}，拒绝 ${p.rejected}   `),
});
console.log(`\n完成：${result.points} 个点（${result.first} → ${result.last}），接收 ${result.accepted}，重复 ${result.duplicates}，拒绝 ${result.rejected}`);
