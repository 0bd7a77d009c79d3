// Worker: the authorization-code round trips. Each client is one member's browser with a live site
// session and a grant to demo-spa; every step is authorize → code → tokens, and anything else ends
// the run (a round trip without tokens is not a data point).
import { reportServerLoad, workerInput } from './closed-loop.mjs';
import { linkedMember, roundTrip } from './oidc-client.mjs';

const input = workerInput();

reportServerLoad(input, { setup: () => linkedMember(input.origin), step: roundTrip });
