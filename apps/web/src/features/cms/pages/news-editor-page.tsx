import { ArrowLeftOutlined, EyeOutlined, LinkOutlined, SaveOutlined } from '@ant-design/icons';
import type { TConsoleNewsDetail } from '@shanlian/contract';
import { OPERATOR_MSG as M, NEWS_STATUS, type NewsStatus, UPLOAD_MODULE_TYPE } from '@shanlian/contract/browser';
import { App, Button, DatePicker, Form, Input, Modal, Radio, Result, Skeleton, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { askDiscard } from '../../../components/discard-confirm';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { formatChinaTime } from '../../../lib/format';
import { operatorContentText } from '../../../lib/text/operator-content';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useContentKeyedWrite, useContentOp } from '../api/content';
import { ImageField } from '../components/image-field';
import { NewsPreview, type PreviewArticle, storeNewsPath } from '../components/news-preview';
import { modeOf, NEWS_STATUS_COLOR, type PublishMode } from '../rules/content-rules';
import '../operator-content.css';

const LIST = '/console/content/news';
/** The store's list cover is 224 × 140. */
const COVER_ASPECT = 8 / 5;

interface NewsValues {
  Title: string;
  Author: string;
  TitleImageFileId: string | null;
  Source: string;
  Mode: PublishMode;
  PublishAt: Dayjs | null;
}

const valuesOf = (n: TConsoleNewsDetail | null): NewsValues =>
  n
    ? {
        Title: n.Title,
        Author: n.Author,
        TitleImageFileId: n.TitleImageFileId,
        Source: n.Source,
        Mode: modeOf(n.Status),
        PublishAt: n.Status === 'scheduled' && n.PublishAt ? dayjs(n.PublishAt) : null,
      }
    : { Title: '', Author: '', TitleImageFileId: null, Source: '', Mode: 'now', PublishAt: null };

const SAVE_TEXT: Record<PublishMode, string> = {
  now: operatorContentText.saveAndPublish,
  later: operatorContentText.saveSchedule,
  draft: operatorContentText.saveAsDraft,
};

/** Asks before leaving the page (a link, the menu, the browser's back, closing the tab) while there are unsaved changes. */
function useLeaveGuard(dirty: boolean, saved: RefObject<boolean>) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    askDiscard(Modal.confirm, { onDiscard: () => blocker.proceed(), onStay: () => blocker.reset() });
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/**
 * /console/content/news/new and /console/content/news/:id — an article: title, 来源, title image,
 * the body in the rich-text editor, and how it is published (at once, at a time, or as a draft);
 * 预览 shows it as the store will.
 */
