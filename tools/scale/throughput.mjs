// Logins per second and My Page screen data per second through one proxy, measured with the
// benchmarks' closed loop: `concurrency` members each send the next request when the last is
// answered. The server processes' and the database's CPU time say which one ran out first.
import { closedLoop, summarize } from '../bench/closed-loop.mjs';
import { endpoints, screenDataPath } from '../bench/contract.mjs';
import { CountedClient } from './load.mjs';

/**
 * Answers { logins, screenData }, each closed-loop's summary: count, seconds, perSecond, p50Ms,
 * p95Ms, cpuShare (the servers' CPU in cores), databaseCpuShare.
 */
export async function measureThroughput({ origin, log, members, concurrency, warmupMs, measureMs, cpu, phase }) {
  let nextMember = 0;
  const loggedIn = async () => {
    const member = members[nextMember++ % members.length];
    const client = new CountedClient(origin, log, { localAddress: member.localAddress, phase });
    await client.expect(200, 'GET', endpoints.rootScreenData.path);
    const body = { emailUserId: member.identifier, password: member.password, loginMethod: 'Password' };
    await client.expect(200, 'POST', endpoints.login.path, body);
    return { client, body };
  };
  const run = async (step) => {
    const clients = [];
    const result = await closedLoop({
      concurrency,
      warmupMs,
      measureMs,
      setup: async () => {
        const state = await loggedIn();
        clients.push(state.client);
        return state;
      },
      step,
      cpuSeconds: cpu.servers,
      databaseCpuSeconds: cpu.database,
    });
    clients.forEach((client) => client.close());
    return summarize([result]);
  };
  const must = (answer, what) => {
    if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  };
  const logins = await run(async ({ client, body }) =>
    must(await client.request('POST', endpoints.login.path, body), 'a login'),
  );
  const screenData = await run(async ({ client }) =>
    must(await client.request('GET', screenDataPath('/mypage')), 'My Page screen data'),
  );
  return { logins, screenData };
}
