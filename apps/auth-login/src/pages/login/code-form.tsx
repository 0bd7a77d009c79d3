import type { BotCheckSettings, LoginScreenData } from '@vs/contract';
import { useFollow } from '@vs/ui/form';
import { CodeRequestForm, withBotCheck } from '@vs/ui/login';
import { sendLoginCode } from '../../api/auth-api';
import { authPaths } from '../../paths';

/** E-mailed-code mode of /login: POST /login/code with the return target, then /login/code. */
export function CodeForm({
  data,
  botCheck,
}: {
  readonly data: LoginScreenData;
  readonly botCheck: BotCheckSettings | null;
}) {
  const follow = useFollow();
  return (
    <CodeRequestForm
      submit={async ({ email }) => {
        const body = await withBotCheck({ email, redirectTo: data.returnTo }, botCheck);
        follow((await sendLoginCode(body)) ?? authPaths.loginCode);
      }}
    />
  );
}