export default function NewsEditorPage() {
  const { id } = useParams();
  const isNew = !id;
  const navigate = useNavigate();
  const { message } = App.useApp();
  const can = useCan();
  const canEdit = can('cms:edit');
  const article = useContentOp('CMS/GetNewsById', { Id: id ?? '' }, { enabled: !isNew });
  const save = useContentKeyedWrite('CMS/SaveNews');
  const submitKey = useSubmitKey(id ?? 'new');
  const [form] = Form.useForm<NewsValues>();
  const mode = Form.useWatch('Mode', form) ?? 'now';
  const [dirty, setDirty] = useState(false);
  const [preview, setPreview] = useState<PreviewArticle | null>(null);
  const data = article.data ?? null;
  usePageTitle(isNew ? operatorContentText.addNews : (data?.Title ?? operatorContentText.editNews));
  // just saved: moving to the saved article's address is no leaving
  const justSaved = useRef(false);
  useLeaveGuard(dirty && canEdit, justSaved);

  useEffect(() => {
    if (isNew) form.setFieldsValue(valuesOf(null));
    else if (data) form.setFieldsValue(valuesOf(data));
    setDirty(false);
  }, [isNew, data, form]);

  const onFinish = async (v: NewsValues) => {
    justSaved.current = false;
    const ok = await save.run(
      {
        Id: id ?? null,
        Title: v.Title.trim(),
        Author: (v.Author ?? '').trim(),
        TitleImageFileId: v.TitleImageFileId ?? null,
        Source: v.Source,
        PublishAt: v.Mode === 'later' && v.PublishAt ? v.PublishAt.toISOString() : null,
        Draft: v.Mode === 'draft',
      },
      submitKey.key,
    );
    if (!ok) return;
    setDirty(false);
    submitKey.renew();
    message.success(operatorContentText.newsSaved(NEWS_STATUS[ok.data.Status as NewsStatus] ?? ok.data.Status));
    if (isNew) {
      justSaved.current = true;
      navigate(`${LIST}/${ok.data.Id}`, { replace: true });
    }
  };

  const openPreview = () => {
    const v = form.getFieldsValue(true) as NewsValues;
    setPreview({
      Id: id ?? null,
      Title: v.Title || operatorContentText.untitled,
      Author: v.Author ?? '',
      Source: v.Source ?? '',
      PublishAt: v.Mode === 'later' && v.PublishAt ? v.PublishAt.toISOString() : (data?.PublishAt ?? null),
      ReadCount: data?.ReadCount ?? 0,
      // the link to the live article only while what is shown is what was saved
      Status: dirty ? 'draft' : (data?.Status ?? 'draft'),
    });
  };

  if (!isNew && article.error) {
    const missing = article.error instanceof ApiError && article.error.status === 404;
    return (
      <ConsoleCard>
        <Result
          status={missing ? '404' : 'error'}
          title={missing ? operatorContentText.newsMissing : article.error.message}
          extra={
            <Link to={LIST}>
              <Button type="primary">{operatorContentText.backToList}</Button>
            </Link>
          }
        />
      </ConsoleCard>
    );
  }

  return (
    <>
      <ConsolePageHead
        title={isNew ? operatorContentText.addNews : operatorContentText.editNews}
        sub={data ? `${data.Title}` : operatorContentText.newsSub}
        extra={
          <>
            <Link to={LIST}>
              <Button icon={<ArrowLeftOutlined />}>{operatorContentText.backToList}</Button>
            </Link>
            <Button icon={<EyeOutlined />} onClick={openPreview} data-testid="news-preview-button">
              {operatorContentText.preview}
            </Button>
          </>
        }
      />
      {!isNew && article.isLoading ? (
        <ConsoleCard>
          <Skeleton active title paragraph={{ rows: 14 }} />
        </ConsoleCard>
      ) : (
        <Form<NewsValues> form={form} layout="vertical" disabled={!canEdit} onValuesChange={() => setDirty(true)} onFinish={onFinish} scrollToFirstError>
          <div className="oc-news-editor">
            <ConsoleCard>
              <Form.Item
                name="Title"
                label={operatorContentText.newsTitleLabel}
                rules={[
                  { required: true, whitespace: true, message: M.newsTitleRequired },
                  { max: 60, message: M.newsTitleTooLong },
                ]}
              >
                <Input maxLength={60} showCount size="large" data-testid="news-title-input" />
              </Form.Item>
              <Form.Item name="Author" label={operatorContentText.newsSource} rules={[{ max: 30, message: M.newsAuthorTooLong }]}>
                <Input maxLength={30} placeholder={operatorContentText.newsSourcePh} style={{ maxWidth: 360 }} data-testid="news-author" />
              </Form.Item>
              <Form.Item
                name="Source"
                label={operatorContentText.newsBody}
                rules={[
                  { validator: (_, v: string) => (v?.trim() ? Promise.resolve() : Promise.reject(new Error(M.newsBodyRequired))) },
                  { max: 200_000, message: M.newsBodyTooLong },
                ]}
              >
                <RichTextEditor
                  placeholder={operatorContentText.newsBodyPh}
                  testId="news-body-editor"
                  uploadModuleType={UPLOAD_MODULE_TYPE.banner}
                  minHeight={420}
                  disabled={!canEdit}
                />
              </Form.Item>
            </ConsoleCard>
            <div className="oc-news-side">
              <ConsoleCard>
                <h2 className="oc-card-title">{operatorContentText.publishMode}</h2>
                {data && (
                  <div className="oc-news-state">
                    <Tag color={NEWS_STATUS_COLOR[data.Status] ?? 'default'} data-testid="news-state">
                      {data.StatusName}
                    </Tag>
                    {data.PublishAt && <span className="oc-muted">{formatChinaTime(data.PublishAt, false)}</span>}
                    {data.Status === 'published' && (
                      <a href={storeNewsPath(data.Id)} target="_blank" rel="noreferrer" data-testid="news-live-link">
                        <LinkOutlined /> {operatorContentText.viewInStore}
                      </a>
                    )}
                  </div>
                )}
                <Form.Item name="Mode" style={{ marginBottom: 12 }}>
                  <Radio.Group
                    optionType="button"
                    buttonStyle="solid"
                    options={[
                      { value: 'now', label: operatorContentText.publishNow },
                      { value: 'later', label: operatorContentText.publishLater },
                      { value: 'draft', label: operatorContentText.saveDraft },
                    ]}
                    data-testid="news-mode"
                  />
                </Form.Item>
                {mode === 'later' && (
                  <Form.Item
                    name="PublishAt"
                    label={operatorContentText.publishAt}
                    rules={[
                      { required: true, message: operatorContentText.publishAtRequired },
                      {
                        validator: (_, v: Dayjs | null) =>
                          !v || v.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(operatorContentText.publishAtFuture)),
                      },
                    ]}
                  >
                    <DatePicker
                      showTime={{ format: 'HH:mm' }}
                      format="YYYY-MM-DD HH:mm"
                      disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
                      style={{ width: '100%' }}
                      data-testid="news-publish-at"
                    />
                  </Form.Item>
                )}
                {canEdit && (
                  <Button type="primary" block size="large" icon={<SaveOutlined />} htmlType="submit" loading={save.pending} data-testid="news-save">
                    {SAVE_TEXT[mode]}
                  </Button>
                )}
                {dirty && <div className="oc-unsaved">{operatorContentText.unsavedHint}</div>}
              </ConsoleCard>
              <ConsoleCard>
                <h2 className="oc-card-title">{operatorContentText.titleImage}</h2>
                <Form.Item name="TitleImageFileId" extra={operatorContentText.titleImageHint} style={{ marginBottom: 0 }}>
                  <ImageField aspect={COVER_ASPECT} width={280} testId="news-cover" />
                </Form.Item>
              </ConsoleCard>
            </div>
          </div>
        </Form>
      )}
      <NewsPreview article={preview} onClose={() => setPreview(null)} />
    </>
  );
}
