import type { TShelfItem } from '@shanlian/contract';
import { PACKAGE_TYPE_NAMES, UPLOAD_MODULE_TYPE } from '@shanlian/contract/browser';
import { App, Button, Checkbox, Col, Drawer, Form, Input, Result, Row, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { messageOf } from '../../../api/errors';
import { askDiscard } from '../../../components/discard-confirm';
import { FoodCodeSelect } from '../../../components/food-code-select';
import { NumberInput } from '../../../components/number-input';
import { productPath } from '../../../components/product-card';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { isMealType, typePath } from '../../../lib/desk-rules';
import { deskText } from '../../../lib/text';
import { foodCodeText } from '../../../lib/text/dishes';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useFoodTypeTree, useSaveShelfItem } from '../api/shelf';
import { EMPTY_SHELF_FORM, formOf, type ShelfFormValues, shelfInputOf } from '../rules/shelf-form';
import { originalNotBelow, SHELF_QUANTITY_MSG, shelfRules } from '../rules/shelf-form-rules';
import { FoodTypePicker } from './food-type-picker';
import { ImageUploader } from './image-uploader';

const SHELF_TEXT = { minQuantity: '起订量', quantityStep: '递增数量' };

const PACKAGE_OPTIONS = Object.entries(PACKAGE_TYPE_NAMES).map(([value, label]) => ({ value: Number(value), label }));

/**
 * What a save leaves: listed, waiting for review (a new item, or changes the store shows only once
 * approved), or off sale. A new item's state is not known here until the list reloads: it says review.
 */
function savedState(item: { OnSale: boolean; Listed: boolean; ReviewStatus: string } | null): 'listed' | 'review' | 'off' {
  if (item && !item.OnSale) return 'off';
  if (item?.Listed && item.ReviewStatus !== 'pending') return 'listed';
  return 'review';
}

function Saved({
  id,
  state,
  onEdit,
  onAnother,
  onClose,
}: {
  id: string;
  state: 'listed' | 'review' | 'off';
  onEdit: () => void;
  onAnother: () => void;
  onClose: () => void;
}) {
  return (
    <Result
      status="success"
      title={deskText.saved}
      subTitle={state === 'listed' ? deskText.savedOnSale : state === 'review' ? deskText.savedReview : deskText.savedOffSale}
      extra={[
        state === 'listed' && (
          <a key="store" href={productPath({ Id: id })} target="_blank" rel="noreferrer" data-testid="shelf-view-in-store">
            <Button type="primary">{deskText.viewInStore}</Button>
          </a>
        ),
        <Button key="edit" onClick={onEdit}>
          {deskText.continueEdit}
        </Button>,
        <Button key="another" onClick={onAnother}>
          {deskText.addAnother}
        </Button>,
        <Button key="close" type="link" onClick={onClose}>
          {deskText.close}
        </Button>,
      ]}
    />
  );
}

