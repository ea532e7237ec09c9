import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { homeTilePath, type THomeTile } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { DisabledReason } from '../../../shared/ui/disabled-reason.tsx';
import { TILE_ICONS, tileLabelKey } from '../model/tile-icons.ts';

const tileSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  width: '100%',
  minHeight: 56,
  px: 2,
  py: 1.5,
  textAlign: 'left',
  justifyContent: 'flex-start',
  borderRadius: 1,
} as const;

// The reason a disabled tile shows under it (shared.json): a touch screen opens no tooltip.
const REASON_KEYS = { read_only_token: 'read_only_token_short' } as const;

/**
 * One action of the home: a link to the page that does it (with the action that page consumes),
 * or, when the session may not do it, the same tile disabled with why in a line under it. A
 * visitor follows the link too: the page is private, so they sign in first and come back to it.
 */
export function HomeTile({ tile }: { tile: THomeTile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const Icon = TILE_ICONS[tile.id];
  const testId = `home-tile-${tile.id}`;
  const content = (
    <>
      <Icon aria-hidden="true" color={tile.reason ? 'disabled' : 'primary'} />
      <Typography
        component="span"
        color={tile.reason ? 'text.secondary' : undefined}
        sx={{ flex: '1 1 auto', minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {t(tileLabelKey(tile.id))}
      </Typography>
      {tile.reason ? null : <ArrowForwardIcon aria-hidden="true" color="primary" fontSize="small" />}
    </>
  );
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ listStyle: 'none', '&:hover': tile.reason ? undefined : { borderColor: 'primary.main' } }}
    >
      {tile.reason ? (
        // The reason lines up with the label's start, under the tile's own padding.
        <Box sx={{ pb: 1.5, '& .MuiTypography-caption': { px: 2 } }}>
          <DisabledReason reason={t(REASON_KEYS[tile.reason])} shown block testId={`${testId}-reason`}>
            <ButtonBase disabled sx={tileSx} data-testid={testId}>
              {content}
            </ButtonBase>
          </DisabledReason>
        </Box>
      ) : (
        <ButtonBase component={RouterLink} to={homeTilePath(tile, language)} sx={tileSx} data-testid={testId}>
          {content}
        </ButtonBase>
      )}
    </Paper>
  );
}
