import type { TLicenseRow } from '@shanlian/contract';
import { LICENSE_TYPE_NAMES, LicenseType, UPLOAD_MODULE_TYPE } from '@shanlian/contract/browser';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { firmApi } from '../../../api/firm';
import { DialogFooter } from '../../../components/console-layout';
import { type DocFile, DocUpload } from '../../../components/doc-upload';
import { licenceText } from '../../../lib/text/licence';
import { useSubmitKey } from '../../../lib/use-submit-key';

interface Values {
  LicenseType: number;
  Name: string;
  LicenseNo: string;
  IssuingAuthority: string;
  range: [Dayjs, Dayjs];
  files: DocFile[];
}

const TYPE_OPTIONS = Object.entries(LICENSE_TYPE_NAMES).map(([value, label]) => ({ value: Number(value), label }));
const TYPE_NAMES = new Set(Object.values(LICENSE_TYPE_NAMES));

/** 新增 / 修改证照: type (the name follows it until typed over), number, authority, validity, files (pictures or PDF). */
export function LicenceDialog({ open, licence, onClose }: { open: boolean; licence: TLicenseRow | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [uploading, setUploading] = useState(false);
  const submitKey = useSubmitKey(open ? (licence ?? 'new') : null);
  const save = firmApi.useKeyedWrite('EN_Firmlicense/SaveFirmlicense');

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (licence) {
      form.setFieldsValue({
        LicenseType: licence.LicenseType,
        Name: licence.Name,
        LicenseNo: licence.LicenseNo,
        IssuingAuthority: licence.IssuingAuthority,
        range: [dayjs(licence.ValidFrom), dayjs(licence.ValidUntil)],
        files: licence.Files.map((f) => ({ Id: f.Id, FileUrl: f.FileUrl, FileName: f.FileName })),
      });
    } else {
      form.setFieldsValue({ LicenseType: LicenseType.Business, Name: LICENSE_TYPE_NAMES[LicenseType.Business], files: [] });
    }
  }, [open, licence, form]);

  const onType = (t: number) => {
    const name = (form.getFieldValue('Name') as string | undefined)?.trim() ?? '';
    // the name follows the type while it is empty or still another type's name
    if (!name || TYPE_NAMES.has(name)) form.setFieldValue('Name', t === LicenseType.Other ? '' : LICENSE_TYPE_NAMES[t]);
  };

  const submit = async (v: Values) => {
    const r = await save.run(
      {
        Id: licence?.Id ?? null,
        LicenseType: v.LicenseType,
        Name: v.Name,
        LicenseNo: v.LicenseNo,
        IssuingAuthority: v.IssuingAuthority ?? '',
        ValidFrom: v.range[0].format('YYYY-MM-DD'),
        ValidUntil: v.range[1].format('YYYY-MM-DD'),
        FileIds: v.files.map((f) => f.Id),
      },
      submitKey.key,
      licenceText.saved,
    );
    if (r) {
      submitKey.renew();
      onClose();
    }
  };

  return (
    <Modal
      open={open}
      title={licence ? licenceText.editTitle : licenceText.addTitle}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={!save.pending}
      width={600}
      footer={
        <DialogFooter
          onCancel={onClose}
          onOk={() => form.submit()}
          okText={licenceText.save}
          pending={save.pending}
          disabled={uploading || save.pending}
          testId="licence-save"
        />
      }
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        <Form.Item name="LicenseType" label={licenceText.type} rules={[{ required: true, message: licenceText.typePick }]}>
          <Select options={TYPE_OPTIONS} onChange={onType} data-testid="licence-type" />
        </Form.Item>
        <Form.Item
          name="Name"
          label={licenceText.name}
          rules={[
            { required: true, whitespace: true, message: '请填写证照名称' },
            { max: 50, message: '证照名称不能超过50个字' },
          ]}
        >
          <Input maxLength={50} placeholder={licenceText.namePlaceholder} data-testid="licence-name" />
        </Form.Item>
        <Form.Item
          name="LicenseNo"
          label={licenceText.no}
          rules={[
            { required: true, whitespace: true, message: '请填写证照编号' },
            { max: 50, message: '证照编号不能超过50个字' },
          ]}
        >
          <Input maxLength={50} placeholder={licenceText.noPlaceholder} data-testid="licence-no" />
        </Form.Item>
        <Form.Item name="IssuingAuthority" label={licenceText.authority} rules={[{ max: 100, message: '发证机关不能超过100个字' }]}>
          <Input maxLength={100} placeholder={licenceText.authorityPlaceholder} data-testid="licence-authority" />
        </Form.Item>
        <Form.Item name="range" label={licenceText.validRange} rules={[{ required: true, message: licenceText.validRequired }]}>
          <DatePicker.RangePicker style={{ width: '100%' }} placeholder={[licenceText.validFrom, licenceText.validUntil]} data-testid="licence-range" />
        </Form.Item>
        <Form.Item
          name="files"
          label={licenceText.files}
          required
          extra={licenceText.filesHint}
          rules={[
            { validator: (_, v: DocFile[] | undefined) => (v && v.length > 0 ? Promise.resolve() : Promise.reject(new Error(licenceText.filesRequired))) },
          ]}
        >
          <DocUpload moduleType={UPLOAD_MODULE_TYPE.licence} max={10} label="图片或 PDF" onBusyChange={setUploading} testId="licence-files" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
