import { defineScreen } from '../../../components/screen/define-screen.tsx';
import type { ScreenProps } from '../../../lib/screen.ts';
import { TradeTable } from './TradeTable.tsx';

/** The Trades Page: the domestic trades (the foreign ones have their own page). */
function TradeList({ route }: ScreenProps) {
  return <TradeTable title={route.name} market="domestic" />;
}

export default defineScreen(TradeList);
