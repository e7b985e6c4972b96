/** Ingested Files (`/ingestedFiles`). */
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { FileList } from './FileList.tsx';

function IngestedFiles() {
  return <FileList status="ingested" title="Ingested Files" />;
}

export default defineScreen(IngestedFiles);
