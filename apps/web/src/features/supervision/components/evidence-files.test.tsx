import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EvidenceFiles } from './evidence-files';

const file = (Id: string, FileName: string) => ({ Id, FileName, FileUrl: `/v1/File/Download/${Id}` });

describe('EvidenceFiles (处理记录)', () => {
  it('renders a recorded .mkv as a video element, not an image', () => {
    const html = renderToStaticMarkup(<EvidenceFiles files={[file('a', '视频录制_20261126153005.mkv')]} />);
    expect(html).toMatch(/<video[^>]+src="\/v1\/File\/Download\/a"/);
    expect(html).not.toContain('<img');
  });
  it('plays mp3 as audio, links a document it cannot show, and keeps pictures as thumbnails', () => {
    const html = renderToStaticMarkup(<EvidenceFiles files={[file('b', '录音.mp3'), file('c', '说明.docx'), file('d', '抓拍截图.png')]} />);
    expect(html).toMatch(/<audio[^>]+src="\/v1\/File\/Download\/b"/);
    expect(html).toMatch(/<a[^>]+href="\/v1\/File\/Download\/c"[^>]+download="说明.docx"/);
    expect(html).not.toMatch(/<video/);
    expect(html).toContain('抓拍截图.png');
  });
});
