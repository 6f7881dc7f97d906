import type { TDistorder } from '@shanlian/contract';
import { deliveryPlan, MAP_DEFAULTS, TELEMETRY } from '@shanlian/contract/browser';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef } from 'react';
import { type Pt, projector, segments } from './route';

export interface MapConfig {
  TileUrl: string | null;
  TileCrs: 'gcj02' | 'wgs84';
  Subdomains: string;
  Zoom: number;
  RenderDelayMs: number;
}

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const reading = (v: number | null, unit: string) => (v === null ? '—' : `${v.toFixed(1)} ${unit}`);

/** A marker drawn as HTML (no image files): a round badge with a short label and a test id. */
function badge(kind: string, label: string, testId: string) {
  return L.divIcon({
    className: `dl-marker dl-marker-${kind}`,
    html: `<span data-testid="${testId}">${esc(label)}</span>`,
    iconSize: [30, 30],
    iconAnchor: [15, 15],
    popupAnchor: [0, -14],
  });
}

/** The info window of the latest position (spec 02 §2.12). */
function infoHtml(order: TDistorder, last: Pt | undefined): string {
  const v = order.eN_DistvehicleInfo;
  const size = [v.VehicleLong, v.VehicleWide, v.VehicleHigh].every((x) => x !== null) ? `${v.VehicleLong} × ${v.VehicleWide} × ${v.VehicleHigh} 米` : '—';
  const video = order.vI_FirmmonitorInfos[0];
  const rows: [string, string][] = [
    ['配送员', `${order.bA_UserInfo.FullName} ${order.bA_UserInfo.MobileNumber}`],
    ['温度', reading(last?.temperature ?? null, '°C')],
    ['湿度', reading(last?.humidity ?? null, '%')],
    ['车牌号', v.VehicleNo],
    ['厂商', v.ProductFirmName || '—'],
    ['型号', v.VehicleModel || '—'],
    ['尺寸', size],
    ['状态', v.StatusDesc],
  ];
  return `<div class="dl-info" data-testid="delivery-info">
    <div class="dl-info-title">${esc(v.VehicleNo)} · ${esc(v.TemperatureClassName)}</div>
    <table>${rows.map(([k, val]) => `<tr><th>${k}</th><td>${esc(val)}</td></tr>`).join('')}</table>
    ${video ? `<a class="dl-info-video" data-testid="delivery-video" href="${esc(video.PlayUrl)}" target="_blank" rel="noopener noreferrer">▶ 视频</a>` : ''}
  </div>`;
}

/**
 * The Leaflet map of a delivery: the route in segments (a gap is never a line), start, stops with
 * the destination, the latest position with its info window, alarm markers, and the replay marker.
 * Tiles come from configuration; without them the map draws on a plain background.
 */
