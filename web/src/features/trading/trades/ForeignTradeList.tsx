import { defineScreen } from '../../../components/screen/define-screen.tsx';
import type { ScreenProps } from '../../../lib/screen.ts';
import { TradeTable } from './TradeTable.tsx';

/** The Foreign Trades Page: trades in foreign securities, in local currency and in US dollars. */
function ForeignTradeList({ route }: ScreenProps) {
  return <TradeTable title={route.name} market="foreign" />;
}

export default defineScreen(ForeignTradeList);
