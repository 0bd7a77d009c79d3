import { useScreenData } from '@vs/mf';
import { SignupEmailStep } from '@vs/ui/signup';
import { sendOidcSignupEmail } from '../../api/oidc-signup-api';
import { oidcPaths } from '../../paths';

/** /oidc/signup: sign-up's e-mail step inside the interaction, the policies agreed with it. */
export default function OidcSignupEmailPage() {
  const data = useScreenData('/oidc/signup');
  return (
    <SignupEmailStep
      data={data}
      send={sendOidcSignupEmail}
      pinCodePath={oidcPaths.signupPinCode}
      loginPath={oidcPaths.login}
    />
  );
}
