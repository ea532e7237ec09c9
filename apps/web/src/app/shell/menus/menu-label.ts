import type { TFunction } from 'i18next';
import type { TMenuItem } from './menu-items.ts';

export const menuLabel = (item: TMenuItem, t: TFunction) => item.label ?? (item.labelKey ? t(item.labelKey) : item.id);
