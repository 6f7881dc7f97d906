import { SUPERVISION_MSG as M } from '@shanlian/contract/browser';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { supervisionText } from '../../../lib/text/supervision';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewerName } from '../components/camera-stage';
import { LivePlayer } from '../player/live-player';
import { playbackKey } from '../rules/supervision-rules';
import '../supervision.css';

/**
 * /eshop/monitor/playback?key=<recording address> — the embedded playback page (spec 02 §9) that
 * the playback panel frames for camera types 1, 2, 3, 4, 8 and 9: the key's recording full-window in
 * the live player. Only a same-origin media address (/v1/Media/…) plays; anything else is 暂无视频.
 */
export default function PlaybackPage() {
  usePageTitle(supervisionText.playbackPageTitle);
  const [params] = useSearchParams();
  const key = playbackKey(params.get('key'), window.location.origin);
  const viewer = useViewerName();
  // full-window inside its frame: no gutter kept for a scrollbar the page never has
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollbarGutter;
    root.style.scrollbarGutter = 'auto';
    return () => {
      root.style.scrollbarGutter = before;
    };
  }, []);
  return (
    <div className="sv-embed" data-testid="playback-page">
      {key ? (
        <LivePlayer src={key} viewerName={viewer} />
      ) : (
        <div className="sv-embed-empty" data-testid="playback-page-none">
          {M.noVideo}
        </div>
      )}
    </div>
  );
}
