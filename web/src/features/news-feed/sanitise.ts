/** The web's news sanitiser: core's allow-list over the browser's own DOM. */
import { createNewsSanitiser } from '@backoffice/core/domain';

export const sanitiseNewsBody = createNewsSanitiser(window);
