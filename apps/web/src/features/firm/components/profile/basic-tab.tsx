import type { TFirmProfile } from '@shanlian/contract';
import { Checkbox, Col, Form, Input, Radio, Row, Skeleton } from 'antd';
import { ImageUpload } from '../../../../components/image-upload';
import { NumberInput } from '../../../../components/number-input';
import { centreText } from '../../../../lib/text';
import { usePubFirmTypes } from '../../api/get-profile';
import { useSaveProfileTab } from '../../hooks/use-save-profile-tab';
import { type BasicValues, basicFields, pickOneGrade, toBasicValues } from '../../rules/profile-form';
import { PHONE_MAX, PHONE_PLACEHOLDER, rules } from '../../rules/profile-rules';
import { FormSection } from './form-section';
import { ProfileForm } from './profile-form';

const L = centreText.label;
const P = centreText.placeholder;
/** The firm-user upload of spec 02 §9: node type 51, module type 3. */
const PHOTO_UPLOAD = { NodeType: '51', ModuleType: '3' };

/** Read-only text, shown as a disabled input so the form keeps its rhythm. */
function Fixed({ label, value }: { label: string; value: string }) {
  return (
    <Form.Item label={label} tooltip={centreText.readOnlyHint}>
      <Input value={value} disabled />
    </Form.Item>
  );
}

function PubFirmTypes() {
  const types = usePubFirmTypes();
  if (types.isLoading) return <Skeleton.Input active size="small" style={{ width: 360 }} />;
  if (!types.data?.length) return <span style={{ color: '#999' }}>{centreText.noPubFirmTypes}</span>;
  return (
    <Form.Item name="PubFirmTypeId" noStyle>
      <Radio.Group className="centre-radios" options={types.data.map((t) => ({ value: t.Id, label: t.Name }))} />
    </Form.Item>
  );
}

/** 基本信息: the firm, its business type and grade, contact, site and photo. Saves only these fields. */
export function BasicTab({ profile }: { profile: TFirmProfile }) {
  const [form] = Form.useForm<BasicValues>();
  // The form shows what the server kept (it trims, and the cache holds the saved profile).
  const { save, invalid, saving } = useSaveProfileTab('basic', (saved) => form.setFieldsValue(toBasicValues(saved)));

  return (
    <ProfileForm<BasicValues>
      form={form}
      initialValues={toBasicValues(profile)}
      onFinish={(v) => save(basicFields(profile.Id, v))}
      onFinishFailed={invalid}
      saving={saving}
      saveTestId="profile-save-basic"
    >
      <FormSection title={centreText.sectionFirm}>
        <Row gutter={32}>
          <Col span={12}>
            <Form.Item label={L.Name} name="Name" rules={rules.Name}>
              <Input maxLength={100} placeholder={P.text} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Fixed label={L.USCCode} value={profile.USCCode} />
          </Col>
          <Col span={12}>
            <Form.Item label={L.LicenseNumber} name="LicenseNumber" rules={rules.LicenseNumber}>
              <Input maxLength={50} placeholder={P.text} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Fixed label={L.AreaName} value={profile.AreaName} />
          </Col>
          <Col span={12}>
            <Form.Item label={L.RegisteredCapital} name="RegisteredCapital" rules={rules.RegisteredCapital}>
              <Input maxLength={30} placeholder={P.RegisteredCapital} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Fixed label={L.OrgName} value={profile.OrgName} />
          </Col>
          <Col span={12}>
            <Form.Item label={L.FirmCreatedTime} name="FirmCreatedTime" rules={rules.FirmCreatedTime}>
              <NumberInput
                style={{ width: '100%' }}
                min={1900}
                max={new Date().getFullYear()}
                precision={0}
                placeholder={P.FirmCreatedTime}
                suffix={centreText.year}
              />
            </Form.Item>
          </Col>
        </Row>
      </FormSection>

      <FormSection title={centreText.sectionBusiness}>
        <Form.Item label={L.FirmTypeName} tooltip={centreText.readOnlyHint}>
          <Radio.Group className="centre-radios" disabled value={profile.FirmTypeName} options={centreText.firmTypes.map((t) => ({ value: t, label: t }))} />
        </Form.Item>
        <Form.Item label={L.PubFirmTypeId}>
          <PubFirmTypes />
        </Form.Item>
        <Form.Item label={L.FirmCapitalTypeName} tooltip={centreText.readOnlyHint}>
          <Radio.Group disabled value={profile.FirmCapitalTypeName} options={centreText.capitalTypes.map((t) => ({ value: t, label: t }))} />
        </Form.Item>
        <Form.Item label={L.QuantifiedGrade} extra={centreText.gradeHint}>
          <div data-testid="profile-grade">
            <Form.Item name="QuantifiedGrade" noStyle rules={rules.QuantifiedGrade} normalize={pickOneGrade}>
              <Checkbox.Group options={centreText.grades.map((g) => ({ value: g, label: g }))} />
            </Form.Item>
          </div>
        </Form.Item>
      </FormSection>

      <FormSection title={centreText.sectionContact}>
        <Row gutter={32}>
          <Col span={12}>
            <Form.Item label={L.ContactName} name="ContactName" rules={rules.ContactName}>
              <Input maxLength={30} placeholder={P.text} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={L.PhoneNumber} name="PhoneNumber" rules={rules.PhoneNumber}>
              <Input maxLength={PHONE_MAX} inputMode="tel" placeholder={PHONE_PLACEHOLDER} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={L.PostCode} name="PostCode" rules={rules.PostCode}>
              <Input maxLength={6} inputMode="numeric" placeholder={P.PostCode} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={L.Fax} name="Fax" rules={rules.Fax}>
              <Input maxLength={20} placeholder={P.Fax} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={L.Email} name="Email" rules={rules.Email}>
              <Input maxLength={100} placeholder={P.Email} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={L.Address} name="Address" rules={rules.Address}>
              <Input maxLength={200} placeholder={P.text} />
            </Form.Item>
          </Col>
        </Row>
      </FormSection>

      <FormSection title={centreText.sectionSite}>
        <Row gutter={32}>
          <Col span={12}>
            <Form.Item label={L.FactoryArea} name="FactoryArea" rules={rules.FactoryArea}>
              <NumberInput style={{ width: '100%' }} min={0} placeholder={P.text} suffix={centreText.squareMetre} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={L.FactoryBuildingArea} name="FactoryBuildingArea" rules={rules.FactoryBuildingArea}>
              <NumberInput style={{ width: '100%' }} min={0} placeholder={P.text} suffix={centreText.squareMetre} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={L.Longitude} name="Longitude" rules={rules.Longitude}>
              <NumberInput style={{ width: '100%' }} min={-180} max={180} placeholder={P.Longitude} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={L.Latitude} name="Latitude" rules={rules.Latitude}>
              <NumberInput style={{ width: '100%' }} min={-90} max={90} placeholder={P.Latitude} />
            </Form.Item>
          </Col>
        </Row>
      </FormSection>

      <FormSection title={centreText.sectionPhoto} extra={centreText.photoHint}>
        <Form.Item label={L.FirmImage} name="FirmImage">
          <ImageUpload fields={PHOTO_UPLOAD} />
        </Form.Item>
      </FormSection>
    </ProfileForm>
  );
}
