import { CSS } from './style';
import { opsDocument } from '../page/document';

/** The HTML document around a field metrics page: no script, the one hashed stylesheet (style.ts). */
export const htmlDocument = (title: string, body: string) => opsDocument({ title, css: CSS, body });
