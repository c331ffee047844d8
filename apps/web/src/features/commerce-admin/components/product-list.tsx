import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Tag, type TableColumnsType } from 'antd';
import { type AdminProduct, PRODUCT_TYPES, type ProductType } from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import { formatMoney } from '@ringside/contract/display/numbers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../../components/admin/admin-table';
import { FilterSegments } from '../../../components/admin/filter-segments';
import { PAGE_SIZE, useListParams } from '../../../components/admin/list-params';
import { PagedList, type Paging } from '../../../components/admin/paged-list';
import { SearchFilter } from '../../../components/admin/search-filter';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { useProducts } from '../api/products';
import { ProductDialog } from './product-dialog';
import { NepaliMissingTag } from '../../../components/antd/bilingual-field';
import { missingNepali } from '../../../components/antd/nepali-missing';
import '../../../components/admin/admin.css';
import './commerce-admin.css';

/** On sale now, switched off, its event cancelled, or switched on but outside its sale window. */
function SaleState({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  if (!product.active) return <Tag className="admin-tag">{t('commerceAdmin.products.state.off')}</Tag>;
  if (product.saleClosedCode === 'HUBPRCN001')
    return (
      <Tag color="red" className="admin-tag">
        {t('commerceAdmin.products.state.eventCancelled')}
      </Tag>
    );
  return product.onSale ? (
    <Tag color="green" className="admin-tag">
      {t('commerceAdmin.products.state.onSale')}
    </Tag>
  ) : (
    <Tag color="orange" className="admin-tag">
      {t('commerceAdmin.products.state.notNow')}
    </Tag>
  );
}

/** "Nepali missing" on a product whose name or description has no Nepali value. */
function NepaliMarker({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`commerceAdmin.products.fields.${field}`);
  return (
    <NepaliMissingTag
      fields={missingNepali([
        [label('name'), product.name, product.nameNe],
        [label('description'), product.description, product.descriptionNe],
      ])}
    />
  );
}

function TypeTag({ type }: { type: ProductType }) {
  const { t } = useTranslation();
  const colour = type === 'VIDEO' ? 'blue' : type === 'LIVE_EVENT' ? 'red' : 'purple';
  return (
    <Tag color={colour} className="admin-tag">
      {t(`commerceAdmin.types.${type}`)}
    </Tag>
  );
}

/** 'From … until …' in Nepal time, or 'Always' when neither end is set. */
function useSaleWindow() {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (product: AdminProduct) => {
    const from = product.saleStartsAt ? formatDateTime(product.saleStartsAt, locale) : null;
    const until = product.saleEndsAt ? formatDateTime(product.saleEndsAt, locale) : null;
    if (from && until) return t('commerceAdmin.products.window.between', { from, until });
    if (from) return t('commerceAdmin.products.window.from', { from });
    if (until) return t('commerceAdmin.products.window.until', { until });
    return t('commerceAdmin.products.window.always');
  };
}

function ContentCell({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  return (
    <span className="commerce-admin-two-lines">
      <span>
        <TypeTag type={product.productType} />
      </span>
      <span className="admin-muted">{product.contentTitle ?? t('commerceAdmin.products.contentGone')}</span>
    </span>
  );
}

function ProductTable({
  items,
  loading,
  emptyText,
  paging,
  onEdit,
}: {
  items: AdminProduct[];
  loading: boolean;
  emptyText: string;
  paging: Paging;
  onEdit: (product: AdminProduct) => void;
}) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const saleWindow = useSaleWindow();
  const none = t('admin.list.none');
  const columns: TableColumnsType<AdminProduct> = [
    {
      key: 'name',
      title: t('commerceAdmin.products.columns.name'),
      render: (_, product) => (
        <span className="admin-tags">
          <span className="commerce-admin-name">{product.name}</span>
          <NepaliMarker product={product} />
        </span>
      ),
    },
    {
      key: 'content',
      title: t('commerceAdmin.products.columns.content'),
      render: (_, product) => <ContentCell product={product} />,
    },
    {
      key: 'price',
      title: t('commerceAdmin.products.columns.price'),
      align: 'right',
      render: (_, product) => (
        <span className="admin-nowrap">{formatMoney(product.amount, product.currency, locale)}</span>
      ),
    },
    {
      key: 'usd',
      title: t('commerceAdmin.products.columns.usd'),
      align: 'right',
      render: (_, product) => (
        <span className="admin-nowrap">
          {product.usdAmount == null ? none : formatMoney(product.usdAmount, 'USD', locale)}
        </span>
      ),
    },
    {
      key: 'window',
      title: t('commerceAdmin.products.columns.window'),
      render: (_, product) => <span className="admin-muted">{saleWindow(product)}</span>,
    },
    {
      key: 'state',
      title: t('commerceAdmin.products.columns.state'),
      render: (_, product) => <SaleState product={product} />,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('commerceAdmin.products.columns.actions')}</span>,
      align: 'right',
      render: (_, product) => (
        <Button
          size="small"
          icon={<EditOutlined aria-hidden />}
          aria-label={t('commerceAdmin.products.editNamed', { name: product.name })}
          onClick={() => onEdit(product)}
        >
          {t('commerceAdmin.products.edit')}
        </Button>
      ),
    },
  ];
  return (
    <AdminTable<AdminProduct>
      columns={columns}
      items={items}
      loading={loading}
      emptyText={emptyText}
      paging={paging}
      onOpen={onEdit}
      rowClassName={(product) => (product.active ? '' : 'commerce-admin-off')}
    />
  );
}

