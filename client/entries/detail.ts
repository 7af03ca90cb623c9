// Service and course pages: the looping video at the top. No React: the menus
// are HTML (see client/inline/menus.ts).
import { startLoopingVideos } from '../looping-video.ts';
import { inTurns, startPage } from '../page.ts';

void inTurns([startLoopingVideos, startPage]);
