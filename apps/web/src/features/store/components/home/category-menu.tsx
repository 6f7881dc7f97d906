import { MenuOutlined, RightOutlined } from '@ant-design/icons';
import type { TFoodType } from '@shanlian/contract';
import { NUTRITION_MEAL_TYPE_CODE } from '@shanlian/contract/browser';
import { useState } from 'react';
import { Link } from 'react-router';
import { Price } from '../../../../components/price';
import { productPath } from '../../../../components/product-card';
import { Sheet } from '../../../../components/sheet';
import { SkeletonBlock, SkeletonLines } from '../../../../components/ui';
import { thumbUrl } from '../../../../lib/image';
import { storeText } from '../../../../lib/text';
import { typeSearchPath } from '../../rules/search-url';
import './category-menu.css';
import { storeApi } from '../../../../api/store';

const FLYOUT_ITEMS = 4;

/** Left column of the home page: top-level food types; hovering one opens its sub-types. */
export function CategoryMenu() {
  const { data: tree, isLoading } = storeApi.useOp('Store/GetFoodTypeTree', {});
  const [open, setOpen] = useState<TFoodType | null>(null);
  return (
    <div className="store-cat" onMouseLeave={() => setOpen(null)} data-testid="category-menu">
      <div className="store-cat-list">
        <div className="store-cat-head">{storeText.allCategories}</div>
        {isLoading && <SkeletonLines title={false} rows={9} style={{ padding: '8px 18px' }} />}
        {tree?.map((t) => (
          <Link
            key={t.Id}
            to={topTypePath(t)}
            className={`store-cat-item${open?.Id === t.Id ? ' active' : ''}`}
            onMouseEnter={() => setOpen(t)}
            onFocus={() => setOpen(t)}
          >
            {t.Name}
            <small>
              {t.Children.slice(0, 2)
                .map((c) => c.Name)
                .join(' / ')}
            </small>
            <RightOutlined />
          </Link>
        ))}
      </div>
      {open && <SubTypes type={open} />}
    </div>
  );
}

/** Nutrition meals have their own page; every other type opens the search. */
const topTypePath = (t: TFoodType) => (t.Code === NUTRITION_MEAL_TYPE_CODE ? '/eshop/store/nutritiondisplay' : typeSearchPath(t.Name, t.Code));

function SubTypes({ type }: { type: TFoodType }) {
  return (
    <div className="store-cat-fly" data-testid="category-flyout">
      <h3>
        {type.Name}
        <Link to={topTypePath(type)}>{storeText.allOfType(type.Name)} &gt;</Link>
      </h3>
      {type.Children.length > 0 && (
        <div className="store-cat-subs">
          {type.Children.map((c) => (
            <Link key={c.Id} className="store-cat-sub" to={typeSearchPath(c.Name, c.Code)}>
              {c.Name}
            </Link>
          ))}
        </div>
      )}
      <TypeBestSellers type={type} />
    </div>
  );
}

/** The type's four best sellers under its sub-types, so the panel shows goods, not only words. */
function TypeBestSellers({ type }: { type: TFoodType }) {
  const { data, isLoading } = storeApi.usePaged('Store/GetFoodsaleshelfInfoList', {
    FoodTypeCode: type.Code,
    OrderBy: 'sales',
    PagerInfo: { PageIndex: 1, PageSize: FLYOUT_ITEMS },
  });
  const rows = data?.rows ?? [];
  if (!isLoading && rows.length === 0) return null;
  return (
    <>
      <div className="store-cat-hot-title">{storeText.typeHot(type.Name)}</div>
      <div className="store-cat-hot">
        {isLoading
          ? Array.from({ length: FLYOUT_ITEMS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <SkeletonBlock key={i} style={{ width: 145, height: 190 }} />
            ))
          : rows.map((p) => (
              <Link key={p.Id} to={productPath(p)} className="store-cat-hot-item">
                <img src={thumbUrl(p.PromotionImage, 145)} alt={p.ProductName} width={145} height={145} />
                <span className="name" title={p.ProductName}>
                  {p.ProductName}
                </span>
                <Price value={p.PresentPrice} size="sm" />
              </Link>
            ))}
      </div>
    </>
  );
}

/** On a phone the menu is a button opening the types in a side panel, each with its sub-types. */
export function CategoryDrawerButton() {
  const [open, setOpen] = useState(false);
  const { data: tree } = storeApi.useOp('Store/GetFoodTypeTree', {});
  return (
    <>
      <button type="button" className="store-cat-button sl-mobile-only" onClick={() => setOpen(true)} data-testid="open-categories">
        <MenuOutlined /> {storeText.allCategories}
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title={storeText.allCategories} testId="category-drawer">
        {tree?.map((t) => (
          <div key={t.Id} className="store-cat-drawer-group">
            <Link to={topTypePath(t)} className="store-cat-drawer-top" onClick={() => setOpen(false)}>
              {t.Name}
              <RightOutlined />
            </Link>
            {t.Code !== NUTRITION_MEAL_TYPE_CODE && t.Children.length > 0 && (
              <div className="store-cat-drawer-subs">
                {t.Children.map((c) => (
                  <Link key={c.Id} to={typeSearchPath(c.Name, c.Code)} onClick={() => setOpen(false)}>
                    {c.Name}
                  </Link>
                ))}
              </div>
            )}
          </div>
        ))}
      </Sheet>
    </>
  );
}
