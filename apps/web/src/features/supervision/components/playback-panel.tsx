import { SUPERVISION_MSG as M, PLAYER } from '@shanlian/contract/browser';
import { Alert, DatePicker, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { supervisionText } from '../../../lib/text/supervision';
import { serverNow } from '../../../lib/use-now';
import { useSupOp } from '../api';
import { LivePlayer } from '../player/live-player';
import { sourceKind } from '../player/player-rules';
import { chinaWall, hourFrom, lastHour, playbackRangeOk } from '../rules/supervision-rules';

const WALL = 'YYYY-MM-DDTHH:mm:ss';

/** A value that follows `value` once it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/**
 * 回放 (spec 02 §2.16, §9): the plugin warning with 下载视频插件 and 刷新, a start time (the last hour
 * by default) from which an hour is requested (up to now), the recording loaded 300 ms after the start
 * settles: the embedded page for the camera types that have one, else the answered link (an .m3u8 in
 * the player, with its seek bar over the hour; another link in a frame); 暂无视频 when there is none.
 */
export function PlaybackPanel({ playUrl, monitorId, name, viewerName }: { playUrl: string; monitorId: string; name: string; viewerName: string }) {
  const [range, setRange] = useState<[string, string]>(() => lastHour(serverNow()));
  const [reload, setReload] = useState(0);
  const wanted = useDebounced(range, PLAYER.playbackDebounceMs);
  const ok = playbackRangeOk(wanted);
  // a recording's signed address plays for its length and two hours more, the same address within the hour
  const res = useSupOp('Monitor/GetPlaybackUrl', { PlayUrl: playUrl, MonitorId: monitorId, StartTime: wanted[0], EndTime: wanted[1] }, { enabled: ok });
  const data = res.data;

  const refresh = () => {
    setReload((n) => n + 1);
    void res.refetch();
  };

  let body: ReactNode;
  if (!ok) body = <div className="sv-playback-empty">{M.playbackRange}</div>;
  else if (res.isLoading)
    body = (
      <div className="sv-playback-empty" data-testid="playback-loading">
        <Spin />
        <span>{supervisionText.playbackLoading}</span>
      </div>
    );
  else if (res.error) body = <div className="sv-playback-empty">{res.error.message}</div>;
  else if (data?.Embedded && data.PageUrl)
    body = (
      <iframe
        key={reload}
        className="sv-playback-frame"
        src={data.PageUrl}
        title={supervisionText.playbackTitle(name)}
        allow="autoplay; fullscreen"
        data-testid="playback-frame"
      />
    );
  else if (data?.Url && sourceKind(data.Url) === 'hls')
    body = (
      <LivePlayer key={reload} src={data.Url} title={supervisionText.playbackTitle(name)} viewerName={viewerName} startAt={Date.parse(`${wanted[0]}+08:00`)} />
    );
  else if (data?.Url)
    body = (
      <iframe
        key={reload}
        className="sv-playback-frame"
        src={data.Url}
        title={supervisionText.playbackTitle(name)}
        allow="autoplay; fullscreen"
        referrerPolicy="no-referrer"
        data-testid="playback-frame"
      />
    );
  else
    body = (
      <div className="sv-playback-empty" data-testid="playback-none">
        {M.playbackNone}
      </div>
    );

  return (
    <div className="sv-playback" data-testid="playback-panel" data-start={wanted[0]} data-end={wanted[1]}>
      <Alert
        type="warning"
        showIcon
        title={
          <span>
            {M.pluginWarning}
            <a href={supervisionText.pluginUrl} target="_blank" rel="noopener noreferrer" className="sv-link" data-testid="playback-plugin">
              {M.downloadPlugin}
            </a>
            <a
              href="#refresh"
              className="sv-link"
              data-testid="playback-refresh"
              onClick={(e) => {
                e.preventDefault();
                refresh();
              }}
            >
              {M.refresh}
            </a>
          </span>
        }
      />
      <div className="sv-playback-filter">
        <span>{supervisionText.playbackStart}</span>
        <DatePicker
          showTime={{ format: 'HH:mm:ss' }}
          format="YYYY-MM-DD HH:mm:ss"
          allowClear={false}
          value={dayjs(range[0])}
          placeholder={supervisionText.playbackStart}
          // the picker's days are China wall days (as its value), whatever the browser's time zone
          disabledDate={(d) => d.format('YYYY-MM-DD') > chinaWall(serverNow()).slice(0, 10)}
          onChange={(v: Dayjs | null) => {
            if (v) setRange(hourFrom(v.format(WALL), serverNow()));
          }}
          data-testid="playback-start"
        />
        <span className="sv-muted" data-testid="playback-window">
          {supervisionText.playbackWindow(range[0], range[1])}
        </span>
        <span className="sv-muted">{supervisionText.playbackHint}</span>
      </div>
      <div className="sv-playback-body">{body}</div>
    </div>
  );
}
