import { Button, Form, Input, InputNumber, Modal, Radio, Switch } from 'antd';
import { type AdminProduct, PRODUCT_TYPES, ProductFieldsSchema, errorMessage } from '@ringside/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SaleWindowFields } from '../../../components/admin/sale-window-fields';
import { showSaveError } from '../../../components/admin/save-errors';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import { BilingualField, bilingual } from '../../../components/antd/bilingual-field';
import { showError, showSuccess } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/language';
import { useSaveProduct } from '../api/products';
import { parseMinor } from '../../../components/admin/money';
import {
  PRODUCT_FORM_FIELDS,
  type ProductFormValues,
  fieldsOfProductValues,
  valuesOfProduct,
} from './product-form-values';
import { SellablePicker } from './sellable-picker';

const shape = ProductFieldsSchema.shape;

/** A price typed in whole units and decimals, checked against the contract's range once in the minor unit. */
function priceRule(schema: typeof shape.amount | typeof shape.usdAmount, invalid: string, required: boolean) {
  return {
    validator: async (_rule: unknown, value: string | undefined) => {
      if (!value?.trim()) {
        if (required) throw new Error(invalid);
        return;
      }
      const minor = parseMinor(value);
      if (minor === null) throw new Error(invalid);
      const result = schema.safeParse(minor);
      if (!result.success)
        throw new Error(errorMessage(result.error.issues[0]?.message ?? '', currentLanguage()) ?? invalid);
    },
  };
}

function ProductForm({ product, onDone }: { product: AdminProduct | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProductFormValues>();
  const save = useSaveProduct();
  // The name last filled in from the chosen content: picking another content replaces it, not a typed one.
  const autoName = useRef(product?.contentTitle ?? '');
  const productType = Form.useWatch('productType', form) ?? product?.productType ?? 'VIDEO';
  const kathmandu = t('commerceAdmin.products.kathmanduTime');
  const label = (field: string) => t(`commerceAdmin.products.fields.${field}`);

  const submit = (values: ProductFormValues) => {
    if (save.isPending) return;
    save.mutate(
      { productId: product?.id, fields: fieldsOfProductValues(values) },
      {
        onSuccess: (saved) => {
          showSuccess(
            t(product ? 'commerceAdmin.products.saved' : 'commerceAdmin.products.created', { name: saved.name }),
          );
          onDone();
        },
        onError: (error) => {
          const fields = showSaveError(form, error, PRODUCT_FORM_FIELDS, t('feedback.networkError'));
          if (fields.length) showError(t('commerceAdmin.products.fixFields'));
        },
      },
    );
  };

  return (
    <Form<ProductFormValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={valuesOfProduct(product)}
      onFinish={submit}
      onValuesChange={(changed: Partial<ProductFormValues>) => {
        if ('productType' in changed) form.setFieldValue('contentId', null);
      }}
    >
      <Form.Item name="productType" required label={label('productType')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          className="commerce-admin-segments"
          // Ticket tiers are set up on their event's page.
          options={PRODUCT_TYPES.filter((value) => value !== 'TICKET').map((value) => ({
            value,
            label: t(`commerceAdmin.types.${value}`),
          }))}
        />
      </Form.Item>
      {productType === 'PASS' ? (
        <Form.Item
          name="validDays"
          required
          label={label('validDays')}
          extra={t('commerceAdmin.products.validDaysHint')}
          rules={[{ required: true, message: t('commerceAdmin.products.validDaysRequired') }, zodRule(shape.validDays)]}
        >
          <InputNumber className="commerce-admin-full" min={1} max={400} precision={0} inputMode="numeric" />
        </Form.Item>
      ) : null}
      <Form.Item
        hidden={productType === 'PASS'}
        name="contentId"
        required
        label={label(`content.${productType}`)}
        extra={productType === 'LIVE_EVENT' ? t('commerceAdmin.products.liveHint') : undefined}
        rules={
          productType === 'PASS'
            ? []
            : [{ required: true, message: t('commerceAdmin.products.chooseContent') }, zodRule(shape.contentId)]
        }
      >
        <SellablePicker
          kind={productType}
          chosenTitle={product?.productType === productType ? product.contentTitle : null}
          placeholder={t(`commerceAdmin.products.contentPlaceholder.${productType}`)}
          onChange={(_contentId, option) => {
            // The product is named after what it sells unless staff named it themselves.
            const name = (form.getFieldValue('name') as string | undefined)?.trim();
            if (option && (!name || name === autoName.current)) {
              form.setFieldValue('name', option.title);
              autoName.current = option.title;
            }
          }}
        />
      </Form.Item>
      <BilingualField
        {...bilingual(shape, 'name')}
        required
        label={label('name')}
        extra={t('commerceAdmin.products.nameHint')}
        maxLength={120}
      />
      <BilingualField
        {...bilingual(shape, 'description')}
        label={label('description')}
        multiline
        rows={2}
        maxLength={1000}
        showCount
      />
      <div className="commerce-admin-two">
        <Form.Item
          name="amount"
          required
          label={label('amount')}
          extra={t('commerceAdmin.products.amountHint')}
          rules={[priceRule(shape.amount, t('commerceAdmin.products.priceInvalid'), true)]}
        >
          <Input prefix="Rs." inputMode="decimal" autoComplete="off" placeholder="299" />
        </Form.Item>
        <Form.Item
          name="usdAmount"
          label={label('usdAmount')}
          extra={t('commerceAdmin.products.usdHint')}
          rules={[priceRule(shape.usdAmount, t('commerceAdmin.products.priceInvalid'), false)]}
        >
          <Input prefix="$" inputMode="decimal" autoComplete="off" placeholder="7.99" />
        </Form.Item>
      </div>
      <SaleWindowFields
        start="saleStartsAt"
        end="saleEndsAt"
        labels={{ start: label('saleStartsAt'), end: label('saleEndsAt') }}
        extra={kathmandu}
        code="HUBPRSW002"
        className="commerce-admin-two"
      />
      <Form.Item
        name="active"
        label={label('active')}
        valuePropName="checked"
        extra={t('commerceAdmin.products.activeHint')}
      >
        <Switch />
      </Form.Item>
      <div className="admin-dialog-actions">
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t(product ? 'common.save' : 'commerceAdmin.products.create')}
        </Button>
      </div>
    </Form>
  );
}

/** Puts content on sale (no `product`) or changes a product in a dialog; server field errors land on the fields. */
export function ProductDialog({
  open,
  product,
  onClose,
}: {
  open: boolean;
  product: AdminProduct | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(product ? 'commerceAdmin.products.editTitle' : 'commerceAdmin.products.newTitle')}
      footer={null}
      destroyOnHidden
      width={isDesktop ? 640 : undefined}
    >
      <ProductForm key={product?.id ?? 'new'} product={product} onDone={onClose} />
    </Modal>
  );
}
