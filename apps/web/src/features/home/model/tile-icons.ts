import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import BoltIcon from '@mui/icons-material/Bolt';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import type { THomeTileId } from '@portal/domain';
import type { ComponentType } from 'react';

type TIcon = ComponentType<{ 'aria-hidden'?: boolean | 'true'; color?: 'primary' | 'disabled' }>;

/** Each tile's icon; the label says what it does, the icon only helps find it. */
export const TILE_ICONS: Record<THomeTileId, TIcon> = {
  newContract: AddCircleOutlineIcon,
  contractList: DescriptionIcon,
  contractDownload: DownloadIcon,
  powerChange: BoltIcon,
  ibanChange: AccountBalanceIcon,
  notificationAddressChange: ContactMailIcon,
  noCesionSips: PrivacyTipIcon,
  invoiceList: ReceiptLongIcon,
  invoiceDownload: DownloadIcon,
  payOnline: CreditCardIcon,
  consumption: ShowChartIcon,
};

/** The tile's label key in home.json: home_tile_<id in snake case>. */
export const tileLabelKey = (id: THomeTileId) => `home_tile_${id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
