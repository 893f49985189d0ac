/**
 * Icons the registry refers to, by their @mui/icons-material export name. The UI maps each name to
 * its component once (a `Record<IconName, …>` makes that map complete), so this folder stays free
 * of React and MUI.
 */
export const ICON_NAMES = [
  'AccountBalanceOutlined',
  'AccountTree',
  'ArticleOutlined',
  'AttachMoney',
  'CalendarMonth',
  'CategoryOutlined',
  'DangerousOutlined',
  'Domain',
  'EmailOutlined',
  'Fingerprint',
  'FormatQuote',
  'LibraryBooksOutlined',
  'LightbulbOutlined',
  'LocalOfferOutlined',
  'LockOpenOutlined',
  'MenuBookOutlined',
  'MoreHoriz',
  'Notes',
  'PaymentsOutlined',
  'PersonOutlined',
  'PlaceOutlined',
  'Public',
  'Search',
  'ShowChart',
  'SpaOutlined',
  'Title',
  'Translate',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
