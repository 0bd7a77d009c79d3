import { useScreenData } from '@vs/mf';
import { SignupPinCodeStep } from '@vs/ui/signup';
import { sendOidcSignupEmail, verifyOidcSignupPinCode } from '../../api/oidc-signup-api';
import { oidcPaths } from '../../paths';

/** /oidc/signup/auth: sign-up's PIN step inside the interaction; the resend stays in the interaction. */
export default function OidcSignupPinCodePage() {
  const data = useScreenData('/oidc/signup/auth');
  return (
    <SignupPinCodeStep
      data={data}
      verify={verifyOidcSignupPinCode}
      send={sendOidcSignupEmail}
      formPath={oidcPaths.signupForm}
      emailPath={oidcPaths.signup}
    />
  );
}
