import { defineScreen } from '../../../components/screen/define-screen.tsx';
import type { ScreenProps } from '../../../lib/screen.ts';
import { HoldingTable } from './HoldingTable.tsx';

/** DOG Holdings: the positions in securities of DOG cases. */
function DogHoldingList({ route }: ScreenProps) {
  return <HoldingTable title={route.name} dog intro="Positions in the securities of DOG cases." />;
}

export default defineScreen(DogHoldingList);
