import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AccountTree from '@mui/icons-material/AccountTree';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AttachMoney from '@mui/icons-material/AttachMoney';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DangerousOutlined from '@mui/icons-material/DangerousOutlined';
import Domain from '@mui/icons-material/Domain';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Fingerprint from '@mui/icons-material/Fingerprint';
import FormatQuote from '@mui/icons-material/FormatQuote';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Notes from '@mui/icons-material/Notes';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Public from '@mui/icons-material/Public';
import Search from '@mui/icons-material/Search';
import ShowChart from '@mui/icons-material/ShowChart';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import Title from '@mui/icons-material/Title';
import Translate from '@mui/icons-material/Translate';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { IconName } from '../../../entities/icon-names';

const ICONS = {
  AccountBalanceOutlined,
  AccountTree,
  ArticleOutlined,
  AttachMoney,
  CalendarMonth,
  CategoryOutlined,
  DangerousOutlined,
  Domain,
  EmailOutlined,
  Fingerprint,
  FormatQuote,
  LibraryBooksOutlined,
  LightbulbOutlined,
  LocalOfferOutlined,
  LockOpenOutlined,
  MenuBookOutlined,
  MoreHoriz,
  Notes,
  PaymentsOutlined,
  PersonOutlined,
  PlaceOutlined,
  Public,
  Search,
  ShowChart,
  SpaOutlined,
  Title,
  Translate,
} as const satisfies Record<IconName, ComponentType<SvgIconProps>>;

/** A facet's registry icon; decorative, so hidden from assistive technology. */
export function FacetIcon({ name, ...props }: { name: IconName } & SvgIconProps) {
  const Icon = ICONS[name];
  return <Icon aria-hidden {...props} />;
}
