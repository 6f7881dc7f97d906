import { Input, Space } from 'antd';
import { accountText } from '../../../lib/text';
import { limits } from '../form-rules';

/** An 11-digit mainland mobile number behind a fixed +86. Controlled by the Form.Item around it. */
export function PhoneInput({ value, onChange, onBlur, testId }: { value?: string; onChange?: (v: string) => void; onBlur?: () => void; testId: string }) {
  return (
    <Space.Compact block>
      <Space.Addon>{accountText.countryCode}</Space.Addon>
      <Input
        data-testid={testId}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        onBlur={onBlur}
        placeholder={accountText.phonePlaceholder}
        maxLength={limits.phone}
        inputMode="numeric"
        autoComplete="tel"
      />
    </Space.Compact>
  );
}
