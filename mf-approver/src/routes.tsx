import { createAreaRoutes, lazyScreen } from 'shared-kit';
import { prefetchBoard } from './board/board-data';
import { AREA } from './area';

const ApproverBoardPage = lazyScreen(() => import('./board/board-page'), prefetchBoard);

// /approver and /approver/queue are one board (seed 001 §2).
export const AreaRoutes = createAreaRoutes({
  area: AREA,
  screens: { '/approver': ApproverBoardPage, '/approver/queue': ApproverBoardPage },
  build: __BUILD_VERSION__,
});
