import type { TFirmProfile } from '@shanlian/contract';
import { Col, Form, Input, Row } from 'antd';
import { NumberInput } from '../../../../components/number-input';
import { centreText } from '../../../../lib/text';
import { useSaveProfileTab } from '../../hooks/use-save-profile-tab';
import { type PersonnelValues, personnelFields, toPersonnelValues } from '../../rules/profile-form';
import { NAME_MAX, PHONE_MAX, PHONE_PLACEHOLDER, rules } from '../../rules/profile-rules';
import { FormSection } from './form-section';
import { ProfileForm } from './profile-form';

const L = centreText.label;
const P = centreText.placeholder;

function Count({ name, label }: { name: 'StaffCount' | 'QcCount' | 'DinersCount'; label: string }) {
  return (
    <Form.Item label={label} name={name} rules={rules[name]}>
      <NumberInput style={{ width: '100%' }} min={0} precision={0} placeholder={P.text} suffix={centreText.people} />
    </Form.Item>
  );
}

/** 主要人员: legal representative, manager, food-safety staff and headcounts. Saves only these fields. */
export function PersonnelTab({ profile }: { profile: TFirmProfile }) {
  const [form] = Form.useForm<PersonnelValues>();
  // The form shows what the server kept (it trims, and the cache holds the saved profile).
  const { save, invalid, saving } = useSaveProfileTab('personnel', (saved) => form.setFieldsValue(toPersonnelValues(saved)));

  return (
    <ProfileForm<PersonnelValues>
      form={form}
      initialValues={toPersonnelValues(profile)}
      onFinish={(v) => save(personnelFields(profile.Id, v))}
      onFinishFailed={invalid}
      saving={saving}
      saveTestId="profile-save-personnel"
    >
      <FormSection title={centreText.sectionPeople}>
        <Row gutter={32}>
          <Col span={12}>
            <Form.Item label={L.LegalRepresentative} name="LegalRepresentative" rules={rules.LegalRepresentative}>
              <Input maxLength={NAME_MAX} placeholder={P.text} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={L.LegalRepresentativePhones} name="LegalRepresentativePhones" rules={rules.LegalRepresentativePhones}>
              <Input maxLength={PHONE_MAX} inputMode="tel" placeholder={PHONE_PLACEHOLDER} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={L.Manager} name="Manager" rules={rules.Manager}>
              <Input maxLength={NAME_MAX} placeholder={P.text} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={L.ManagerPhones} name="ManagerPhones" rules={rules.ManagerPhones}>
              <Input maxLength={PHONE_MAX} inputMode="tel" placeholder={PHONE_PLACEHOLDER} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={L.FoodSafetyDirector} name="FoodSafetyDirector" rules={rules.FoodSafetyDirector}>
              <Input maxLength={NAME_MAX} placeholder={P.text} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={L.FoodSafetyAdmin} name="FoodSafetyAdmin" rules={rules.FoodSafetyAdmin}>
              <Input maxLength={NAME_MAX} placeholder={P.text} />
            </Form.Item>
          </Col>
        </Row>
      </FormSection>

      <FormSection title={centreText.sectionHeadcount}>
        <Row gutter={32}>
          <Col span={12}>
            <Count name="StaffCount" label={L.StaffCount} />
          </Col>
          <Col span={12}>
            <Count name="QcCount" label={L.QcCount} />
          </Col>
          <Col span={12}>
            <Count name="DinersCount" label={L.DinersCount} />
          </Col>
        </Row>
      </FormSection>
    </ProfileForm>
  );
}