function ProductCards({ items, onEdit }: { items: AdminProduct[]; onEdit: (product: AdminProduct) => void }) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const saleWindow = useSaleWindow();
  return (
    <ul className="admin-cards">
      {items.map((product) => (
        <li key={product.id} className="admin-card">
          <span className="admin-card-top">
            <span className="admin-card-title">{product.name}</span>
            <span className="admin-tags">
              <SaleState product={product} />
              <NepaliMarker product={product} />
            </span>
          </span>
          <dl className="admin-card-facts">
            <dt>{t(`commerceAdmin.types.${product.productType}`)}</dt>
            <dd>{product.contentTitle ?? t('commerceAdmin.products.contentGone')}</dd>
            <dt>{t('commerceAdmin.products.columns.price')}</dt>
            <dd>
              {formatMoney(product.amount, product.currency, locale)}
              {product.usdAmount == null ? null : ` · ${formatMoney(product.usdAmount, 'USD', locale)}`}
            </dd>
            <dt>{t('commerceAdmin.products.columns.window')}</dt>
            <dd>{saleWindow(product)}</dd>
          </dl>
          <Button block icon={<EditOutlined aria-hidden />} onClick={() => onEdit(product)}>
            {t('commerceAdmin.products.edit')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Products on sale: filtered by what they sell and searched by name; a new one or a change in a dialog. */
export function ProductList() {
  const { t } = useTranslation();
  const params = useListParams(['type', 'search'] as const);
  const [editing, setEditing] = useState<{ product: AdminProduct | null } | null>(null);
  const productType = PRODUCT_TYPES.find((value) => value === params.values.type);
  const search = useProducts({
    productType,
    search: params.values.search,
    page: params.page,
    pageSize: PAGE_SIZE,
  });
  const filtered = productType || params.values.search;
  const emptyText = t(filtered ? 'commerceAdmin.products.noMatch' : 'commerceAdmin.products.empty');

  return (
    <div className="admin-stack">
      <div className="commerce-admin-toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ product: null })}>
          {t('commerceAdmin.products.new')}
        </Button>
      </div>
      <div className="admin-filters">
        <SearchFilter
          label={t('commerceAdmin.products.searchLabel')}
          placeholder={t('commerceAdmin.products.searchPlaceholder')}
          value={params.values.search ?? ''}
          onSearch={(text) => params.setFilter('search', text)}
        />
        <FilterSegments<ProductType>
          label={t('commerceAdmin.products.typeLabel')}
          allLabel={t('commerceAdmin.all')}
          options={PRODUCT_TYPES.map((value) => ({ value, label: t(`commerceAdmin.types.${value}`) }))}
          value={productType}
          onChange={(next) => params.setFilter('type', next)}
        />
      </div>
      <PagedList
        query={search}
        page={params.page}
        onPage={params.setPage}
        emptyText={emptyText}
        table={(items, paging) => (
          <ProductTable
            items={items}
            loading={search.isFetching}
            emptyText={emptyText}
            paging={paging}
            onEdit={(product) => setEditing({ product })}
          />
        )}
        cards={(items) => <ProductCards items={items} onEdit={(product) => setEditing({ product })} />}
      />
      <ProductDialog open={editing !== null} product={editing?.product ?? null} onClose={() => setEditing(null)} />
    </div>
  );
}
