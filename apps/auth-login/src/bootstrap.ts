import { renderStandalone } from '@vs/mf';
import { pages } from './routes';

renderStandalone('auth-login', pages);
