import { Navigate } from 'react-router';
import { ConsoleCard, ConsolePageHead, visibleMenu } from '../../../components/console-layout';
import { consoleText } from '../../../lib/text/console';
import { useCan } from '../../../lib/use-can';
import { useMe } from '../../../lib/use-me';
import { CONSOLE_MENU } from '../console-frame';

/** /console: the first entry the user may open, or a greeting when the menu is empty. */
export default function ConsoleHomePage() {
  const can = useCan();
  const { data: me } = useMe();
  const first = visibleMenu(CONSOLE_MENU, can)[0]?.entries[0];
  if (first) return <Navigate to={first.to} replace />;
  return (
    <ConsoleCard>
      <ConsolePageHead title={consoleText.welcomeTitle(me?.FullName ?? '')} sub={consoleText.welcomeSub} />
    </ConsoleCard>
  );
}
