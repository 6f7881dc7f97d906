import type { TMonitor } from '@shanlian/contract';
import { SUPERVISION_MSG as M, MONITOR_TYPES } from '@shanlian/contract/browser';
import { Form, Input, Select } from 'antd';
import { CrudFormDialog } from '../../../components/crud-form-dialog';
import { requiredText } from '../../../lib/field-rules';
import { supervisionText } from '../../../lib/text/supervision';
import { useSupKeyedWrite } from '../api';
import { playUrlProblem } from '../rules/supervision-rules';

interface Values {
  Name: string;
  Place: string;
  MonitorType: number;
  PlayUrl: string;
}

/** 新增 / 修改摄像头 of the canteen's own kitchen: name, place, type, play address (an http link or a device identifier). */
export function CameraDialog({ editing, onClose }: { editing: TMonitor | 'new' | null; onClose(): void }) {
  const save = useSupKeyedWrite('Monitor/SaveMonitor');
  const row = editing && editing !== 'new' ? editing : null;
  return (
    <CrudFormDialog<Values>
      editing={editing}
      title={row ? supervisionText.editCamera : supervisionText.addCamera}
      values={() =>
        row
          ? { Name: row.Name, Place: row.Place, MonitorType: row.MonitorType, PlayUrl: row.PlayUrl }
          : { Name: '', Place: '', MonitorType: undefined, PlayUrl: '' }
      }
      onSubmit={(v, key) =>
        save.run(
          { Id: row?.Id ?? null, Name: v.Name.trim(), Place: (v.Place ?? '').trim(), MonitorType: v.MonitorType, PlayUrl: v.PlayUrl.trim() },
          key,
          supervisionText.saved2,
        )
      }
      onClose={onClose}
      okText={supervisionText.save2}
      pending={save.pending}
      testId="camera-save"
    >
      <Form.Item name="Name" label={supervisionText.cameraName} rules={requiredText(M.monitorNameRequired, 50, M.monitorNameTooLong)}>
        <Input maxLength={50} placeholder={supervisionText.cameraNamePlaceholder} data-testid="camera-name" />
      </Form.Item>
      <Form.Item name="Place" label={supervisionText.place} rules={[{ max: 50, message: M.placeTooLong }]}>
        <Input maxLength={50} placeholder={supervisionText.placePlaceholder} data-testid="camera-place" />
      </Form.Item>
      <Form.Item name="MonitorType" label={supervisionText.monitorType} rules={[{ required: true, message: M.monitorType }]}>
        <Select
          placeholder={M.monitorType}
          options={Object.entries(MONITOR_TYPES).map(([k, v]) => ({ value: Number(k), label: v }))}
          data-testid="camera-type"
        />
      </Form.Item>
      <Form.Item
        name="PlayUrl"
        label={supervisionText.playUrl}
        extra={supervisionText.playUrlHint}
        rules={[{ validator: (_, v: string) => (playUrlProblem(v) ? Promise.reject(new Error(M.playUrlInvalid)) : Promise.resolve()) }]}
      >
        <Input maxLength={300} placeholder={supervisionText.playUrlPlaceholder} data-testid="camera-url" />
      </Form.Item>
    </CrudFormDialog>
  );
}
