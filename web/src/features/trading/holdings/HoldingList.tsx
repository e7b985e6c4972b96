import { defineScreen } from '../../../components/screen/define-screen.tsx';
import type { ScreenProps } from '../../../lib/screen.ts';
import { HoldingTable } from './HoldingTable.tsx';

/** The Holdings Page: every reported position, domestic and foreign. */
function HoldingList({ route }: ScreenProps) {
  return <HoldingTable title={route.name} />;
}

export default defineScreen(HoldingList);
