/**
 * The routes of spec 000 §2 that no page, call or server route answers yet, each with the capability
 * that brings it. A route leaves this list in the change that adds it to the route table (or to the
 * contract's endpoints); `spec-routes.spec.ts` fails while a route is in both, or in neither.
 * Nothing links here: `href()` takes only the table's patterns.
 */
export const plannedRoutes = {
  // Every trip to an identity provider starts at /auth/authorize; the spec names no content for /auth itself.
  '/auth': 'external identities',
} as const satisfies Readonly<Record<string, string>>;

export type PlannedRoute = keyof typeof plannedRoutes;
