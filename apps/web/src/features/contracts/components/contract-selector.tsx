import TextField from '@mui/material/TextField';
import { CONTRACT_MAX_PAGE_SIZE, type TContract } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useContractList } from '../api/get-contracts.ts';

/**
 * Switches to another contract of the same type (customer-area §2). Lists the first 200 of the
 * type (the API's largest page), active first; the current contract is always among the options.
 */
export function ContractSelector({ contract, onSelect }: { contract: Pick<TContract, 'name' | 'type'>; onSelect: (name: string) => void }) {
  const { t } = useTranslation();
  const list = useContractList({ type: contract.type, offset: 0, limit: CONTRACT_MAX_PAGE_SIZE, filter: '' });
  const names = (list.data?.items ?? []).map((item) => ({ name: item.name, address: item.cups.full_address }));
  if (!names.some((item) => item.name === contract.name)) names.unshift({ name: contract.name, address: '' });
  return (
    <TextField
      select
      id="contract-selector"
      label={t('contract_selector_label')}
      size="small"
      value={contract.name}
      onChange={(event) => {
        if (event.target.value !== contract.name) onSelect(event.target.value);
      }}
      sx={{ minWidth: 260, maxWidth: '100%' }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'contract-selector' } }}
    >
      {names.map((item) => (
        <option key={item.name} value={item.name}>
          {item.address ? `${item.name} · ${item.address}` : item.name}
        </option>
      ))}
    </TextField>
  );
}
