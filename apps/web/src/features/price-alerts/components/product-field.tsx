import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { formatUnitPrice, type TOmipProduct } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

export interface TProductFieldProps {
  value: string;
  onChange: (product: string) => void;
  products: readonly TOmipProduct[];
  errorKey?: string | undefined;
  disabled?: boolean;
}

/**
 * The product autocomplete of §2.9: OMIP's products by name, each option with its latest
 * settlement; only a product of the list can be chosen (the API refuses any other). MUI's
 * combobox: typed to filter, arrows to move, Enter to choose, with the listbox announced.
 */
export function ProductField({ value, onChange, products, errorKey, disabled }: TProductFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const byName = new Map(products.map((product) => [product.name, product]));
  const error = errorKey ? messageText(t, errorKey) : undefined;
  return (
    <Autocomplete
      id="price-alert-product"
      options={products.map((product) => product.name)}
      value={value === '' ? null : value}
      onChange={(_, chosen) => onChange(chosen ?? '')}
      autoHighlight
      disabled={disabled}
      noOptionsText={t('price_alerts_no_products')}
      renderOption={({ key, ...props }, name) => {
        const product = byName.get(name);
        return (
          <li key={key} {...props}>
            {product ? `${name} · ${formatUnitPrice(product.last_price, 'MWh', language)}` : name}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('price_alerts_product')}
          required
          size="small"
          margin="dense"
          error={Boolean(error)}
          helperText={error}
          inputProps={{ ...params.inputProps, 'data-testid': 'field-product' }}
        />
      )}
    />
  );
}
