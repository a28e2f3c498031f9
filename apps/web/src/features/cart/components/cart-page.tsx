// Cart (/cart): papers to buy, price summary and Check Out.
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function CartPage() {
  return <HeadingOnlyPage title="My Cart" hasBackButton />;
}
