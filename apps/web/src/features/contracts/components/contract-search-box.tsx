import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { CONTRACT_SEARCH_DEBOUNCE_MS, CONTRACT_SEARCH_MAX_LENGTH } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from './use-debounced-callback.ts';

/**
 * The list's search box (customer-area §2, §9): the server filters by name, address, CUPS,
 * tariff and price list once the customer stops typing for 1.5 s; Enter searches at once.
 */
export function ContractSearchBox({ initial, onSearch }: { initial: string; onSearch: (filter: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const debounced = useDebouncedCallback((value: string) => onSearch(value.trim()), CONTRACT_SEARCH_DEBOUNCE_MS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    debounced.run(text);
    debounced.flush();
  };

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ mb: 2, maxWidth: 480 }}>
      <TextField
        fullWidth
        size="small"
        type="search"
        label={t('contracts_search_label')}
        helperText={t('contracts_search_help')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          debounced.run(event.target.value);
        }}
        slotProps={{
          htmlInput: { 'data-testid': 'contracts-search', maxLength: CONTRACT_SEARCH_MAX_LENGTH },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
