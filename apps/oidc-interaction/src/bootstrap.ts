import { renderStandalone } from '@vs/mf';
import { pages } from './routes';

renderStandalone('oidc-interaction', pages);
