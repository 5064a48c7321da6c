// Only from the root module: a module this lazy chunk shares with the main one would no longer be concatenated into
// it, which costs every page about 1 KiB gzip of module wrappers.
import { AREA_LABEL, Callout, NavLink, PageHeading, SectionHeading, Stack } from 'shared-kit';
import type { AppRoute, RemoteName } from 'shared-kit';

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
  areaRoutes,
  build,
}: {
  area: RemoteName;
  route: AppRoute;
  /** Every route of the area, in the route table's order. */
  areaRoutes: readonly AppRoute[];
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
            {areaRoutes.map((areaRoute) => (
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
