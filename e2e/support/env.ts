/**
 * Ports and secrets of the stack the E2E run starts (apart from a developer's `npm start` on 8080/4000/4100).
 * E2E_PORT_OFFSET moves the whole stack, so two checkouts on one machine can run their suites at once.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const bff = 8090 + offset;

export const E2E = {
  ports: { bff, api: 4010 + offset, idp: 4110 + offset, canary: 8095 + offset, smtp: 2535 + offset },
  baseUrl: `http://localhost:${bff}`,
  devHostUrl: `http://dev.localhost:${bff}`,
  deployToken: 'e2e-deploy-token',
} as const;
