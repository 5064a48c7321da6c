import type { RemoteName } from '../domain/routes.ts';
import { PagePending } from '../ui/components.tsx';
import { AREA_LABEL } from './areas.ts';

/**
 * What stands in an area's place until its screen renders: the page's heading (`title`, the route's title in the
 * table the shell was sent, or in the area's own declarations) above 'Loading <Area>...'. The shell shows it while
 * the area's code loads and the area keeps showing it until its first render, so both must be this one component:
 * the heading then never moves or changes.
 */
export function AreaPending({ area, title }: { area: RemoteName; title: string | undefined }) {
  return <PagePending title={title} label={`Loading ${AREA_LABEL[area]}...`} />;
}
