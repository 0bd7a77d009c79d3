import { useScreenData } from '@vs/mf';
import { SignupEmailStep } from '@vs/ui/signup';
import { sendSignupAuth } from '../../api/signup-api';
import { loginPath, signupPaths } from '../../paths';

/**
 * /signup/auth: the sign-up through an external identity (spec 000 §4 "an external-account variant"):
 * the address the provider gave, kept (no code when the provider verified it) or changed (a code to
 * the new one), with the policies on the same page.
 */
export default function ExternalEmailPage() {
  const data = useScreenData('/signup/auth');
  return (
    <SignupEmailStep
      data={data}
      providerName={data.providerName}
      send={({ email, policyConsentData }) => sendSignupAuth({ email, policyConsentData })}
      pinCodePath={signupPaths.pinCode}
      loginPath={loginPath}
    />
  );
}
