/**
 * Icon files by file name (a menu item's `img`, as in the spec). Importing them lets the
 * bundler hash their names, so the gateway can cache everything under /assets/ for good.
 */
import account from '../../assets/icons/account.svg';
import admin from '../../assets/icons/admin.svg';
import alert from '../../assets/icons/alert.svg';
import analyses from '../../assets/icons/analyses.svg';
import bell from '../../assets/icons/bell.svg';
import calculator from '../../assets/icons/calculator.svg';
import cases from '../../assets/icons/cases.svg';
import chevronDown from '../../assets/icons/chevron-down.svg';
import clients from '../../assets/icons/clients.svg';
import data from '../../assets/icons/data.svg';
import filings from '../../assets/icons/filings.svg';
import help from '../../assets/icons/help.svg';
import home from '../../assets/icons/home.svg';
import logout from '../../assets/icons/logout.svg';
import menu from '../../assets/icons/menu.svg';
import trades from '../../assets/icons/trades.svg';

export const ICONS = {
  'account.svg': account,
  'admin.svg': admin,
  'alert.svg': alert,
  'analyses.svg': analyses,
  'bell.svg': bell,
  'calculator.svg': calculator,
  'cases.svg': cases,
  'chevron-down.svg': chevronDown,
  'clients.svg': clients,
  'data.svg': data,
  'filings.svg': filings,
  'help.svg': help,
  'home.svg': home,
  'logout.svg': logout,
  'menu.svg': menu,
  'trades.svg': trades,
} as const;

export type IconName = keyof typeof ICONS;
