// `npm start`: build every app once (Nx cache makes repeats instant), then serve the whole site
// from the production server on the embedded database with the seeded demo store.
import { nx, startLongRunning } from './run.mjs';

const port = process.env.PORT ?? '3000';
const host = process.env.HOST ?? '127.0.0.1';

await nx(['run-many', '-t', 'build', '--outputStyle=static']);
startLongRunning(process.execPath, ['dist/apps/server/main.mjs'], {
  env: { NODE_ENV: 'production', WEB_DIST: 'dist/apps', ...process.env, PORT: port, HOST: host },
});
