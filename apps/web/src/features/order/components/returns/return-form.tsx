import { MSG } from '@shanlian/contract/browser';
import { Form, type FormInstance, Input, Radio, Select } from 'antd';
import { CappedNumber } from '../../../../components/capped-number';
import { orderText } from '../../../../lib/text';
import { availableOf, defaultQuantity, type ReturnFormValues } from '../../rules/return-form';
import type { TOrderDetailLine } from '../../rules/types';
import { AttachmentField } from './attachment-field';
import { PersonField } from './person-field';
import './return-form.css';

const F = orderText.form;

/**
 * The return / exchange fields (spec 02 §2.7, §2.8): type, product line, quantity, returner and
 * confirmer from the person picker, details and an optional picture. The caller holds the form and
 * its submit button.
 */
export function ReturnForm({
  form,
  lines,
  initialValues,
  onFinish,
  disabled,
}: {
  form: FormInstance<ReturnFormValues>;
  lines: TOrderDetailLine[];
  initialValues: ReturnFormValues;
  onFinish: (v: ReturnFormValues) => void;
  disabled?: boolean;
}) {
  const lineId = Form.useWatch('OrderLineId', form);
  const line = lines.find((l) => l.Id === lineId);
  const max = line ? availableOf(line) : undefined;
  return (
    <Form<ReturnFormValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      initialValues={initialValues}
      onFinish={onFinish}
      disabled={disabled}
      onValuesChange={(changed) => {
        const picked = lines.find((l) => l.Id === changed.OrderLineId);
        if (picked) form.setFieldValue('Quantity', defaultQuantity(picked));
      }}
      className="return-form"
    >
      <Form.Item name="ReturnType" label={F.type} rules={[{ required: true, message: MSG.chooseReturnType }]}>
        <Radio.Group optionType="button" buttonStyle="solid" options={orderText.returnTypes.map((t) => ({ ...t }))} data-testid="return-type" />
      </Form.Item>
      <Form.Item name="OrderLineId" label={F.line} rules={[{ required: true, message: F.chooseLine }]}>
        <Select
          placeholder={F.chooseLine}
          data-testid="return-line"
          options={lines.map((l) => ({
            value: l.Id,
            label: availableOf(l) > 0 ? F.lineOption(l.ProductName, l.SealNumber, availableOf(l)) : `${l.ProductName}（${F.lineFull}）`,
            disabled: availableOf(l) === 0,
          }))}
        />
      </Form.Item>
      <Form.Item label={F.quantity} required>
        <div className="return-qty-row">
          <Form.Item
            name="Quantity"
            noStyle
            rules={[
              { required: true, message: MSG.returnQuantityRange(max ?? 0) },
              { type: 'integer', min: 1, max: max ?? 0, message: MSG.returnQuantityRange(max ?? 0) },
            ]}
          >
            <CappedNumber
              min={1}
              max={max}
              capText={F.quantityCapped(max ?? 0, line?.Unit ?? '')}
              capTestId="return-capped"
              precision={0}
              style={{ width: 140 }}
              data-testid="return-qty"
              suffix={line?.Unit}
            />
          </Form.Item>
          {max != null && <span className="return-qty-max">{F.quantityMax(max)}</span>}
        </div>
      </Form.Item>
      <Form.Item name="returner" label={F.returner} rules={[{ required: true, message: MSG.chooseReturner }]}>
        <PersonField title={F.chooseReturnerTitle} testId="pick-returner" />
      </Form.Item>
      <Form.Item name="checker" label={F.checker} rules={[{ required: true, message: MSG.chooseChecker }]}>
        <PersonField title={F.chooseCheckerTitle} testId="pick-checker" />
      </Form.Item>
      <Form.Item name="ReturnRemark" label={F.remark}>
        <Input.TextArea rows={3} maxLength={500} showCount placeholder={F.remarkPlaceholder} data-testid="return-remark" />
      </Form.Item>
      <Form.Item name="file" label={F.attachment}>
        <AttachmentField />
      </Form.Item>
    </Form>
  );
}
