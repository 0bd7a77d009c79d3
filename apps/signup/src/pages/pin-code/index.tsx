import { useScreenData } from '@vs/mf';
import { SignupPinCodeStep } from '@vs/ui/signup';
import { sendSignupEmail, verifySignupPinCode } from '../../api/signup-api';
import { signupPaths } from '../../paths';

/** /signup/pin-code: the code from the mail, with resend (the shared PIN step on the site's calls). */
export default function PinCodePage() {
  const data = useScreenData('/signup/pin-code');
  return (
    <SignupPinCodeStep
      data={data}
      verify={verifySignupPinCode}
      send={sendSignupEmail}
      formPath={signupPaths.form}
      emailPath={signupPaths.email}
    />
  );
}
