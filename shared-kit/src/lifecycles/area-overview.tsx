import type { AppRoute, RemoteName } from '../domain/index.ts';
import { NavLink } from '../navigation/router.ts';
import { Callout, PageHeading, SectionHeading, Stack } from '../ui/components.tsx';
import { AREA_LABEL } from './areas.ts';
import { routesOwnedBy } from './area-routes.tsx';

const hasParameters = (route: AppRoute): boolean => route.path.includes(':');

function ScreenEntry({ route }: { route: AppRoute }) {
  const label = (
    <>
      {route.title} <code>{route.path}</code>
    </>
  );
  // A pattern is not a place to go, and a print view opens from its report with a query: both are shown as text.
  if (hasParameters(route)) return <li>{label}</li>;
  if (route.print) return <li>{label} (print view, opened from a report)</li>;
  return (
    <li>
      <NavLink to={route.path} end>
        {label}
      </NavLink>
    </li>
  );
}

/**
 * What an area offers before a route's screen is built: the route's title, an honest notice, its screens' routes and
 * the deployed build of the remote.
 */
export default function AreaOverview({
  area,
  route,
  build,
}: {
  area: RemoteName;
  route: AppRoute;
  build: string;
}) {
  const areaLabel = AREA_LABEL[area];
  return (
    <Stack>
      <PageHeading>{route.title}</PageHeading>
      <Callout tone="info">The screens of the {areaLabel} area arrive in later releases of Crewtime.</Callout>
      {!route.print && (
        <section aria-labelledby="area-screens">
          <SectionHeading id="area-screens">Screens of the {areaLabel} area</SectionHeading>
          <ul>
            {routesOwnedBy(area).map((areaRoute) => (
              <ScreenEntry key={areaRoute.path} route={areaRoute} />
            ))}
          </ul>
        </section>
      )}
      <footer>
        <small>Build {build}</small>
      </footer>
    </Stack>
  );
}
