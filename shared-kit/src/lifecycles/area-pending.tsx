import { matchRoute, type RemoteName } from '../domain/routes.ts';
import { PagePending } from '../ui/components.tsx';
import { AREA_LABEL } from './areas.ts';

/**
 * What stands in an area's place until its screen renders: the page's heading (the title of the route at `pathname`,
 * when `area` owns it) above 'Loading <Area>...'. The shell shows it while the area's code loads and the area keeps
 * showing it until its first render, so both must be this one component: the heading then never moves or changes.
 */
export function AreaPending({ area, pathname }: { area: RemoteName; pathname: string }) {
  const route = matchRoute(pathname)?.route;
  return (
    <PagePending
      title={route?.owner === area ? route.title : undefined}
      label={`Loading ${AREA_LABEL[area]}...`}
    />
  );
}
