import { useScreenData } from '@vs/mf';
import { MultiFactorChoicePage } from '@vs/ui/login';
import { loginMultiFactorEntryPath } from '../../paths';

/** /login/multi-factor: which second factor to use for this login (spec 000 §2, §3 "Multi-factor"). */
export default function LoginMultiFactorPage() {
  const data = useScreenData('/login/multi-factor');
  return <MultiFactorChoicePage data={data} entryPathOf={loginMultiFactorEntryPath} />;
}
