// React 19 hoists <title> into <head>, so each page can name the browser tab itself.
import { APP_NAME } from '../../config/brand';

export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} · ${APP_NAME}`}</title>;
}
