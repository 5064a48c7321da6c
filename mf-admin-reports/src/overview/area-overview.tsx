import { NavLink, Callout, PageHeading, SectionHeading, Stack } from 'shared-kit';
import type { AppRoute } from 'shared-kit';
import { AREA_LABEL, AREA_ROUTES } from '../area';

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

/** What the area offers today: the route's title, an honest notice, its screens' routes, the deployed build. */
export default function AreaOverview({ route }: { route: AppRoute }) {
  return (
    <Stack>
      <PageHeading>{route.title}</PageHeading>
      <Callout tone="info">
        The screens of the {AREA_LABEL} area arrive in later releases of Crewtime.
      </Callout>
      {!route.print && (
        <section aria-labelledby="area-screens">
          <SectionHeading id="area-screens">Screens of the {AREA_LABEL} area</SectionHeading>
          <ul>
            {AREA_ROUTES.map((areaRoute) => (
              <ScreenEntry key={areaRoute.path} route={areaRoute} />
            ))}
          </ul>
        </section>
      )}
      <footer>
        <small>Build {__BUILD_VERSION__}</small>
      </footer>
    </Stack>
  );
}
