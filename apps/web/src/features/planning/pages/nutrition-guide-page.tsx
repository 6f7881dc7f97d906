import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { foodPlanText } from '../../../lib/text/food-plan';
import { GuideView } from '../components/guide-view';
import { GUIDE_TITLE } from '../guide-text';

/** 学生餐营养指南: the same outline and pages as the dialog, inline. */
export default function NutritionGuidePage() {
  return (
    <>
      <ConsolePageHead title={foodPlanText.guideTitle} sub={GUIDE_TITLE} />
      <ConsoleCard>
        <GuideView height="calc(100vh - 220px)" />
      </ConsoleCard>
    </>
  );
}
