import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { THomeTileGroup } from '@portal/domain';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeTile } from './home-tile.tsx';

export interface THomeActionsProps {
  groups: readonly THomeTileGroup[];
  /** h1 when it is the page (no hero), h2 under the hero's h1; its groups a level below. */
  level: 1 | 2;
  /** The heading, for the hero's 'begin' button to scroll and move the focus to. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A visitor: every tile is a private page, reached by signing in first. */
  visitor: boolean;
}

/**
 * The home's actions block (visitor-and-shell §2.2): contracts, invoices and consumption side by
 * side from a tablet's width up, one column on a phone.
 */
export function HomeActions({ groups, level, headingRef, visitor }: THomeActionsProps) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="home-actions-title" data-testid="home-actions">
      <Typography
        variant="h4"
        component={level === 1 ? 'h1' : 'h2'}
        id="home-actions-title"
        ref={headingRef}
        tabIndex={-1}
        // The sticky header would cover it after the scroll; a place the focus moves to, not a control.
        sx={{ scrollMarginTop: 88, outline: 'none', mb: 1 }}
        data-testid="home-actions-title"
      >
        {t('home_actions_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {visitor ? t('home_actions_visitor_note') : t('home_actions_intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {groups.map((group) => (
          <Box key={group.id} data-testid={`home-group-${group.id}`}>
            <Typography variant="h6" component={level === 1 ? 'h2' : 'h3'} id={`home-group-${group.id}-title`} sx={{ mb: 1.5 }}>
              {t(`home_group_${group.id}`)}
            </Typography>
            <Box
              component="ul"
              aria-labelledby={`home-group-${group.id}-title`}
              sx={{ p: 0, m: 0, display: 'grid', gap: 1.5, alignContent: 'start' }}
            >
              {group.tiles.map((tile) => (
                <HomeTile key={tile.id} tile={tile} />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
