// `npm run dev`: the server in watch mode plus a Vite dev server per app, with hot reload.
// Open the shell at http://127.0.0.1:4200; it proxies /zapi and /dev to the server on :3000.
import { nx, startLongRunning } from './run.mjs';

startLongRunning('nx', ['run', 'server:serve'], {
  env: { NX_DAEMON: 'false', ...process.env, NODE_ENV: 'development' },
});
await nx([
  'run-many',
  '-t',
  'serve',
  '-p',
  'shell,auth-login,signup,oidc-interaction,mypage,plans-checkout',
  '--parallel=6',
  '--outputStyle=stream',
]);
