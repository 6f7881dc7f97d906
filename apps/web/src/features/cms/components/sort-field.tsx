import { Form } from 'antd';
import { NumberInput } from '../../../components/number-input';
import { operatorContentText } from '../../../lib/text/operator-content';
import { sortRules } from '../rules/content-rules';

/** 排序 of a content form: a whole number from 0 to 9999, small first; `wide` fills its column. */
export function SortField({ wide = false }: { wide?: boolean }) {
  return (
    <Form.Item name="Sort" label={operatorContentText.sort} extra={operatorContentText.sortHint} rules={sortRules}>
      <NumberInput min={0} max={9999} precision={0} style={{ width: wide ? '100%' : 160 }} />
    </Form.Item>
  );
}