export function DeliveryMap({
  order,
  points,
  config,
  replay,
  follow,
  onTileError,
}: {
  order: TDistorder;
  points: readonly Pt[];
  config: MapConfig;
  /** The replay position (WGS-84), or null when not replaying. */
  replay: { lng: number; lat: number } | null;
  follow: boolean;
  /** Tiles that fail to load (no network, a wrong key): said once. */
  onTileError?: () => void;
}) {
  const tileError = useRef(onTileError);
  tileError.current = onTileError;
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const replayMarker = useRef<L.Marker | null>(null);
  const tiles = config.TileUrl ? config.TileCrs : 'none';
  const project = useMemo(() => projector(tiles), [tiles]);

  // the map and its layers, drawn again when the delivery changes
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const m = L.map(el, { zoomControl: true, attributionControl: !!config.TileUrl });
    map.current = m;
    if (config.TileUrl) {
      L.tileLayer(config.TileUrl, { subdomains: config.Subdomains, maxZoom: 19 })
        .once('tileerror', () => tileError.current?.())
        .addTo(m);
    }
    const start = order.Cac_QLYFirm;
    const startAt = project(start.Longitude as number, start.Latitude as number);
    const bounds = L.latLngBounds([startAt, startAt]);
    // the planned order of the stops: start, waypoints nearest first, the destination
    const plan = deliveryPlan(start, order.dST_DistorderfirmInfos);
    if (plan) {
      const planned = [start, ...plan.waypoints, plan.destination].map((s) => project(s.Longitude as number, s.Latitude as number));
      L.polyline(planned, { color: '#8c8c8c', weight: 2, dashArray: '2,8', opacity: 0.8 }).addTo(m);
    }
    for (const seg of segments(points, TELEMETRY.gapMs)) {
      const line = seg.map((p) => project(p.lng, p.lat));
      L.polyline(line, { color: MAP_DEFAULTS.lineColor, weight: MAP_DEFAULTS.lineWidth, dashArray: MAP_DEFAULTS.lineDash }).addTo(m);
      for (const ll of line) bounds.extend(ll);
    }
    L.marker(startAt, { icon: badge('start', '起', 'marker-start'), title: start.FirmName })
      .bindPopup(`<b>起点</b><br/>${esc(start.FirmName)}`)
      .addTo(m);
    for (const s of order.dST_DistorderfirmInfos) {
      if (s.Longitude === null || s.Latitude === null) continue;
      const at = project(s.Longitude, s.Latitude);
      bounds.extend(at);
      const last = plan?.destination.Id === s.Id;
      L.marker(at, {
        icon: badge(last ? 'destination' : `stop-${s.Status}`, last ? '终' : '经', last ? 'marker-destination' : 'marker-stop'),
        title: s.TargetFirmName,
      })
        .bindPopup(
          `<b>${last ? '终点' : '途经点'}</b><br/>${esc(s.TargetFirmName)}<br/>${esc(s.FillInNo)} · ${esc(s.StatusDesc)}${s.ArriveTime ? `<br/>到达 ${esc(s.ArriveTime.slice(11, 16))}` : ''}`,
        )
        .addTo(m);
    }
    for (const e of order.Event) {
      if (e.Longitude === null || e.Latitude === null) continue;
      L.marker(project(e.Longitude, e.Latitude), { icon: badge('alarm', '!', 'marker-alarm'), zIndexOffset: 500 })
        .bindPopup(
          `<b>${esc(e.AlarmTypeDesc)}</b><br/>温度 ${esc(reading(e.Temperature, '°C'))}，湿度 ${esc(reading(e.Humidity, '%'))}<br/>${esc(e.StartTime.slice(11, 16))} 起，持续 ${e.DurationMinutes} 分钟<br/>${esc(e.StatusDesc)}`,
        )
        .addTo(m);
    }
    const last = points.at(-1);
    // spec 02 §9: zoom 18 at the vehicle (or the start), then after the render delay the whole route when it does not fit
    m.setView(last ? project(last.lng, last.lat) : startAt, config.Zoom);
    const latest = last
      ? L.marker(project(last.lng, last.lat), { icon: badge('latest', '车', 'marker-latest'), zIndexOffset: 1000 })
          .bindPopup(infoHtml(order, last), { minWidth: 220, autoPan: false })
          .addTo(m)
      : null;
    // the info window opens once the view has settled (a popup opened while the map zooms is closed)
    const fit = setTimeout(() => {
      const open = () => latest?.openPopup();
      if (m.getBounds().contains(bounds)) open();
      else {
        m.once('zoomend', () => setTimeout(open, 50));
        m.fitBounds(bounds, { padding: [40, 40], maxZoom: config.Zoom });
      }
    }, config.RenderDelayMs);
    return () => {
      clearTimeout(fit);
      replayMarker.current = null;
      m.remove();
      map.current = null;
    };
  }, [order, points, config, project]);

  // the replay marker follows the slider; the map follows it when asked
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (!replay) {
      replayMarker.current?.remove();
      replayMarker.current = null;
      return;
    }
    const at = project(replay.lng, replay.lat);
    if (!replayMarker.current) replayMarker.current = L.marker(at, { icon: badge('replay', '●', 'marker-replay'), zIndexOffset: 2000 }).addTo(m);
    else replayMarker.current.setLatLng(at);
    if (follow) m.panTo(at, { animate: false });
  }, [replay, follow, project]);

  return <div ref={box} className={`dl-map ${config.TileUrl ? '' : 'dl-map-plain'}`} data-testid="delivery-map" />;
}
