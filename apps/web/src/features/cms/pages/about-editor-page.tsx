import { EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { ABOUT_CLAUSES, OPERATOR_MSG as M } from '@shanlian/contract/browser';
import { App, Button, DatePicker, Form, Input, Skeleton, Tag, Timeline } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/client';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { formatChinaTime } from '../../../lib/format';
import { operatorContentText } from '../../../lib/text/operator-content';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useContentKeyedWrite, useContentOp } from '../api/content';
import { ListState } from '../components/list-state';
import '../operator-content.css';

interface AboutValues {
  EffectiveDate: Dayjs | null;
  Clauses: { Title: string; Body: string }[];
}

const blank = () => Array.from({ length: ABOUT_CLAUSES }, () => ({ Title: '', Body: '' }));

/** /console/content/about — the disclaimer's 12 clauses and the version's date; each save is a new version, listed on the right. */
export default function AboutEditorPage() {
  usePageTitle(operatorContentText.aboutTitle);
  const can = useCan();
  const { message } = App.useApp();
  const canEdit = can('cms:edit');
  const about = useContentOp('CMS/GetAbout', {});
  const save = useContentKeyedWrite('CMS/SaveAbout');
  const [form] = Form.useForm<AboutValues>();
  const [dirty, setDirty] = useState(false);
  const submitKey = useSubmitKey(about.data?.Version);
  // no version yet: the editor starts empty
  const none = about.error instanceof ApiError && about.error.status === 404;
  const data = about.data;
  const versions = [...(data?.Versions ?? [])].sort((a, b) => b.Version - a.Version);

  useEffect(() => {
    if (data) {
      const clauses = blank().map((c, i) => data.Clauses[i] ?? c);
      form.setFieldsValue({ EffectiveDate: dayjs(data.EffectiveDate), Clauses: clauses });
      setDirty(false);
    } else if (none) {
      form.setFieldsValue({ EffectiveDate: dayjs(), Clauses: blank() });
    }
  }, [data, none, form]);

  const onFinish = async (v: AboutValues) => {
    const ok = await save.run(
      {
        EffectiveDate: (v.EffectiveDate ?? dayjs()).format('YYYY-MM-DD'),
        Clauses: v.Clauses.map((c) => ({ Title: (c.Title ?? '').trim(), Body: (c.Body ?? '').trim() })),
      },
      submitKey.key,
    );
    if (ok) {
      setDirty(false);
      submitKey.renew();
      message.success(operatorContentText.savedVersion(ok.data.Version));
    }
  };

  return (
    <>
      <ConsolePageHead
        title={operatorContentText.aboutTitle}
        sub={operatorContentText.aboutSub}
        extra={
          <>
            <Link to="/eshop/store/about" target="_blank">
              <Button icon={<EyeOutlined />}>{operatorContentText.viewInStore}</Button>
            </Link>
            {canEdit && (
              <Button
                type="primary"
                icon={<SaveOutlined />}
                loading={save.pending}
                disabled={!data && !none}
                onClick={() => form.submit()}
                data-testid="about-save"
              >
                {operatorContentText.saveVersion}
              </Button>
            )}
          </>
        }
      />
      <div className="oc-about">
        <ConsoleCard>
          <ListState query={{ ...about, error: none ? null : about.error }} empty="" isEmpty={false} rows={12}>
            <Form<AboutValues>
              form={form}
              layout="vertical"
              disabled={!canEdit}
              onValuesChange={() => setDirty(true)}
              onFinish={onFinish}
              initialValues={{ Clauses: blank(), EffectiveDate: null }}
              scrollToFirstError
            >
              <div className="oc-about-head">
                <Form.Item
                  name="EffectiveDate"
                  label={operatorContentText.effectiveDate}
                  rules={[{ required: true, message: M.aboutDate }]}
                  style={{ marginBottom: 0 }}
                >
                  <DatePicker allowClear={false} style={{ width: 180 }} data-testid="about-date" />
                </Form.Item>
                <span className="oc-about-status">
                  {data && <Tag color="green">{operatorContentText.currentVersion(data.Version, data.EffectiveDate)}</Tag>}
                  {dirty && <Tag color="orange">{operatorContentText.unsavedHint}</Tag>}
                </span>
              </div>
              <Form.List name="Clauses">
                {(fields) => (
                  <ol className="oc-clauses">
                    {fields.map((field, i) => (
                      <li key={field.key} className="oc-clause" data-testid="about-clause-editor">
                        <span className="oc-clause-no">{i + 1}</span>
                        <div className="oc-clause-fields">
                          <Form.Item
                            name={[field.name, 'Title']}
                            label={`${operatorContentText.clause(i + 1)} · ${operatorContentText.clauseTitle}`}
                            rules={[
                              { required: true, whitespace: true, message: M.aboutClauses },
                              { max: 30, message: M.aboutTitleTooLong },
                            ]}
                          >
                            <Input maxLength={30} showCount data-testid="about-clause-title" />
                          </Form.Item>
                          <Form.Item
                            name={[field.name, 'Body']}
                            label={operatorContentText.clauseBody}
                            rules={[
                              { required: true, whitespace: true, message: M.aboutClauses },
                              { max: 1000, message: M.aboutBodyTooLong },
                            ]}
                          >
                            <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={1000} showCount data-testid="about-clause-body" />
                          </Form.Item>
                        </div>
                      </li>
                    ))}
                  </ol>
                )}
              </Form.List>
            </Form>
          </ListState>
        </ConsoleCard>
        <ConsoleCard className="oc-about-versions">
          <h2 className="oc-card-title">{operatorContentText.versions}</h2>
          {about.isLoading ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : versions.length === 0 ? (
            <span className="oc-muted">{operatorContentText.noVersions}</span>
          ) : (
            <Timeline
              items={versions.map((v, i) => ({
                color: i === 0 ? 'green' : 'gray',
                content: (
                  <div data-testid="about-version">
                    <strong>{operatorContentText.versionNo(v.Version)}</strong>
                    <div className="oc-muted">{operatorContentText.versionBy(v.EffectiveDate, v.UpdatedBy)}</div>
                    <div className="oc-muted">{formatChinaTime(v.UpdateTime, false)}</div>
                  </div>
                ),
              }))}
            />
          )}
        </ConsoleCard>
      </div>
    </>
  );
}
