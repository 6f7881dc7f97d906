import { AGE_GROUP_NAMES, PLANNING_MSG } from '@shanlian/contract/browser';
import { Form, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { NumberInput } from '../../../components/number-input';
import { commonText } from '../../../lib/text';
import { weekText } from '../../../lib/text/week-feeding';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useWeekOp, useWeekWrite } from '../week-api';

interface Values {
  AgeGroup: number;
  Boys: number | null;
  Girls: number | null;
}
const AGE_OPTIONS = Object.entries(AGE_GROUP_NAMES).map(([v, label]) => ({ value: Number(v), label }));

/** The school's own students (age group, boys and girls of a class), from which a new package starts. */
export function useSchoolClass(enabled = true) {
  return useWeekOp('WeekFeeding/GetSchoolClass', {}, { enabled });
}

/** 本校学生: sets the age group and the boys and girls of a typical class. */
export function SchoolClassDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const current = useSchoolClass(open);
  const save = useWeekWrite('WeekFeeding/SaveSchoolClass');
  const submitKey = useSubmitKey(open ? 'school-class' : null);

  useEffect(() => {
    if (!open || current.isLoading) return;
    form.setFieldsValue(current.data ?? { AgeGroup: 1, Boys: null, Girls: null });
  }, [open, current.isLoading, current.data, form]);

  const submit = async (v: Values) => {
    const r = await save.run({ AgeGroup: v.AgeGroup, Boys: v.Boys ?? 0, Girls: v.Girls ?? 0 }, submitKey.key, weekText.schoolClassSaved);
    if (r) {
      submitKey.renew();
      onClose();
    }
  };
  const count = (name: 'Boys' | 'Girls', label: string) => (
    <Form.Item name={name} label={label} rules={[{ required: true, message: PLANNING_MSG.classCountsRange }]}>
      <NumberInput stepName={commonText.people} min={0} max={99_999} precision={0} style={{ width: '100%' }} data-testid={`school-${name.toLowerCase()}`} />
    </Form.Item>
  );
  return (
    <Modal
      open={open}
      title={weekText.schoolClassTitle}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.pending, 'data-testid': 'school-class-save' } as never}
      destroyOnHidden
      width={420}
    >
      <p className="wk-hint">{weekText.schoolClassHint}</p>
      <Form form={form} layout="vertical" onFinish={submit} disabled={current.isLoading} validateTrigger="onSubmit">
        <Form.Item name="AgeGroup" label={weekText.ageGroup} rules={[{ required: true, message: PLANNING_MSG.ageGroupRequired }]}>
          <Select options={AGE_OPTIONS} data-testid="school-age" />
        </Form.Item>
        {count('Boys', weekText.boys)}
        {count('Girls', weekText.girls)}
        <Form.Item noStyle dependencies={['Boys', 'Girls']}>
          {({ getFieldValue }) =>
            (getFieldValue('Boys') ?? 0) + (getFieldValue('Girls') ?? 0) === 0 && getFieldValue('Boys') != null && getFieldValue('Girls') != null ? (
              <div className="wk-live-note">{PLANNING_MSG.classCountsRange}</div>
            ) : null
          }
        </Form.Item>
      </Form>
    </Modal>
  );
}
