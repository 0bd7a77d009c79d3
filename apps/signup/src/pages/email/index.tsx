import { useScreenData } from '@vs/mf';
import { SignupEmailStep } from '@vs/ui/signup';
import { sendSignupEmail } from '../../api/signup-api';
import { loginPath, signupPaths } from '../../paths';

/** /signup/email: the address to send the PIN code to (the shared e-mail step on the site's call). */
export default function EmailPage() {
  const data = useScreenData('/signup/email');
  return <SignupEmailStep data={data} send={sendSignupEmail} pinCodePath={signupPaths.pinCode} loginPath={loginPath} />;
}
