import { useScreenData } from '@vs/mf';
import { MultiFactorEntryPage } from '@vs/ui/login';
import { sendMultiFactorCode, verifyMultiFactor } from '../../api/auth-api';
import { authPaths } from '../../paths';

/** /login/multi-factor/{email|sms|otp|backup-code}: the shared second-factor page over /zapi/login/multi-factor/*. */
export default function LoginMultiFactorEntryPage() {
  const data = useScreenData('/login/multi-factor/:type');
  return (
    <MultiFactorEntryPage
      data={data}
      send={sendMultiFactorCode}
      verify={verifyMultiFactor}
      choicePath={authPaths.loginMultiFactor}
    />
  );
}