/** 新增 / 编辑商品: every field of SaveShelfItem; after saving, a link to the item in the store. */
export function ShelfEditor({ open, item, onClose }: { open: boolean; item: TShelfItem | null; onClose: () => void }) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<ShelfFormValues>();
  const { data: tree = [] } = useFoodTypeTree();
  const save = useSaveShelfItem();
  // one key per opening of the drawer (and per 继续添加): a double click on 保存 makes one item
  const submitKey = useSubmitKey(open);
  const [id, setId] = useState<string | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // something typed or chosen since the drawer opened (or since the last save): closing asks first
  const [dirty, setDirty] = useState(false);
  const once = useSingleFlight();
  const path = Form.useWatch('typePath', form) ?? [];
  const unit = (Form.useWatch('Unit', form) ?? '').trim();
  const productName = Form.useWatch('ProductName', form) ?? '';
  const minQuantity = Form.useWatch('MinQuantity', form) ?? 1;
  const quantityStep = Form.useWatch('QuantityStep', form) ?? 1;
  const isMeal = isMealType(tree, path[path.length - 1]);

  // Filled each time the drawer opens; the tree is deliberately not a dependency (it would refill the form under the user's hands).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!open) return;
    setId(item?.Id ?? null);
    setSavedId(null);
    setDirty(false);
    form.resetFields();
    form.setFieldsValue(item ? formOf(item, typePath(tree, item.FoodTypeId)) : EMPTY_SHELF_FORM);
  }, [open, item, form]);
  // an item opened before the tree arrived gets its path when it does
  useEffect(() => {
    if (open && item && tree.length && !form.getFieldValue('typePath')?.length) form.setFieldValue('typePath', typePath(tree, item.FoodTypeId));
  }, [open, item, tree, form]);

  const submit = (v: ShelfFormValues) => once.run(() => send(v));
  const send = async (v: ShelfFormValues) => {
    if (uploading) {
      message.warning(deskText.uploadWait);
      return;
    }
    try {
      const { Id } = await save.mutateAsync({ ...shelfInputOf(v, id, isMeal), idempotencyKey: submitKey.key });
      submitKey.renew();
      setDirty(false);
      setId(Id);
      setSavedId(Id);
    } catch (e) {
      message.error(messageOf(e));
    }
  };
  const addAnother = () => {
    setId(null);
    setSavedId(null);
    setDirty(false);
    form.setFieldsValue(EMPTY_SHELF_FORM);
  };
  // Esc, the ×, a click outside and 取消 all come here: a filled form is not thrown away unasked
  const requestClose = () => {
    if (!dirty || savedId || once.busy) {
      if (!once.busy) onClose();
      return;
    }
    askDiscard(modal.confirm, { kind: 'close', onDiscard: onClose });
  };

  return (
    <Drawer
      open={open}
      onClose={requestClose}
      size={760}
      title={id ? deskText.editorEdit : deskText.editorAdd}
      forceRender
      footer={
        savedId ? null : (
          <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button onClick={requestClose}>{deskText.cancel}</Button>
            <Button type="primary" loading={once.busy} disabled={once.busy} onClick={() => form.submit()} data-testid="shelf-save">
              {deskText.save}
            </Button>
          </Space>
        )
      }
    >
      {savedId && (
        <Saved id={savedId} state={savedState(item?.Id === savedId ? item : null)} onEdit={() => setSavedId(null)} onAnother={addAnother} onClose={onClose} />
      )}
      <Form<ShelfFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={() => setDirty(true)}
        onFinishFailed={({ errorFields }) => errorFields[0] && form.scrollToField(errorFields[0].name, { block: 'center' })}
        style={{ display: savedId ? 'none' : undefined }}
        initialValues={EMPTY_SHELF_FORM}
      >
        <div className="desk-editor-section">{deskText.sectionBasic}</div>
        <Form.Item name="ProductName" label={deskText.productName} rules={shelfRules.name}>
          <Input data-testid="shelf-name" maxLength={100} showCount placeholder={deskText.productNamePh} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={isMeal ? 12 : 24}>
            <Form.Item name="typePath" label={deskText.foodType} rules={shelfRules.type}>
              <FoodTypePicker testId="shelf-type" tree={tree} by="Id" placeholder={deskText.foodTypePh} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {isMeal && (
            <Col span={12}>
              <Form.Item name="PackageType" label={deskText.packageType} rules={shelfRules.packageType}>
                <Select data-testid="shelf-package" options={PACKAGE_OPTIONS} placeholder={deskText.packageTypePh} />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="FoodSpecification" label={deskText.spec} rules={[{ max: 100 }]}>
              <Input data-testid="shelf-spec" maxLength={100} placeholder={deskText.specPh} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="Unit" label={deskText.unit} rules={shelfRules.unit}>
              <Input data-testid="shelf-unit" maxLength={10} placeholder={deskText.unitPh} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="FoodShelfLife" label={deskText.shelfLife} rules={shelfRules.shelfLife}>
              <NumberInput data-testid="shelf-life" style={{ width: '100%' }} min={0} max={3650} precision={0} suffix={deskText.days} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="FoodBrand" label={deskText.brand} rules={[{ max: 50 }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item name="SealNumber" label={deskText.sealNumber} rules={[{ max: 50 }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="ProductFeatures" label={deskText.features} rules={[{ max: 100 }]}>
          <Input maxLength={100} showCount placeholder={deskText.featuresPh} />
        </Form.Item>

        <div className="desk-editor-section">{deskText.sectionPrice}</div>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="PresentPrice" label={deskText.presentPrice} rules={shelfRules.price}>
              <NumberInput data-testid="shelf-price" style={{ width: '100%' }} min={0} step={0.5} precision={2} prefix="¥" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="OriginalPrice"
              label={deskText.originalPrice}
              dependencies={['PresentPrice']}
              rules={[...shelfRules.price, originalNotBelow(() => form.getFieldValue('PresentPrice'))]}
            >
              <NumberInput data-testid="shelf-original" style={{ width: '100%' }} min={0} step={0.5} precision={2} prefix="¥" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="Stock" label={deskText.stock} rules={shelfRules.stock}>
              <NumberInput data-testid="shelf-stock" style={{ width: '100%' }} min={0} max={1_000_000} precision={0} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="MinQuantity" label={SHELF_TEXT.minQuantity} rules={shelfRules.minQuantity}>
              <NumberInput data-testid="shelf-min-quantity" style={{ width: '100%' }} min={1} max={9999} precision={0} suffix={unit || undefined} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="QuantityStep" label={SHELF_TEXT.quantityStep} rules={shelfRules.quantityStep}>
              <NumberInput data-testid="shelf-quantity-step" style={{ width: '100%' }} min={1} max={9999} precision={0} suffix={unit || undefined} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <div className="desk-muted" style={{ paddingTop: 34, fontSize: 13 }} data-testid="shelf-quantity-help">
              {SHELF_QUANTITY_MSG.help(minQuantity, quantityStep, unit)}
            </div>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="NetWeight" label={foodCodeText.netWeight} extra={foodCodeText.netWeightHelp}>
              <NumberInput data-testid="shelf-net-weight" style={{ width: '100%' }} min={1} max={1_000_000} precision={0} suffix="克" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item name="FoodCode" label={foodCodeText.foodCode} extra={foodCodeText.foodCodeHelp}>
              <FoodCodeSelect initialName={item?.FoodCodeName ?? null} suggestFrom={productName} />
            </Form.Item>
          </Col>
        </Row>
        <Space size={24} style={{ margin: '4px 0 24px' }}>
          <Form.Item name="IsRecommended" valuePropName="checked" noStyle>
            <Checkbox>{deskText.recommended}</Checkbox>
          </Form.Item>
          <Form.Item name="IsDiscount" valuePropName="checked" noStyle>
            <Checkbox>{deskText.discount}</Checkbox>
          </Form.Item>
        </Space>

        <div className="desk-editor-section">{deskText.sectionImages}</div>
        <Form.Item name="images" extra={deskText.imagesHelp} rules={shelfRules.images}>
          <ImageUploader testId="shelf-images" max={8} coverFirst onBusyChange={setUploading} moduleType={UPLOAD_MODULE_TYPE.product} />
        </Form.Item>

        <div className="desk-editor-section">{deskText.sectionIntro}</div>
        <Form.Item name="Introduction">
          <RichTextEditor placeholder={deskText.introPh} testId="shelf-intro" uploadModuleType={UPLOAD_MODULE_TYPE.product} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
