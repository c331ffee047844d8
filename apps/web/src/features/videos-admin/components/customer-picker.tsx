import { Input, Select } from 'antd';
import type { CustomerSummary } from '@ringside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import { useSession } from '../../../lib/session';
import { useCustomerOptions } from '../api/customer-options';

export interface ChosenCustomer {
  id: string;
  name: string;
  email: string | null;
}

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (customerId: string | null, customer?: ChosenCustomer) => void;
  placeholder: string;
  /** The chosen customer, for when the current results do not list them. */
  chosen?: ChosenCustomer | null;
  allowClear?: boolean;
  className?: string;
}

const MIN_SEARCH = 2;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Picks a customer by name, email or mobile number (a TRANSACTION call, as giving access is). Staff without that
 * area paste the customer's id instead.
 */
export function CustomerPicker({ id, value, onChange, placeholder, chosen, allowClear = true, className }: Props) {
  const { t } = useTranslation();
  const canSearch = useSession()?.permissions.includes('TRANSACTION') ?? false;
  const [query, setQuery] = useState<string | undefined>(undefined);
  const search = useDebouncedCallback((text: string) => setQuery(text.trim() || undefined));
  // The search needs two characters: an empty picker asks nothing (and gets no 400).
  const searching = (query?.length ?? 0) >= MIN_SEARCH;
  const list = useCustomerOptions(query, canSearch && searching);
  const [picked, setPicked] = useState<ChosenCustomer | null>(chosen ?? null);
  const [typed, setTyped] = useState(value ?? '');

  if (!canSearch)
    return (
      <Input
        id={id}
        className={className}
        value={typed}
        allowClear={allowClear}
        placeholder={t('videosAdmin.pickers.customerIdPlaceholder')}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => {
          const text = event.target.value.trim();
          setTyped(event.target.value);
          if (UUID.test(text)) onChange?.(text.toLowerCase());
          else if (!text) onChange?.(null);
        }}
      />
    );

  const items: CustomerSummary[] = list.data?.items ?? [];
  const shownChosen = picked?.id === value ? picked : chosen?.id === value ? chosen : null;
  const options = [
    ...(value && !items.some((item) => item.id === value)
      ? [{ value, label: shownChosen?.name ?? value, detail: shownChosen?.email ?? '' }]
      : []),
    ...items.map((item) => ({
      value: item.id,
      label: item.fullName,
      detail: [item.email, item.mobileNumber ? `${item.countryCode ?? ''} ${item.mobileNumber}`.trim() : null]
        .filter(Boolean)
        .join(' · '),
    })),
  ];
  return (
    <Select
      id={id}
      className={className}
      value={value ?? undefined}
      onChange={(next?: string) => {
        const item = items.find((candidate) => candidate.id === next);
        const customer = item ? { id: item.id, name: item.fullName, email: item.email } : undefined;
        if (customer) setPicked(customer);
        onChange?.(next ?? null, customer);
      }}
      allowClear={allowClear}
      showSearch={{ filterOption: false, onSearch: search.call }}
      loading={list.isFetching}
      placeholder={placeholder}
      notFoundContent={
        !searching
          ? t('videosAdmin.pickers.typeToFindCustomers')
          : list.isPending
            ? t('common.loading')
            : t('videosAdmin.pickers.noCustomers')
      }
      options={options}
      optionRender={(option) => (
        <span className="videos-admin-option">
          <span className="videos-admin-option-name">{option.data.label}</span>
          {option.data.detail ? (
            <span className="admin-muted videos-admin-option-facts">{option.data.detail}</span>
          ) : null}
        </span>
      )}
      popupMatchSelectWidth={false}
    />
  );
}
