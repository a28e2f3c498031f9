// Login (/login): mobile number, then the SMS code. The form comes with the auth issue.
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function LoginPage() {
  return <HeadingOnlyPage title="Enter Your Mobile Number" />;
}
