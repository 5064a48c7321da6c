/** Ports and secrets of the stack the E2E run starts (apart from a developer's `npm start` on 8080/4000/4100). */
export const E2E = {
  ports: { bff: 8090, api: 4010, idp: 4110, canary: 8095 },
  baseUrl: 'http://localhost:8090',
  devHostUrl: 'http://dev.localhost:8090',
  deployToken: 'e2e-deploy-token',
} as const;
