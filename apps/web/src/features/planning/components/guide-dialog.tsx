import { Modal } from 'antd';
import { foodPlanText } from '../../../lib/text/food-plan';
import { GUIDE_TITLE } from '../guide-text';
import { GuideView } from './guide-view';

/** The nutrition guide in a full-screen dialog (opened from the weekly package dialog and the guide page). */
export function NutritionGuideDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={GUIDE_TITLE}
      width="100vw"
      className="pl-guide-modal"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0, margin: 0 }}
      destroyOnHidden
      closable={{ 'aria-label': foodPlanText.close }}
    >
      {open && (
        <div data-testid="guide-dialog">
          <GuideView height="calc(100vh - 80px)" />
        </div>
      )}
    </Modal>
  );
}
