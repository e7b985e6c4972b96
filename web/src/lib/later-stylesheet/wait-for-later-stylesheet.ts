/**
 * What a release build puts in place of every import of a stylesheet of the later sheet
 * (web/build.ts): a module styled by it runs, and so a lazy screen or part shows, only once that
 * sheet applies. Waiting is all a user can see of it; nothing is ever drawn unstyled.
 */
import { loadLaterStylesheet } from './later-stylesheet.ts';

await loadLaterStylesheet();
