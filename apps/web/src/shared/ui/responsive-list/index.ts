/** Lists that are cards on a phone and a table from `md` up: see responsive-list.tsx for usage. */
export { ResponsiveList, type TCardRole, type TResponsiveColumn, type TResponsiveListProps } from './responsive-list.tsx';
export { type TListLayout, useListLayout } from './use-list-layout.ts';
