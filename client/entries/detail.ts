// Service and course pages: the looping video at the top.
import { startLoopingVideos } from '../looping-video.ts';
import { inTurns, startPage } from '../page.ts';

void inTurns([startLoopingVideos, startPage]);
