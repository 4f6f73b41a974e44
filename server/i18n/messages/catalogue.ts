import type { Messages } from '../index';

/** Messages of this API group; keys are namespaced by the group. */
export default {
  en: {},
  ru: {},
  'zh-cn': {},
} satisfies Messages;
