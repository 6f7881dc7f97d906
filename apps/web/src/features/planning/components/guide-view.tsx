import { Tree } from 'antd';
import { useRef } from 'react';
import { foodPlanText } from '../../../lib/text/food-plan';
import { GUIDE_SECTIONS, guideAnchor, guideImage, guideTree } from '../guide-text';
import '../plan.css';

const TREE = guideTree();
const ALL_KEYS = GUIDE_SECTIONS.map((s) => String(s.id));

/** The nutrition guide: the 27-node outline at the left, the 27 page images at the right; a node scrolls to its page. */
export function GuideView({ height }: { height?: string | number }) {
  const pages = useRef<HTMLDivElement>(null);
  const go = (id: string) => {
    const el = pages.current?.querySelector<HTMLElement>(`#${guideAnchor(Number(id))}`);
    // the pages box is the offset parent (position: relative), so offsetTop is within it
    if (el && pages.current) pages.current.scrollTo({ top: Math.max(0, el.offsetTop - 12), behavior: 'smooth' });
  };
  return (
    <div className="pl-guide" style={height ? { height } : undefined} data-testid="guide-view">
      <nav className="pl-guide-outline" aria-label={foodPlanText.guideOutline} data-testid="guide-outline">
        <Tree treeData={TREE} defaultExpandedKeys={ALL_KEYS} blockNode onSelect={(keys, info) => go(String(keys[0] ?? info.node.key))} />
      </nav>
      <div className="pl-guide-pages" ref={pages} data-testid="guide-pages">
        {GUIDE_SECTIONS.map((s) => (
          <section key={s.id} id={guideAnchor(s.id)} className="pl-guide-page" data-testid={`guide-page-${s.id}`}>
            <img src={guideImage(s.id)} alt={s.title} loading="lazy" width={595} height={842} />
          </section>
        ))}
      </div>
    </div>
  );
}
