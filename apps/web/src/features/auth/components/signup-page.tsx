// Signup (/signup): personal and academic details. The form comes with the auth issue.
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function SignupPage() {
  return <HeadingOnlyPage title="Sign up" />;
}
